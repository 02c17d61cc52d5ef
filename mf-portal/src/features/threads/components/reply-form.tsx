import { EMPTY_MESSAGE, MESSAGE_MAX } from '@agency/contracts/threads';
import { errorMessage } from '@agency/shared-auth';
import { Alert, Button, Spinner, TextAreaField } from '@agency/shared-ui';
import { refusal, refuse, useZodForm } from '@agency/shared-ui/form';
import styled from 'styled-components';
import { z } from 'zod';
import { copy } from '../../../copy';
import { useSendMessage } from '../api/send-message';

const text = copy.thread;

/** The contract's rule (trimmed, 1 to MESSAGE_MAX characters) with the client's wording of a message too long. */
export const ReplyForm = z.object({ body: z.string().trim().min(1, EMPTY_MESSAGE).max(MESSAGE_MAX, text.tooLong(MESSAGE_MAX)) });

/** The counter shows once a message nears the limit. */
const COUNT_FROM = MESSAGE_MAX - 500;

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  textarea { width: 100%; box-sizing: border-box; }
  .actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
`;

/** The client's reply: a refused message (blank, too long, or the API's reason) stays in the field to fix. */
export function ReplyBox({ requestId }: { requestId: number }) {
  const form = useZodForm(ReplyForm, { defaultValues: { body: '' } });
  const { errors, isSubmitting } = form.formState;
  const send = useSendMessage(requestId);
  const refused = refusal(form);
  const length = form.watch('body').trim().length;
  const hint = length >= COUNT_FROM ? text.charactersLeft(MESSAGE_MAX - length) : text.replyHint;

  const submit = form.handleSubmit(async (message) => {
    try {
      await send.mutateAsync(message);
      form.reset({ body: '' });
    } catch (error) {
      refuse(form, errorMessage(error, text.sendFailed));
    }
  });

  return (
    <Form onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      {refused ? <Alert tone="error">{refused}</Alert> : null}
      <TextAreaField label={text.reply} hint={hint} rows={4} error={errors.body?.message} {...form.register('body')} />
      <div className="actions">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <Spinner label={text.sending} size={18} /> : text.send}
        </Button>
      </div>
    </Form>
  );
}
