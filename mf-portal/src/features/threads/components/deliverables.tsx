import type { files } from '@agency/contracts';
import { CHANGES_NEED_COMMENT } from '@agency/contracts/files';
import { errorMessage } from '@agency/shared-auth';
import { Alert, Button, Dialog, DialogActions, guideCopy, Spinner, TextAreaField } from '@agency/shared-ui';
import { refusal, refuse, useZodForm } from '@agency/shared-ui/form';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { copy } from '../../../copy';
import { formatLagosTime } from '../../../lib/format';
import { useReviewDeliverable } from '../api/files';
import { FileDownload } from './file-download';

const text = copy.thread;

type DeliverableFile = files.EngagementFile & { deliverable: files.Deliverable };

/** The thread's files that are deliverables (newest first, as the thread sends them). */
export const deliverablesOf = (all: files.EngagementFile[]): DeliverableFile[] => all.filter((file): file is DeliverableFile => file.deliverable !== null);

/** The comment of a change request: the contract's rule (required, trimmed, at most 5,000 characters). */
const ChangesSchema = z.object({ comment: z.string().trim().min(1, CHANGES_NEED_COMMENT).max(5_000) });

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  h2 { margin: 0; font-size: 1.15rem; }
  .intro { margin: 0; color: ${({ theme }) => theme.color.muted}; }
  .said { margin: 0; overflow-wrap: anywhere; }
`;

const Question = styled.p`
  overflow-wrap: anywhere;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

/** A deliverable. Its status is in words, with a bar on the start edge for one awaiting an answer (never colour alone). */
const Item = styled.li<{ $awaiting: boolean }>`
  display: grid;
  gap: 0.5rem;
  min-width: 0;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 6px solid ${({ theme, $awaiting }) => ($awaiting ? theme.color.accent : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  .facts { display: flex; flex-wrap: wrap; gap: 0.2rem 1rem; margin: 0; padding: 0; list-style: none; font-size: 0.92rem; }
  .status { font-weight: 700; }
  .review { margin: 0; font-size: 0.92rem; color: ${({ theme }) => theme.color.muted}; overflow-wrap: anywhere; }
  .comment { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem 0.75rem; }
  form { display: grid; gap: 0.75rem; min-width: 0; }
  textarea { width: 100%; box-sizing: border-box; }
`;

/**
 * "Deliverables to review" (issue 26): each deliverable staff sent for a stage, with its round ("Round 2 of 3"),
 * its status in words and, while it awaits the client, Approve (asked again in a dialog: it may complete the
 * stage) and Request changes (a comment is required). What happened is said in the page's status region.
 */
export function Deliverables({ requestId, files: all }: { requestId: number; files: files.EngagementFile[] }) {
  const deliverables = deliverablesOf(all);
  const review = useReviewDeliverable(requestId);
  const [said, setSaid] = useState('');
  const [approving, setApproving] = useState<DeliverableFile | null>(null);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  if (deliverables.length === 0) return null;

  // The answered deliverable's buttons go once the thread reloads: the focus waits on the section's heading,
  // just above the status line that says what happened.
  const answered = (what: string) => {
    setSaid(what);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const closeApprove = () => {
    setApproving(null);
    review.reset();
  };

  const approve = () => {
    if (!approving) return;
    const file = approving;
    review.mutate(
      { fileId: file.id, review: { decision: 'approved', comment: '' } },
      {
        onSuccess: () => {
          setApproving(null);
          answered(text.approvedSaid(file.name));
        },
      },
    );
  };

  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {text.deliverablesTitle}
      </h2>
      <p className="intro">{text.deliverablesIntro}</p>
      <List aria-label={text.deliverableList}>
        {deliverables.map((file) => (
          <DeliverableItem key={file.id} requestId={requestId} file={file} onApprove={() => setApproving(file)} onChangesSent={() => answered(text.changesSaid(file.name))} />
        ))}
      </List>
      <p className="said" role="status" aria-live="polite" aria-atomic="true">
        {said}
      </p>
      <Dialog
        open={approving !== null}
        title={text.approveTitle}
        onClose={closeApprove}
        closeLabel={guideCopy.close}
      >
        {approving ? (
          <>
            <Question>{text.approveBody(approving.name, approving.deliverable.stage)}</Question>
            {review.isError ? <Alert tone="error">{errorMessage(review.error, text.reviewFailed)}</Alert> : null}
            <DialogActions>
              <Button $variant="secondary" onClick={closeApprove}>
                {guideCopy.cancel}
              </Button>
              <Button onClick={approve} disabled={review.isPending} aria-busy={review.isPending || undefined} data-autofocus>
                {review.isPending ? <Spinner label={text.approving} size={18} /> : text.approve}
              </Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </Section>
  );
}

function DeliverableItem({ requestId, file, onApprove, onChangesSent }: { requestId: number; file: DeliverableFile; onApprove: () => void; onChangesSent: () => void }) {
  const { deliverable } = file;
  const awaiting = deliverable.status === 'awaiting';
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const last = deliverable.reviews.at(-1);
  return (
    <Item $awaiting={awaiting}>
      <FileDownload requestId={requestId} file={file} />
      <ul className="facts">
        <li>{text.stage(deliverable.stage)}</li>
        <li>{text.round(deliverable.round, deliverable.rounds_allowed)}</li>
        <li className="status">{text.deliverableStatus[deliverable.status]}</li>
      </ul>
      {last ? (
        <>
          <p className="review">{text.reviewed(last.decision, last.by, formatLagosTime(last.at))}</p>
          {last.comment ? <p className="comment">{last.comment}</p> : null}
        </>
      ) : null}
      {awaiting && !asking ? (
        <div className="actions">
          <Button onClick={onApprove} aria-label={text.approveLabel(file.name)}>
            {text.approve}
          </Button>
          <Button ref={opener} $variant="secondary" onClick={() => setAsking(true)} aria-label={text.requestChangesLabel(file.name)}>
            {text.requestChanges}
          </Button>
        </div>
      ) : null}
      {awaiting && asking ? (
        <ChangesRequest
          requestId={requestId}
          file={file}
          onCancel={() => {
            setAsking(false);
            requestAnimationFrame(() => opener.current?.focus());
          }}
          onSent={() => {
            setAsking(false);
            onChangesSent();
          }}
        />
      ) : null}
    </Item>
  );
}

/** Request changes: what should change (required), sent as the review's comment. */
function ChangesRequest({ requestId, file, onCancel, onSent }: { requestId: number; file: DeliverableFile; onCancel: () => void; onSent: () => void }) {
  const form = useZodForm(ChangesSchema, { defaultValues: { comment: '' } });
  const review = useReviewDeliverable(requestId);
  const { errors, isSubmitting } = form.formState;
  const refused = refusal(form);
  // The field opens in place of the button that opened it: the focus goes to it.
  useEffect(() => form.setFocus('comment'), [form]);
  const submit = form.handleSubmit(async ({ comment }) => {
    try {
      await review.mutateAsync({ fileId: file.id, review: { decision: 'changes', comment } });
      onSent();
    } catch (error) {
      refuse(form, errorMessage(error, text.reviewFailed));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      {refused ? <Alert tone="error">{refused}</Alert> : null}
      <TextAreaField label={text.changesField(file.name)} hint={text.changesHint} rows={4} error={errors.comment?.message} {...form.register('comment')} />
      <div className="actions">
        <Button $variant="secondary" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <Spinner label={text.sendingChanges} size={18} /> : text.sendChanges}
        </Button>
      </div>
    </form>
  );
}
