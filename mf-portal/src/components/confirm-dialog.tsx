import type { AsyncStatus } from '@agency/shared-auth';
import { Alert, Button, Dialog, Spinner } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '../copy';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
  margin-top: 1rem;
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
  /** The action's state: 'request' shows a spinner, then the outcome replaces the question. */
  status: AsyncStatus;
  successText?: string;
  failureText?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action, then shows a spinner and the outcome ('Success!' / the failure text). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, question, confirmLabel, busyLabel, status, successText, failureText, onConfirm, onClose } = props;
  return (
    <Dialog open={open} title={title} onClose={onClose} closeLabel={copy.common.close}>
      {status === 'idle' ? (
        <>
          <p>{question}</p>
          <Actions>
            <Button $variant="secondary" onClick={onClose}>
              {copy.common.cancel}
            </Button>
            <Button $variant="danger" onClick={onConfirm} data-autofocus>
              {confirmLabel}
            </Button>
          </Actions>
        </>
      ) : null}
      {status === 'request' ? <Spinner label={busyLabel} size={32} /> : null}
      {status === 'success' ? <Alert tone="success">{successText}</Alert> : null}
      {status === 'failure' ? <Alert tone="error">{failureText}</Alert> : null}
      {status === 'success' || status === 'failure' ? (
        <Actions>
          <Button onClick={onClose}>{copy.common.close}</Button>
        </Actions>
      ) : null}
    </Dialog>
  );
}
