import { Spinner } from '@agency/shared-ui';
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { copy } from '../copy';
import { useRemoteAttempts } from '../mf/remote-attempts';
import type { RemoteName } from '../mf/remote-names';
import { lazyExposed } from '../mf/lazy-exposed';
import { markReplayReady } from '../boot/replay-ready';
import { RemoteErrorBoundary } from './remote-error-boundary';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 4rem 1rem;
  color: ${({ theme }) => theme.color.primary};
`;

export interface RemoteSlotProps {
  remote: RemoteName;
  expose: string;
  props?: Record<string, unknown>;
  /** What shows while the remote loads; a centred spinner by default. */
  loading?: ReactNode;
  /**
   * false: no Suspense boundary of its own, the caller's holds it. The routes use one boundary around all pages,
   * so that a navigation (a transition) keeps the old page on screen until the next one's module has arrived.
   */
  suspense?: boolean;
}

/** The page area while a remote's module loads. */
export function RemoteLoading() {
  return (
    <Loading>
      <Spinner label={copy.remote.loading} size={32} />
    </Loading>
  );
}

/**
 * Marks the page with the last remote module that became interactive (`<html data-remote-ready="marketing/Home">`):
 * its effect runs once the module's Suspense boundary has committed, rendered or hydrated. Tests and monitoring
 * wait for it instead of guessing when a server-rendered page starts answering clicks.
 */
function Ready({ name, remote }: { name: string; remote: string }) {
  useEffect(() => {
    document.documentElement.dataset.remoteReady = name;
    // The taps on this remote's buttons that the page's capture script queued before it hydrated replay now.
    markReplayReady(remote);
  }, [name, remote]);
  return null;
}

/** Renders one exposed module of a remote, with Suspense while it loads and a fallback with retry when it fails. */
export function RemoteSlot({ remote, expose, props, loading, suspense = true }: RemoteSlotProps) {
  const attempt = useRemoteAttempts((s) => s.attempts[remote] ?? s.base);
  const Exposed = useMemo(() => lazyExposed(remote, expose, attempt), [remote, expose, attempt]);
  const content = (
    <>
      <Exposed {...props} />
      <Ready name={`${remote}/${expose}`} remote={remote} />
    </>
  );
  return (
    <RemoteErrorBoundary remote={remote} resetKey={attempt}>
      {suspense ? <Suspense fallback={loading ?? <RemoteLoading />}>{content}</Suspense> : content}
    </RemoteErrorBoundary>
  );
}
