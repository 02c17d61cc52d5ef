import { Spinner } from '@agency/shared-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';

const Panel = styled.div`
  text-align: center;
  padding: 0.5rem 0 0;
  h3 { font-size: 1.25rem; margin: 0.75rem 0; }
  h3:focus { outline: none; }
`;

const Mark = styled.span<{ $tone: 'success' | 'failure' }>`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  font-size: 1.6rem;
  font-weight: 700;
  color: #fff;
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
`;

export interface ResultPanelProps {
  /** The call's status, as a mutation reports it ('idle' and 'pending' both show the spinner). */
  status: 'idle' | 'pending' | 'success' | 'error';
  sending: string;
  successTitle: string;
  successBody: string;
  failureTitle: string;
  /** Already resolved: the server's detail when it sent one, else the screen's own text. */
  failureBody: string;
  /** Buttons offered once the outcome is known. */
  actions?: ReactNode;
  /** More to say on success, under the success text (the booked consultation's recap). */
  details?: ReactNode;
}

/** The result step of a dialog: a spinner while the call runs, then the outcome, announced and focused. */
export function ResultPanel({ status, sending, successTitle, successBody, failureTitle, failureBody, actions, details }: ResultPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that sent the request is gone; without this, focus would fall out of the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus must follow each change of outcome
  useEffect(() => {
    heading.current?.focus();
  }, [status]);
  const outcome = status === 'success' ? 'success' : status === 'error' ? 'failure' : null;
  return (
    <Panel>
      <div aria-live="polite">
        {outcome ? (
          <Mark $tone={outcome} aria-hidden="true">
            {outcome === 'success' ? '✓' : '!'}
          </Mark>
        ) : (
          <Spinner label={sending} size={36} />
        )}
        <h3 ref={heading} tabIndex={-1} data-autofocus>
          {outcome === 'success' ? successTitle : outcome === 'failure' ? failureTitle : sending}
        </h3>
        {outcome ? <p>{outcome === 'success' ? successBody : failureBody}</p> : null}
      </div>
      {outcome === 'success' ? details : null}
      {outcome ? actions : null}
    </Panel>
  );
}
