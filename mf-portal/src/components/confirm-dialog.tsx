import type { UseMutationResult } from '@agency/shared-auth';
import { Alert, Button, Dialog, DialogActions as Actions, guideCopy, Spinner } from '@agency/shared-ui';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
  /** The action's mutation status: 'pending' shows a spinner, then the outcome replaces the question. */
  status: UseMutationResult['status'];
  successText?: string;
  failureText?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action (the guide's order: Cancel first, the red action last), then shows a spinner and the outcome ('Success!' / the failure text). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, question, confirmLabel, busyLabel, status, successText, failureText, onConfirm, onClose } = props;
  return (
    <Dialog open={open} title={title} onClose={onClose} closeLabel={guideCopy.close}>
      {status === 'idle' ? (
        <>
          <p>{question}</p>
          <Actions>
            <Button $variant="secondary" onClick={onClose}>
              {guideCopy.cancel}
            </Button>
            <Button $variant="danger" onClick={onConfirm} data-autofocus>
              {confirmLabel}
            </Button>
          </Actions>
        </>
      ) : null}
      {status === 'pending' ? <Spinner label={busyLabel} size={32} /> : null}
      {status === 'success' ? <Alert tone="success">{successText}</Alert> : null}
      {status === 'error' ? <Alert tone="error">{failureText}</Alert> : null}
      {status === 'success' || status === 'error' ? (
        <Actions>
          <Button onClick={onClose}>{guideCopy.close}</Button>
        </Actions>
      ) : null}
    </Dialog>
  );
}
