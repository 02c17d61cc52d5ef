import { paths } from '@agency/shared-auth';
import { formatDay } from '@agency/shared-ui/billing';
import { Alert, Button, ButtonLink, Spinner, TextAreaField, TextField } from '@agency/shared-ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';

const text = copy.proposal;

/** Where a proposal stands, as the client sees it. */
export type ProposalState =
  | { kind: 'open' }
  | { kind: 'accepted'; signedName: string; at: string }
  | { kind: 'declined'; at: string; comment?: string | null }
  | { kind: 'superseded'; newerId?: number | null }
  | { kind: 'expired'; validUntil: string };

const Panel = styled.section`
  display: grid;
  gap: 1rem;
  padding: 1.25rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  h2 { font-size: 1.15rem; margin: 0; }
  form { display: grid; gap: 0.75rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
`;

const when = (iso: string) => formatDay(iso);

export interface ProposalDecisionProps {
  state: ProposalState;
  /** The mutation's status for the action in flight. */
  status: 'idle' | 'pending' | 'success' | 'error';
  onAccept: (signedName: string) => void;
  onDecline: (comment: string) => void;
  /** A monthly retainer, once accepted: its Subscribe action takes the place of the way to pay. */
  retainer?: ReactNode;
}

/**
 * Accept (typing the full name, with what that means said beside the field: an electronic signature) or decline
 * with a comment; once decided, what was decided. A superseded or expired proposal can no longer be answered.
 */
export function ProposalDecision({ state, status, onAccept, onDecline, retainer }: ProposalDecisionProps) {
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [comment, setComment] = useState('');

  if (state.kind === 'accepted') {
    return (
      <Panel aria-labelledby="proposal-decision">
        <h2 id="proposal-decision">{text.decideTitle}</h2>
        <Alert tone="success">
          {text.accepted(state.signedName, when(state.at))} {retainer ? text.retainerNext : text.acceptedNext}
        </Alert>
        {retainer ?? (
          <div className="actions">
            <ButtonLink to={paths.requests}>{text.payNow}</ButtonLink>
          </div>
        )}
      </Panel>
    );
  }
  if (state.kind === 'declined') {
    return (
      <Panel aria-labelledby="proposal-decision">
        <h2 id="proposal-decision">{text.decideTitle}</h2>
        <Alert tone="info">
          {text.declined(when(state.at))}
          {state.comment ? (
            <>
              <br />
              {text.declinedComment(state.comment)}
            </>
          ) : null}
        </Alert>
      </Panel>
    );
  }
  if (state.kind === 'superseded') {
    return (
      <Panel aria-labelledby="proposal-decision">
        <h2 id="proposal-decision">{text.decideTitle}</h2>
        <Alert tone="info">{text.superseded}</Alert>
        {state.newerId ? (
          <div className="actions">
            <ButtonLink to={paths.proposal(state.newerId)}>{text.toNewer}</ButtonLink>
          </div>
        ) : null}
      </Panel>
    );
  }
  if (state.kind === 'expired') {
    return (
      <Panel aria-labelledby="proposal-decision">
        <h2 id="proposal-decision">{text.decideTitle}</h2>
        <Alert tone="info">{text.expired(formatDay(state.validUntil))}</Alert>
      </Panel>
    );
  }

  const accept = (event: FormEvent) => {
    event.preventDefault();
    const signed = name.trim().replace(/\s+/g, ' ');
    if (signed.length < 2) {
      setMissing(true);
      return;
    }
    onAccept(signed);
  };
  const decline = (event: FormEvent) => {
    event.preventDefault();
    onDecline(comment.trim());
  };
  const pending = status === 'pending';

  return (
    <Panel aria-labelledby="proposal-decision">
      <h2 id="proposal-decision">{text.decideTitle}</h2>
      {status === 'error' ? <Alert tone="error">{text.failed}</Alert> : null}
      {declining ? (
        <form onSubmit={decline} noValidate>
          <TextAreaField label={text.declineLabel} hint={text.declineHint} value={comment} maxLength={2000} onChange={(e) => setComment(e.target.value)} />
          <div className="actions">
            <Button type="submit" $variant="danger" disabled={pending}>
              {text.decline}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setDeclining(false)} disabled={pending}>
              {text.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={accept} noValidate>
          <TextField
            label={text.signatureLabel}
            hint={text.signatureHint}
            error={missing ? text.signatureMissing : undefined}
            value={name}
            autoComplete="name"
            maxLength={200}
            onChange={(e) => {
              setName(e.target.value);
              setMissing(false);
            }}
          />
          <div className="actions">
            <Button type="submit" disabled={pending}>
              {text.accept}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setDeclining(true)} disabled={pending}>
              {text.declineOpen}
            </Button>
          </div>
        </form>
      )}
      {pending ? <Spinner label={declining ? text.declining : text.accepting} size={28} /> : null}
    </Panel>
  );
}
