import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { DialogActions as Actions, guideCopy } from './guide';
import { Alert } from './layout';
import { Spinner } from './spinner';

/** A confirmation's texts, named as the remotes' copy modules name them (so a copy section can be passed whole). */
export interface ConfirmTexts {
  confirmTitle: string;
  confirmBody: string;
  /** The red action's label ('Delete', 'Remove'). */
  confirmAction: string;
  /** The spinner's label while the action runs ('Deleting'). */
  busy?: string;
  /** The dismissive button's label when 'Cancel' would be unclear ('Keep it' beside 'Cancel the booking'). */
  confirmCancel?: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  texts: ConfirmTexts;
  /** The action's status (a mutation's): 'pending' shows a spinner, then the outcome replaces the question. */
  status: 'idle' | 'pending' | 'success' | 'error';
  successText?: string;
  failureText?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** More of the question, under its body: a typed confirmation, for one (give it `data-autofocus`). */
  children?: ReactNode;
  /** False keeps the red action disabled (until the typed confirmation is filled in). Default true. */
  canConfirm?: boolean;
  /** The outcome to show on success when it says more than `successText` (what was kept, and why). */
  successContent?: ReactNode;
}

/**
 * Asks before a destructive action (the guide's order: Cancel first, the red action last, which has the focus),
 * then shows a spinner and the outcome ('Success!' / the failure text) with a Close button.
 */
export function ConfirmDialog({ open, texts, status, successText, failureText, onConfirm, onClose, children, canConfirm = true, successContent }: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={texts.confirmTitle} onClose={onClose} closeLabel={guideCopy.close}>
      {status === 'idle' ? (
        <>
          <p>{texts.confirmBody}</p>
          {children}
          <Actions>
            <Button $variant="secondary" onClick={onClose}>
              {texts.confirmCancel ?? guideCopy.cancel}
            </Button>
            <Button $variant="danger" onClick={onConfirm} disabled={!canConfirm} data-autofocus>
              {texts.confirmAction}
            </Button>
          </Actions>
        </>
      ) : null}
      {status === 'pending' ? <Spinner label={texts.busy ?? texts.confirmAction} size={32} /> : null}
      {status === 'success' ? (successContent ?? <Alert tone="success">{successText}</Alert>) : null}
      {status === 'error' ? <Alert tone="error">{failureText}</Alert> : null}
      {status === 'success' || status === 'error' ? (
        <Actions>
          <Button onClick={onClose}>{guideCopy.close}</Button>
        </Actions>
      ) : null}
    </Dialog>
  );
}
