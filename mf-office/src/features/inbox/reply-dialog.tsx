import { office } from '@agency/contracts';
import { useApiMutation } from '@agency/shared-auth';
import { TextAreaField, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { z } from 'zod';
import { FormDialog, submitWith } from '../../components/form-dialog';
import { copy } from '../../copy';
import { fromText } from '../../lib/form-schema';
import { refresh } from '../../lib/office-query';
import { type InboxKind, sendReply } from './api';

export const ReplyForm = z.object({
  subject: fromText(office.Reply.shape.subject, copy.inbox.emptyReply),
  message: fromText(office.Reply.shape.message, copy.inbox.emptyReply),
});

/** Writes an email to a client or a visitor; the site sends it, replies come back to the agency's inbox. */
export function ReplyDialog({ kind, id, to, subject, onClose }: { kind: InboxKind; id: number; to: string; subject: string; onClose: () => void }) {
  const form = useZodForm(ReplyForm, { defaultValues: { subject, message: '' } });
  const { errors } = form.formState;
  const send = useApiMutation({
    mutationFn: (reply: z.output<typeof ReplyForm>) => sendReply(kind, id, reply),
    // Answering a contact message marks it handled.
    onSuccess: () => refresh([`office/${kind}`]),
  });
  const submit = submitWith(form, async (reply) => {
    await send.mutateAsync(reply);
    onClose();
  });
  return (
    <FormDialog title={copy.inbox.replyTitle(to)} form={form} submitLabel={copy.inbox.send} onSubmit={submit} onCancel={onClose}>
      <TextField label={copy.inbox.subject} maxLength={200} error={errors.subject?.message} {...form.register('subject')} />
      <TextAreaField label={copy.inbox.message} maxLength={10000} data-autofocus error={errors.message?.message} {...form.register('message')} />
    </FormDialog>
  );
}
