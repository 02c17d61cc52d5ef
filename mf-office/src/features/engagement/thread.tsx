import { threads } from '@agency/contracts';
import { EMPTY_MESSAGE, MESSAGE_MAX } from '@agency/contracts/threads';
import { invalidateApi, queryClient, useApiMutation } from '@agency/shared-auth';
import { Alert, Button, TextAreaField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { FormRefusal, submitWith } from '../../components/form-dialog';
import { Loaded, Muted } from '../../components/ui';
import { copy } from '../../copy';
import { fromText } from '../../lib/form-schema';
import { formatLagosWhen } from '../../lib/lagos-time';
import { sendMessage, threadKey, type useThread } from './api';

const text = copy.thread;

export const ReplyForm = z.object({
  body: fromText(threads.NewMessage.shape.body, (value) => (value.trim() === '' ? EMPTY_MESSAGE : text.tooLong(MESSAGE_MAX.toLocaleString('en-NG')))),
});

const List = styled.ol`
  list-style: none;
  margin: 0 0 1.25rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

/**
 * One message. The sides differ by their label ("Client", "Agency"), their edge (a thick bar on the left for the
 * client, on the right for the agency) and, from tablet width, their indent: never by colour alone.
 */
const Item = styled.li<{ $agency: boolean }>`
  min-width: 0;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $agency }) => ($agency ? theme.color.surfaceAlt : theme.color.surface)};
  ${({ theme, $agency }) => ($agency ? `border-right: 6px solid ${theme.color.primary};` : `border-left: 6px solid ${theme.color.accent};`)}
  @media (min-width: 720px) {
    ${({ $agency }) => ($agency ? 'margin-left: 15%;' : 'margin-right: 15%;')}
  }
`;

const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  margin: 0 0 0.35rem;
  font-size: 0.92rem;
  overflow-wrap: anywhere;
`;

const Side = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  max-width: 100%;
  textarea { width: 100%; box-sizing: border-box; }
`;

function Messages({ messages }: { messages: threads.ThreadMessage[] }) {
  if (messages.length === 0) return <p>{text.none}</p>;
  return (
    <List aria-label={text.title}>
      {messages.map((m) => {
        const side = m.from === 'staff' ? text.agency : text.client;
        return (
          <Item key={m.id} $agency={m.from === 'staff'}>
            <Byline>
              <strong>{m.author}</strong>
              <Side>{side}</Side>
              <Muted>
                <time dateTime={m.sent_at}>{text.at(formatLagosWhen(m.sent_at))}</time>
              </Muted>
            </Byline>
            <Body>{m.body}</Body>
          </Item>
        );
      })}
    </List>
  );
}

/** Staff's reply: a refused message (blank, too long, or the API's reason) stays in the field to fix. */
function Reply({ requestId }: { requestId: number }) {
  const form = useZodForm(ReplyForm, { defaultValues: { body: '' } });
  const { errors, isSubmitting } = form.formState;
  const send = useApiMutation({
    mutationFn: (message: z.output<typeof ReplyForm>) => sendMessage(requestId, message),
    // The new message shows at once; the next poll brings the thread as stored.
    onSuccess: (message) =>
      queryClient.setQueryData<threads.Thread>(threadKey(requestId), (thread) =>
        thread ? { ...thread, messages: [...thread.messages.filter((m) => m.id !== message.id), message] } : thread,
      ),
  });
  const submit = submitWith(form, async (message) => {
    await send.mutateAsync(message);
    form.reset({ body: '' });
  });
  return (
    <Form onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      <FormRefusal form={form} />
      {send.isSuccess && !errors.body && !errors.root ? <Alert tone="success">{text.sent}</Alert> : null}
      <TextAreaField label={text.reply} hint={text.replyHint} rows={5} error={errors.body?.message} {...form.register('body')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? text.sending : text.send}
      </Button>
    </Form>
  );
}

/**
 * The request's thread with its client (issue 26): oldest first, asked again every 20 s and on focus, and the reply
 * form. Reading it marks it read, so the bell and the requests table ask again for what is still unread.
 */
export function Thread({ requestId, thread }: { requestId: number; thread: ReturnType<typeof useThread> }) {
  const headingId = useId();
  useEffect(() => {
    if (thread.dataUpdatedAt) void invalidateApi('office/threads/unread');
  }, [thread.dataUpdatedAt]);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text.title}</h2>
      <p>
        <Muted>{text.intro}</Muted>
      </p>
      <Loaded query={thread}>{(t) => <Messages messages={t.messages} />}</Loaded>
      <Reply requestId={requestId} />
    </section>
  );
}
