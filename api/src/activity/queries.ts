import type { ActivityAnswer, ActivityItem } from '@agency/contracts/activity';
import { requestCode } from '@agency/contracts/threads';
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../accounts/account-tokens';
import { naira } from '../billing/money';
import { fileReviews, payments, projects, proposals, requestFiles, requestMessages, serviceRequests, users } from '../db/schema';
import { FORMER_STAFF } from '../threads/views';

// The activity timeline of an engagement (issue 26): what happened on a request, oldest first, read from what the
// database already holds (the request, its proposals and payments, its project and stages, its files, deliverables
// and reviews, its messages). Each text is one sentence; a message is named, never quoted. Who may read it is decided
// before (threads/queries.ts: clientRequest, anyRequest).

/** How long a review's comment may be in the timeline before it is cut. */
export const COMMENT_SHOWN = 80;

/** The request the timeline is of, as threads/queries.ts finds it. */
export interface ActivityRequest {
  id: number;
  subject: string;
  client: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** A comment cut to COMMENT_SHOWN characters (on a word when it can), on one line. */
export function shortened(text: string, max = COMMENT_SHOWN): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const uploader = alias(users, 'uploader');
const reviewer = alias(users, 'reviewer');
const staffAuthor = alias(users, 'staff_author');

/** The request's timeline, oldest first. */
export async function activityOf(db: DbOrTx, request: ActivityRequest): Promise<ActivityAnswer> {
  const client = firstName(request.client) || 'The client';
  const items: ActivityItem[] = [];
  const add = (at: Date | string, kind: ActivityItem['kind'], text: string, by: string | null) =>
    items.push({ at: typeof at === 'string' ? new Date(at).toISOString() : at.toISOString(), kind, text, by });

  const [made] = await db.select({ createdAt: serviceRequests.createdAt }).from(serviceRequests).where(eq(serviceRequests.id, request.id)).limit(1);
  if (made) add(made.createdAt, 'request', `${client} made the request "${request.subject}".`, client);

  const offers = await db
    .select({
      version: proposals.version,
      title: proposals.title,
      totalKobo: proposals.totalKobo,
      sentAt: proposals.sentAt,
      acceptedAt: proposals.acceptedAt,
      acceptedName: proposals.acceptedName,
      declinedAt: proposals.declinedAt,
      staffName: users.firstName,
    })
    .from(proposals)
    .leftJoin(users, eq(users.id, proposals.createdBy))
    .where(and(eq(proposals.requestId, request.id), isNotNull(proposals.sentAt)))
    .orderBy(asc(proposals.version));
  for (const p of offers) {
    const staff = p.staffName || FORMER_STAFF;
    add(p.sentAt!, 'proposal', `${staff} sent proposal version ${p.version}, "${p.title}", for ${naira(p.totalKobo)}.`, staff);
    if (p.acceptedAt) add(p.acceptedAt, 'proposal', `${client} accepted proposal version ${p.version}, signed as ${p.acceptedName ?? client}.`, client);
    if (p.declinedAt) add(p.declinedAt, 'proposal', `${client} declined proposal version ${p.version}.`, client);
  }

  // A payment of requests names their ids (item_ids, a JSON array): the ones that paid for this request.
  const paid = await db
    .select({ amountKobo: payments.amountKobo, paidAt: payments.paidAt, items: payments.itemIds })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'requests'),
        isNotNull(payments.paidAt),
        sql`${payments.itemIds} @> ${JSON.stringify([request.id])}::jsonb`,
        or(eq(payments.status, 'paid'), eq(payments.status, 'refunded'), eq(payments.status, 'refund_due')),
      ),
    )
    .orderBy(asc(payments.paidAt), asc(payments.id));
  for (const p of paid) {
    const others = p.items.length > 1 ? `, for this and ${p.items.length - 1} other request${p.items.length > 2 ? 's' : ''}` : '';
    add(p.paidAt!, 'payment', `Payment of ${naira(p.amountKobo)} received${others}.`, client);
  }

  const [project] = await db.select().from(projects).where(eq(projects.requestId, request.id)).limit(1);
  if (project) {
    add(project.createdAt, 'project', 'The project started.', null);
    const reached = Object.entries(project.stageDates).sort(([a, at], [b, bt]) => at.localeCompare(bt) || project.stages.indexOf(a) - project.stages.indexOf(b));
    for (const [stage, at] of reached) add(at, 'stage', `The project reached ${stage}.`, null);
  }

  const messages = await db
    .select({ fromStaff: requestMessages.fromStaff, createdAt: requestMessages.createdAt, staffName: staffAuthor.firstName })
    .from(requestMessages)
    .leftJoin(staffAuthor, eq(staffAuthor.id, requestMessages.authorId))
    .where(eq(requestMessages.requestId, request.id))
    .orderBy(asc(requestMessages.id));
  for (const m of messages) {
    const who = m.fromStaff ? m.staffName || FORMER_STAFF : client;
    add(m.createdAt, 'message', `${who} wrote a message.`, who);
  }

  const files = await db
    .select({
      id: requestFiles.id,
      fromStaff: requestFiles.fromStaff,
      name: requestFiles.name,
      stage: requestFiles.deliverableStage,
      round: requestFiles.round,
      messageId: requestFiles.messageId,
      createdAt: requestFiles.createdAt,
      uploaderName: uploader.firstName,
      decision: fileReviews.decision,
      comment: fileReviews.comment,
      reviewRound: fileReviews.round,
      reviewedAt: fileReviews.createdAt,
      reviewerName: reviewer.firstName,
    })
    .from(requestFiles)
    .leftJoin(uploader, eq(uploader.id, requestFiles.uploaderId))
    .leftJoin(fileReviews, eq(fileReviews.fileId, requestFiles.id))
    .leftJoin(reviewer, eq(reviewer.id, fileReviews.reviewerId))
    .where(and(eq(requestFiles.requestId, request.id), or(isNotNull(requestFiles.messageId), isNotNull(requestFiles.deliverableStage))))
    .orderBy(asc(requestFiles.id));
  for (const f of files) {
    const who = f.fromStaff ? f.uploaderName || FORMER_STAFF : client;
    if (f.stage) add(f.createdAt, 'deliverable', `${who} shared ${f.name}, the ${f.stage} deliverable (round ${f.round ?? 1}).`, who);
    else add(f.createdAt, 'file', `${who} shared ${f.name}.`, who);
    if (f.decision && f.reviewedAt) {
      const by = f.reviewerName ? firstName(f.reviewerName) : client;
      const round = f.reviewRound ?? f.round ?? 1;
      const comment = shortened(f.comment ?? '');
      add(
        f.reviewedAt,
        'review',
        f.decision === 'approved'
          ? `${by} approved ${f.name} (round ${round})${comment ? `: "${comment}"` : ''}.`
          : `${by} asked for changes to ${f.name} (round ${round})${comment ? `: "${comment}"` : ''}.`,
        by,
      );
    }
  }

  if (project?.isDone && project.completedAt) add(project.completedAt, 'project', 'The project is complete.', null);

  // Oldest first; events at the same instant keep the order above (the project starts before its first stage is
  // reached, a message before the files sent with it, the last stage before the project is complete).
  items.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return { request_id: request.id, code: requestCode(request.id), items };
}
