import type { EngagementFile } from '@agency/contracts/files';
import { errorMessage } from '@agency/shared-auth';
import { Alert, Button, SelectField, TextField } from '@agency/shared-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { DataTable } from '../../components/lists';
import { useOfficeAction } from '../../components/office-action';
import { Muted, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { formatLagosWhen } from '../../lib/lagos-time';
import { refTo } from './ref-to';
import type { OfficeProject } from '../../lib/office-api';
import { saveFile } from '../../lib/save-file';
import { downloadFile, uploadFile } from './api';
import { deliverablesCopy, filesCopy as text } from './copy';
import { kindOf, refusalOf, sizeOf } from './file-info';

/** What a new file makes stale: everything under the request (its thread, files, activity) and the audit log. */
export const filesChanged = (requestId: number) => [`office/requests/${requestId}`];

const when = (at: string) => copy.thread.at(formatLagosWhen(at));

/** A file's name: a long one (no spaces, 200 characters) wraps anywhere instead of widening the page. */
const Name = styled.span`
  overflow-wrap: anywhere;
  word-break: break-word;
  font-weight: 600;
`;

/** A row's small action (a download: a real button, the file comes through the API client with the staff token), 44 px high. */
export const SmallButton = styled(Button).attrs({ $variant: 'secondary' as const })`
  min-height: 44px;
  padding: 0.35rem 0.9rem;
  font-size: 0.92rem;
`;

const Form = styled.form`
  margin-top: 1rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  input[type='file'] { max-width: 100%; }
`;

/** The download action of one file: saved under its own name, through the page's feedback. */
export function useDownload(requestId: number) {
  const feedback = useOfficeAction();
  return {
    feedback,
    download: (file: Pick<EngagementFile, 'id' | 'name'>) =>
      feedback.run({ run: () => saveFile(downloadFile(requestId, file.id), file.name), success: text.downloaded(file.name) }),
  };
}

function FileRows({ files, onDownload, busy }: { files: EngagementFile[]; onDownload: (file: EngagementFile) => void; busy: boolean }) {
  return (
    <DataTable label={text.label} columns={[text.name, text.from, text.when, text.size, text.kind]} stacked>
      {files.map((f) => (
        <tr key={f.id}>
          <td data-label={text.name}>
            <Name>{f.name}</Name>
            <div>
              <SmallButton aria-label={text.downloadLabel(f.name)} disabled={busy} onClick={() => onDownload(f)}>
                {text.download}
              </SmallButton>
            </div>
          </td>
          <td data-label={text.from}>{text.byline(f.author, f.from === 'staff' ? text.agency : text.client)}</td>
          <td data-label={text.when}>
            <time dateTime={f.uploaded_at}>{when(f.uploaded_at)}</time>
          </td>
          <td data-label={text.size}>{sizeOf(f.size)}</td>
          <td data-label={text.kind}>{kindOf(f.type)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** What the status region says of a stored file: shared, or shared as which stage's deliverable, in which round. */
export const sharedText = (f: EngagementFile) =>
  f.deliverable ? text.sharedDeliverable(f.name, f.deliverable.stage, text.round(f.deliverable.round, f.deliverable.rounds_allowed)) : text.shared(f.name);

/**
 * "Upload a file": a real file input, and for a request with a project, the stage it is a deliverable of. The size
 * is checked here first (the API's own limit and words); the API's refusals (too large, a kind it does not keep, a
 * stage it refuses) show as they come.
 */
function Upload({ requestId, stages }: { requestId: number; stages: string[] | null }) {
  const feedback = useOfficeAction();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const wrong = file ? refusalOf(file) : text.chooseFirst;
    setProblem(wrong);
    if (wrong || !file) {
      input.current?.focus();
      return;
    }
    try {
      await feedback.submit({ run: () => uploadFile(requestId, file, stage || undefined), success: sharedText, refresh: filesChanged(requestId) });
      setFile(null);
      setStage('');
      if (input.current) input.current.value = '';
    } catch (error) {
      setRefusal(errorMessage(error, copy.common.failed));
    }
  };
  return (
    <Form onSubmit={submit} noValidate aria-busy={feedback.busy || undefined}>
      {feedback.view}
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <TextField
        {...refTo(input)}
        type="file"
        label={text.upload}
        hint={text.uploadHint}
        error={problem ?? undefined}
        onChange={(event) => {
          setFile(event.currentTarget.files?.[0] ?? null);
          setProblem(null);
        }}
      />
      {stages && stages.length > 0 ? (
        <SelectField label={text.stage} hint={text.stageHint} value={stage} onChange={(event) => setStage(event.target.value)}>
          <option value="">{text.notDeliverable}</option>
          {stages.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Button type="submit" disabled={feedback.busy}>
        {feedback.busy ? text.sending : text.send}
      </Button>
    </Form>
  );
}

/** Every file of the engagement (newest first, as the API answers), each to download, and the upload form. */
export function Files({ requestId, files, project }: { requestId: number; files: EngagementFile[] | undefined; project: OfficeProject | null | undefined }) {
  const headingId = useId();
  const { feedback, download } = useDownload(requestId);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text.title}</h2>
      <p>
        <Muted>{text.intro}</Muted>
      </p>
      {feedback.view}
      {files === undefined ? null : files.length === 0 ? <p>{text.none}</p> : <FileRows files={files} onDownload={download} busy={feedback.busy} />}
      <Upload requestId={requestId} stages={project ? project.stage_list.map((s) => s.name) : null} />
    </section>
  );
}

const Stage = styled.div`
  & + & { margin-top: 1rem; }
  h3 { font-size: 1.05rem; margin: 0 0 0.4rem; }
`;

const Rounds = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  > li {
    padding: 0.7rem 0.9rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    overflow-wrap: anywhere;
  }
  p { margin: 0.25rem 0; }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem 0.75rem;
  align-items: center;
`;

const Comment = styled.blockquote`
  margin: 0.35rem 0 0;
  padding: 0.4rem 0.8rem;
  border-left: 4px solid ${({ theme }) => theme.color.border};
  white-space: pre-wrap;
`;

const tone = (status: string) => (status === 'approved' ? 'done' : status === 'changes' || status === 'awaiting' ? 'warn' : 'plain');

/**
 * The deliverables of each stage, in the project's order, each round oldest first: its round ("Round 2 of 3", or
 * "Round 2" when revisions are unlimited), its status in words, and the client's review (comment and date).
 */
export function Deliverables({ requestId, files, project }: { requestId: number; files: EngagementFile[]; project: OfficeProject | null | undefined }) {
  const headingId = useId();
  const { feedback, download } = useDownload(requestId);
  const d = deliverablesCopy;
  const delivered = files.filter((f) => f.deliverable !== null);
  const order = project?.stage_list.map((s) => s.name) ?? [];
  const stages = [...new Set([...order, ...delivered.map((f) => f.deliverable!.stage)])].filter((s) => delivered.some((f) => f.deliverable!.stage === s));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{d.title}</h2>
      {feedback.view}
      {stages.length === 0 ? <p>{d.none}</p> : null}
      {stages.map((stage) => (
        <Stage key={stage}>
          <h3>{stage}</h3>
          <Rounds>
            {delivered
              .filter((f) => f.deliverable!.stage === stage)
              .sort((a, b) => a.deliverable!.round - b.deliverable!.round)
              .map((f) => {
                const it = f.deliverable!;
                return (
                  <li key={f.id}>
                    <Line>
                      <Name>{f.name}</Name>
                      <span>{d.round(it.round, it.rounds_allowed)}</span>
                      <StatusPill $tone={tone(it.status)}>{d.statuses[it.status]}</StatusPill>
                    </Line>
                    <p>
                      <Muted>{text.byline(f.author, text.agency)} · <time dateTime={f.uploaded_at}>{when(f.uploaded_at)}</time></Muted>
                    </p>
                    {it.reviews.map((r) => (
                      <div key={`${r.at}-${r.round}`}>
                        <p>
                          {r.decision === 'approved' ? d.review.approved(r.by, when(r.at)) : d.review.changes(r.by, when(r.at))}
                        </p>
                        {r.comment ? <Comment aria-label={d.comment}>{r.comment}</Comment> : null}
                      </div>
                    ))}
                    <SmallButton aria-label={text.downloadLabel(f.name)} disabled={feedback.busy} onClick={() => download(f)}>
                      {text.download}
                    </SmallButton>
                  </li>
                );
              })}
          </Rounds>
        </Stage>
      ))}
    </section>
  );
}
