import { threads } from '@agency/contracts';
import { EMPTY_MESSAGE, MESSAGE_FILES_MAX, MESSAGE_MAX } from '@agency/contracts/threads';
import { invalidateApi, queryClient, useApiMutation } from '@agency/shared-auth';
import { Alert, Button, TextAreaField, TextField } from '@agency/shared-ui';
import { useZodForm } from '@agency/shared-ui/form';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { FormRefusal, submitWith } from '../../components/form-dialog';
import { Loaded, Muted } from '../../components/ui';
import { copy } from '../../copy';
import { fromText } from '../../lib/form-schema';
import { formatLagosWhen } from '../../lib/lagos-time';
import { refTo } from './ref-to';
import { refresh } from '../../lib/office-query';
import { sendMessage, threadKey, uploadFile, type useThread } from './api';
import { attachCopy, filesCopy } from './copy';
import { refusalOf, sizeOf } from './file-info';
import { SmallButton, filesChanged, useDownload } from './files';

const text = copy.thread;

export const ReplyForm = z.object({
  // A message may be only files: "write something" is asked for in the form, when nothing is attached either.
  body: fromText(threads.NewMessage.shape.body, () => text.tooLong(MESSAGE_MAX.toLocaleString('en-NG'))),
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

const Attached = styled.ul`
  list-style: none;
  margin: 0.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.35rem;
  li { display: flex; flex-wrap: wrap; gap: 0.35rem 0.6rem; align-items: center; overflow-wrap: anywhere; min-width: 0; }
  li > span { min-width: 0; overflow-wrap: anywhere; }
`;

/** The files a message carries, each to download. */
function MessageFiles({ requestId, files }: { requestId: number; files: threads.ThreadMessage['files'] }) {
  const { feedback, download } = useDownload(requestId);
  if (files.length === 0) return null;
  return (
    <>
      <Attached aria-label={attachCopy.filesOf}>
        {files.map((f) => (
          <li key={f.id}>
            <span>
              {f.name} <Muted>({sizeOf(f.size)})</Muted>
            </span>
            <SmallButton aria-label={filesCopy.downloadLabel(f.name)} disabled={feedback.busy} onClick={() => download(f)}>
              {filesCopy.download}
            </SmallButton>
          </li>
        ))}
      </Attached>
      {feedback.view}
    </>
  );
}

function Messages({ requestId, messages }: { requestId: number; messages: threads.ThreadMessage[] }) {
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
            {m.body ? <Body>{m.body}</Body> : null}
            <MessageFiles requestId={requestId} files={m.files} />
          </Item>
        );
      })}
    </List>
  );
}

const Chosen = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  li { display: flex; flex-wrap: wrap; gap: 0.35rem 0.6rem; align-items: center; min-width: 0; }
  li > span { min-width: 0; overflow-wrap: anywhere; }
  li + li { margin-top: 0.35rem; }
`;

/**
 * Staff's reply, with files: the files are checked as they are chosen (size, at most 10), uploaded to the engagement
 * when the message is sent (one at a time, each once: a refused message keeps the ones already stored), then sent
 * with it. A refused message (blank without files, too long, or the API's reason) stays in the form to fix.
 */
function Reply({ requestId }: { requestId: number }) {
  const form = useZodForm(ReplyForm, { defaultValues: { body: '' } });
  const { errors, isSubmitting } = form.formState;
  const [files, setFiles] = useState<File[]>([]);
  const [attachProblem, setAttachProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const stored = useRef(new Map<File, number>());
  const picker = useRef<HTMLInputElement>(null);
  const send = useApiMutation({
    mutationFn: async ({ body, attached }: { body: string; attached: File[] }) => {
      const ids: number[] = [];
      for (const [i, file] of attached.entries()) {
        let id = stored.current.get(file);
        if (id === undefined) {
          setProgress(attachCopy.uploading(i + 1, attached.length));
          id = (await uploadFile(requestId, file)).id;
          stored.current.set(file, id);
        }
        ids.push(id);
      }
      setProgress(null);
      return sendMessage(requestId, { body, files: ids });
    },
    // The new message shows at once; the next poll brings the thread as stored (its files too, at once when it has any).
    onSuccess: (message) => {
      queryClient.setQueryData<threads.Thread>(threadKey(requestId), (thread) =>
        thread ? { ...thread, messages: [...thread.messages.filter((m) => m.id !== message.id), message] } : thread,
      );
      if (message.files.length > 0) void refresh(filesChanged(requestId));
    },
    onError: () => setProgress(null),
  });
  const choose = (chosen: File[]) => {
    const refused = chosen.map((f) => [f, refusalOf(f)] as const).find(([, why]) => why !== null);
    const next = [...files, ...chosen.filter((f) => refusalOf(f) === null)];
    if (next.length > MESSAGE_FILES_MAX) setAttachProblem(attachCopy.tooMany);
    else setAttachProblem(refused ? `${refused[0].name}: ${refused[1]}` : null);
    setFiles(next.slice(0, MESSAGE_FILES_MAX));
    if (picker.current) picker.current.value = '';
  };
  const submit = submitWith(form, async ({ body }) => {
    if (body === '' && files.length === 0) {
      form.setError('body', { message: EMPTY_MESSAGE }, { shouldFocus: true });
      return;
    }
    await send.mutateAsync({ body, attached: files });
    form.reset({ body: '' });
    setFiles([]);
    stored.current.clear();
  });
  const sentFiles = send.data?.files.length ?? 0;
  return (
    <Form onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      <FormRefusal form={form} />
      {send.isSuccess && !errors.body && !errors.root ? <Alert tone="success">{sentFiles > 0 ? attachCopy.sentWith(sentFiles) : text.sent}</Alert> : null}
      {progress ? <Alert tone="info">{progress}</Alert> : null}
      <TextAreaField label={text.reply} hint={text.replyHint} rows={5} error={errors.body?.message} {...form.register('body')} />
      <TextField
        {...refTo(picker)}
        type="file"
        multiple
        label={attachCopy.attach}
        hint={attachCopy.attachHint}
        error={attachProblem ?? undefined}
        onChange={(event) => choose([...(event.currentTarget.files ?? [])])}
      />
      {files.length > 0 ? (
        <Chosen aria-label={attachCopy.attached(files.length)}>
          {files.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name; the list changes only here
            <li key={`${f.name}-${i}`}>
              <span>
                {f.name} <Muted>({sizeOf(f.size)})</Muted>
              </span>
              <SmallButton
                aria-label={attachCopy.remove(f.name)}
                disabled={isSubmitting}
                onClick={() => {
                  setFiles(files.filter((_, j) => j !== i));
                  setAttachProblem(null);
                  picker.current?.focus();
                }}
              >
                {attachCopy.removeShort}
              </SmallButton>
            </li>
          ))}
        </Chosen>
      ) : null}
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
      <Loaded query={thread}>{(t) => <Messages requestId={requestId} messages={t.messages} />}</Loaded>
      <Reply requestId={requestId} />
    </section>
  );
}
