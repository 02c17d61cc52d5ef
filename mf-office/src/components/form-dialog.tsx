import { Button, Dialog } from '@agency/shared-ui';
import type { FormEvent, ReactNode } from 'react';
import { copy } from '../copy';
import { Actions } from './ui';

/** A dialog holding one form: how the last try went, the fields, then submit and cancel. */
export function FormDialog({
  title,
  feedback,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  feedback: ReactNode;
  busy: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open title={title} onClose={onCancel} closeLabel={copy.common.cancel}>
      {feedback}
      <form onSubmit={onSubmit} noValidate>
        {children}
        <Actions>
          <Button type="submit" disabled={busy}>
            {submitLabel}
          </Button>
          <Button $variant="secondary" onClick={onCancel}>
            {copy.common.cancel}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
