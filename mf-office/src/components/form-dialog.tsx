import { errorMessage } from '@agency/shared-auth';
import { Alert, Button, Dialog } from '@agency/shared-ui';
import { refuse, type UseFormReturn } from '@agency/shared-ui/form';
import type { FormEvent, ReactNode } from 'react';
import { copy } from '../copy';
import { Actions } from './ui';

/** What the dialog reads of any form: whether it is sending, and its refusal. */
interface FormView {
  formState: { isSubmitting: boolean; errors: { root?: Record<string, { message?: string }> } };
}

/** The form's refusal (the server's detail, offline, or the office's generic text), in its alert region. */
export function FormRefusal({ form }: { form: FormView }) {
  const text = form.formState.errors.root?.server?.message;
  return text ? <Alert tone="error">{text}</Alert> : null;
}

/**
 * Submits a form's checked values through `send`; a refusal lands on the form (its alert region), keeping
 * what was typed.
 */
export function submitWith<TIn extends Record<string, unknown>, TOut extends Record<string, unknown>>(form: UseFormReturn<TIn, unknown, TOut>, send: (values: TOut) => Promise<unknown>) {
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      refuse(form, errorMessage(error, copy.common.failed));
    }
  });
}

/** A dialog holding one form: its refusal, the fields, then submit (disabled while sending) and cancel. */
export function FormDialog({
  title,
  form,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  form: FormView;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open title={title} onClose={onCancel} closeLabel={copy.common.cancel}>
      <FormRefusal form={form} />
      <form onSubmit={onSubmit} noValidate>
        {children}
        <Actions>
          <Button type="submit" disabled={form.formState.isSubmitting}>
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
