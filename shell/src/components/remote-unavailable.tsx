import { Button } from '@agency/shared-ui';
import { useContext } from 'react';
import styled from 'styled-components';
import { copy } from '../copy';
import { useRemoteAttempts } from '../mf/remote-attempts';
import type { RemoteName } from '../mf/remote-names';
import { RemoteFallbackFrame } from './remote-fallback-frame';

const Box = styled.div`
  max-width: 560px;
  margin: 3rem auto;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  text-align: center;
  h2 { font-size: 1.2rem; }
`;

/** Shown in place of a remote that could not be loaded. "Try again" loads it afresh. */
export function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry?: () => void }) {
  const retry = useRemoteAttempts((s) => s.retry);
  const frame = useContext(RemoteFallbackFrame);
  const content = (
    <Box role="alert" data-remote-fallback={remote}>
      <h2>{copy.remote.unavailableTitle}</h2>
      <p>{copy.remote.unavailableBody}</p>
      <Button
        onClick={() => {
          onRetry?.();
          retry(remote);
        }}
      >
        {copy.remote.retry}
      </Button>
    </Box>
  );
  return frame ? frame(content) : content;
}
