import { TextAreaField, TextField } from '@agency/shared-ui';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { useFeedback } from '../../components/ui';
import { copy } from '../../copy';

/** Writes an email to a client or a visitor; the site sends it, replies come back to the agency's inbox. */
export function ReplyDialog({
  to,
  subject: initialSubject,
  onSend,
  onClose,
}: {
  to: string;
  subject: string;
  onSend: (subject: string, message: string) => Promise<unknown>;
  onClose: (sent: boolean) => void;
}) {
  const [subject, setSubject] = useState(initialSubject);
  const [message, setMessage] = useState('');
  const feedback = useFeedback();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim() || !message.trim()) return feedback.fail(copy.inbox.emptyReply);
    if (await feedback.act(() => onSend(subject.trim(), message.trim()), copy.inbox.sent)) onClose(true);
  };
  return (
    <FormDialog title={copy.inbox.replyTitle(to)} feedback={feedback.view} busy={feedback.busy} submitLabel={copy.inbox.send} onSubmit={submit} onCancel={() => onClose(false)}>
      <TextField label={copy.inbox.subject} value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
      <TextAreaField label={copy.inbox.message} value={message} onChange={(e) => setMessage(e.target.value)} data-autofocus maxLength={10000} />
    </FormDialog>
  );
}
