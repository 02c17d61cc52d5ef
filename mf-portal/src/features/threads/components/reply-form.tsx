import { EMPTY_MESSAGE, MESSAGE_MAX } from '@agency/contracts/threads';
import { errorMessage } from '@agency/shared-auth';
import { Alert, Button, Spinner, TextAreaField } from '@agency/shared-ui';
import { refusal, refuse, useZodForm } from '@agency/shared-ui/form';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { copy } from '../../../copy';
import { useSendMessage } from '../api/send-message';
import { AttachFiles, useAttachments } from './attach-files';

const text = copy.thread;

/**
 * The contract's rule (NewMessage: trimmed text up to MESSAGE_MAX characters, or at least one file; neither is
 * EMPTY_MESSAGE) with the client's wording of a message too long. `files` holds the uploaded files' ids.
 */
export const ReplyForm = z
  .object({ body: z.string().trim().max(MESSAGE_MAX, text.tooLong(MESSAGE_MAX)), files: z.array(z.number().int().positive()) })
  .superRefine((value, ctx) => {
    if (value.body === '' && value.files.length === 0) ctx.addIssue({ code: 'custom', path: ['body'], message: EMPTY_MESSAGE });
  });

/** The counter shows once a message nears the limit. */
const COUNT_FROM = MESSAGE_MAX - 500;

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  textarea { width: 100%; box-sizing: border-box; }
  .actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
`;

/**
 * The client's reply, with files: each chosen file is uploaded at once and sent with the message by its id; a
 * message may be files alone. A refused message (blank, too long, or the API's reason) stays in the form to fix.
 */
export function ReplyBox({ requestId }: { requestId: number }) {
  const form = useZodForm(ReplyForm, { defaultValues: { body: '', files: [] } });
  const { errors, isSubmitting } = form.formState;
  const send = useSendMessage(requestId);
  const attachments = useAttachments(requestId);
  const fileInput = useRef<HTMLInputElement>(null);
  const refused = refusal(form);
  const length = form.watch('body').trim().length;
  const hint = length >= COUNT_FROM ? text.charactersLeft(MESSAGE_MAX - length) : text.replyHint;

  // The uploaded files' ids are the form's (so "Write a message first." clears once a file is ready).
  const readyIds = attachments.ready.join(',');
  useEffect(() => {
    form.setValue('files', readyIds ? readyIds.split(',').map(Number) : [], { shouldValidate: form.formState.isSubmitted });
  }, [form, readyIds]);

  const submit = form.handleSubmit(async (message) => {
    if (attachments.uploading) {
      refuse(form, text.waitForUploads);
      return;
    }
    try {
      await send.mutateAsync(message);
      form.reset({ body: '', files: [] });
      attachments.clear();
    } catch (error) {
      refuse(form, errorMessage(error, text.sendFailed));
    }
  });

  return (
    <Form onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      {refused ? <Alert tone="error">{refused}</Alert> : null}
      <TextAreaField label={text.reply} hint={hint} rows={4} error={errors.body?.message} {...form.register('body')} />
      <AttachFiles attachments={attachments} inputRef={fileInput} />
      <div className="actions">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <Spinner label={text.sending} size={18} /> : text.send}
        </Button>
      </div>
    </Form>
  );
}
