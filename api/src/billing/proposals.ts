import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { isRetainerService, type Proposal, type ProposalDraft } from '@agency/contracts/billing';
import { paths } from '@agency/contracts/pages';
import { type DbOrTx, siteLink } from '../accounts/account-tokens';
import type { Config } from '../config';
import { billingDocuments, instalments, projects, proposals, serviceRequests, type StoredPlan, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { enqueueMail } from '../mail/outbox';
import { progressOf } from '../projects/progress';
import { DEFAULT_REVISION_ROUNDS } from '../projects/stage-list';
import { STATUS } from '../requests/queries';
import { voidPendingIntents } from '../requests/voiding';
import { type DocumentRow, issueDocument, mailDocument } from './documents';
import { lagosDay, naira, ngn, percentOfBp, proposalTotals, splitPlan, vatOfGross } from './money';
import { getBillingSettings } from './settings';

// Proposals (issue 25): staff write a draft from a request, send it, and the client accepts (an electronic
// signature over its exact text) or declines. A sent proposal never changes: a change is a new version.

type ProposalRow = typeof proposals.$inferSelect;
type InstalmentRow = typeof instalments.$inferSelect;
const MAX_KOBO = 2_000_000_000;

export const PROPOSAL_NOT_FOUND = 'Proposal not found.';

/** The draft's fields and its totals at the agency's current VAT settings. */
async function draftValues(db: DbOrTx, draft: ProposalDraft) {
  const settings = await getBillingSettings(db);
  const lineItems = draft.line_items.map((i) => ({ description: i.description, quantity: i.quantity, unit_price_kobo: i.unit_price_kobo }));
  const totals = proposalTotals(lineItems, settings.chargeVat, settings.vatRateBp);
  if (totals.totalKobo > MAX_KOBO) throw badRequest(`A proposal's total cannot be more than ${ngn(MAX_KOBO)}.`);
  for (const part of splitPlan(draft.plan as StoredPlan, totals.totalKobo)) {
    if (part.amountKobo <= 0) throw badRequest('Every amount of the payment plan must be more than nothing: raise the prices or the percentages.');
  }
  return {
    title: draft.title,
    scope: draft.scope,
    deliverables: draft.deliverables,
    lineItems,
    validUntil: draft.valid_until,
    stages: draft.stages,
    plan: draft.plan as StoredPlan,
    chargeVat: settings.chargeVat,
    vatRateBp: settings.vatRateBp,
    ...totals,
  };
}

/** A monthly retainer is only for the monthly services (social media management, SEO, content marketing, ads). */
function retainerFits(service: string, draft: ProposalDraft): void {
  if (draft.plan.kind === 'retainer' && !isRetainerService(service)) {
    throw badRequest('A monthly retainer is only for social media management, SEO, content marketing or ads campaigns.');
  }
}

async function requestRow(db: DbOrTx, requestId: number) {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId)).limit(1);
  if (!row) throw notFound(`Request ${requestId} not found.`);
  return row;
}

export async function proposalRow(db: DbOrTx, id: number): Promise<ProposalRow> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).limit(1);
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  return row;
}

/** A new draft for a request: version 1, or the next version after the request's latest. */
export async function createProposal(db: DbOrTx, staffId: number | null, requestId: number, draft: ProposalDraft): Promise<ProposalRow> {
  const request = await requestRow(db, requestId);
  if (request.status === 'Declined') throw badRequest(`Request ${requestId} is declined.`);
  if (request.isDone) throw badRequest(`Request ${requestId} is done.`);
  retainerFits(request.service, draft);
  const versions = await db.select().from(proposals).where(eq(proposals.requestId, requestId)).orderBy(desc(proposals.version));
  const open = versions.find((v) => v.status === 'draft');
  if (open) throw conflict(`Request ${requestId} already has a draft (version ${open.version}): change that one.`);
  const latest = versions[0];
  const [row] = await db
    .insert(proposals)
    .values({ requestId, userId: request.userId, version: (latest?.version ?? 0) + 1, createdBy: staffId, supersedesId: latest?.id ?? null, ...(await draftValues(db, draft)) })
    .returning();
  return row!;
}

/** Replaces a draft whole; a sent proposal never changes (revise it: a new version). */
export async function updateDraft(db: DbOrTx, id: number, draft: ProposalDraft): Promise<ProposalRow> {
  const row = await proposalRow(db, id);
  if (row.status !== 'draft') throw conflict('A sent proposal cannot be changed: make a new version of it.');
  retainerFits((await requestRow(db, row.requestId)).service, draft);
  const [updated] = await db
    .update(proposals)
    .set(await draftValues(db, draft))
    .where(and(eq(proposals.id, id), eq(proposals.status, 'draft')))
    .returning();
  if (!updated) throw conflict('A sent proposal cannot be changed: make a new version of it.');
  return updated;
}

/** A new draft version with the same content as this sent (or declined, or accepted) proposal. */
export async function reviseProposal(db: DbOrTx, staffId: number | null, id: number): Promise<ProposalRow> {
  const row = await proposalRow(db, id);
  if (row.status === 'draft') throw conflict('This proposal is still a draft: change it directly.');
  return createProposal(db, staffId, row.requestId, {
    title: row.title,
    scope: row.scope,
    deliverables: row.deliverables,
    line_items: row.lineItems,
    valid_until: row.validUntil,
    stages: row.stages,
    plan: row.plan,
  });
}

/** The exact text an acceptance signs: every term of the proposal, one way only. */
export function canonicalText(row: ProposalRow, client: { name: string; email: string }): string {
  const plan =
    row.plan.kind === 'retainer'
      ? [`- Monthly retainer: ${ngn(row.totalKobo)} a month, charged to a card each month from the first payment until cancelled`]
      : splitPlan(row.plan, row.totalKobo).map((p) =>
          p.stage ? `- ${p.label}: ${ngn(p.amountKobo)}, due when the project reaches "${p.stage}"` : `- ${p.label}: ${ngn(p.amountKobo)}, due on acceptance`,
        );
  return [
    `Proposal ${row.id}, version ${row.version}, for request #${row.requestId}`,
    `Client: ${client.name} <${client.email}>`,
    `Title: ${row.title}`,
    '',
    'Scope:',
    row.scope,
    '',
    'Deliverables:',
    ...row.deliverables.map((d) => `- ${d}`),
    '',
    'Line items:',
    ...row.lineItems.map((i) => `- ${i.description}: ${i.quantity} x ${ngn(i.unit_price_kobo)} = ${ngn(i.quantity * i.unit_price_kobo)}`),
    `Net: ${ngn(row.netKobo)}`,
    row.chargeVat ? `VAT (${percentOfBp(row.vatRateBp)}): ${ngn(row.vatKobo)}` : 'VAT: not charged',
    `Total: ${ngn(row.totalKobo)}`,
    '',
    'Payment plan:',
    ...plan,
    '',
    `Project stages: ${row.stages.join(', ')}`,
    `Valid until: ${row.validUntil}`,
  ].join('\n');
}

async function clientOf(db: DbOrTx, userId: number) {
  const [user] = await db.select({ name: users.firstName, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return { name: user?.name ?? '', email: user?.email ?? '' };
}

/**
 * Sends a draft: its text is fixed (at the agency's current VAT settings), the earlier versions still open are
 * superseded, checkouts begun on the request's simple quote are voided, and the client is emailed a link.
 */
export async function sendProposal(db: DbOrTx, config: Config | null, id: number, now = new Date()): Promise<ProposalRow> {
  const row = await proposalRow(db, id);
  if (row.status !== 'draft') throw conflict('This proposal was sent already.');
  if (row.validUntil < lagosDay(now)) throw badRequest('The proposal’s valid-until date has passed: set a later one.');
  const request = await requestRow(db, row.requestId);
  if (request.status === 'Declined' || request.isDone) throw badRequest(`Request ${row.requestId} is closed.`);
  const values = await draftValues(db, { ...row, line_items: row.lineItems, valid_until: row.validUntil });
  const client = await clientOf(db, row.userId);
  const text = canonicalText({ ...row, ...values }, client);
  const [sent] = await db
    .update(proposals)
    .set({ ...values, status: 'sent', sentAt: now, canonicalText: text })
    .where(and(eq(proposals.id, id), eq(proposals.status, 'draft')))
    .returning();
  if (!sent) throw conflict('This proposal was sent already.');
  await db
    .update(proposals)
    .set({ status: 'superseded', supersededAt: now })
    .where(and(eq(proposals.requestId, row.requestId), ne(proposals.id, id), inArray(proposals.status, ['sent', 'declined'])));
  if (!request.paidAt) await voidPendingIntents(db, row.requestId, 'requoted');
  if (request.status === STATUS.pending) await db.update(serviceRequests).set({ status: STATUS.quoted }).where(eq(serviceRequests.id, row.requestId));
  if (!config) return sent;
  const link = siteLink(config, paths.proposal(id));
  await enqueueMail(db, [
    {
      to: client.email,
      subject: `Your proposal for request #${row.requestId}: ${row.title}`,
      text: [
        client.name ? `Hello ${client.name},` : 'Hello,',
        '',
        `We have written a proposal for your request #${row.requestId}: ${row.title}, ${naira(sent.totalKobo)} in all.`,
        `Read it and accept or decline it here (it is valid until ${row.validUntil}):`,
        '',
        link,
        '',
        'Think-Make-Solve Digital',
      ].join('\n'),
      links: [link],
    },
  ]);
  return sent;
}

/** The proposal as the client may read it: theirs, and sent (a draft is not theirs to see yet). */
export async function clientProposal(db: DbOrTx, userId: number, id: number): Promise<ProposalRow> {
  const [row] = await db.select().from(proposals).where(and(eq(proposals.id, id), eq(proposals.userId, userId))).limit(1);
  if (!row || row.status === 'draft') throw notFound(PROPOSAL_NOT_FOUND);
  return row;
}

export const isExpired = (row: ProposalRow, now = new Date()) => row.status === 'sent' && row.validUntil < lagosDay(now);

function answerable(row: ProposalRow, now: Date): void {
  if (row.status === 'accepted') throw conflict('You have already accepted this proposal.');
  if (row.status === 'declined') throw conflict('You have declined this proposal.');
  if (row.status === 'superseded') throw conflict('This proposal has been replaced by a newer version.');
  if (isExpired(row, now)) throw badRequest(`This proposal expired on ${row.validUntil}. Please ask us for a new one.`);
}

export interface Signature {
  fullName: string;
  ip: string;
  userAgent: string;
}

/**
 * The client accepts: their typed name, the time, their address and browser and the SHA-256 of the exact text
 * are recorded (Evidence Act 2011 s.93); the plan's instalments are made, the project starts with the proposal's
 * stages, and the first amount falls due (invoiced and emailed). An earlier accepted version is superseded: what
 * it had not yet asked for is void, and what was paid on it counts towards the new plan.
 */
export async function acceptProposal(db: DbOrTx, config: Config | null, userId: number, id: number, signature: Signature, now = new Date()): Promise<ProposalRow> {
  const row = await clientProposal(db, userId, id);
  answerable(row, now);
  const hash = createHash('sha256').update(row.canonicalText ?? '', 'utf8').digest('hex');
  const [accepted] = await db
    .update(proposals)
    .set({ status: 'accepted', acceptedName: signature.fullName, acceptedAt: now, acceptedIp: signature.ip, acceptedUserAgent: signature.userAgent.slice(0, 500), acceptedTextSha256: hash })
    .where(and(eq(proposals.id, id), eq(proposals.status, 'sent')))
    .returning();
  if (!accepted) throw conflict('This proposal has already been answered.');

  // An earlier accepted version: what it asked for and was paid stays paid; the rest is void.
  let credit = 0;
  const earlier = await db.select().from(proposals).where(and(eq(proposals.requestId, row.requestId), ne(proposals.id, id), eq(proposals.status, 'accepted')));
  for (const old of earlier) {
    await db.update(proposals).set({ status: 'superseded', supersededAt: now }).where(eq(proposals.id, old.id));
    const oldParts = await db.select().from(instalments).where(eq(instalments.proposalId, old.id));
    credit += oldParts.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amountKobo, 0);
    await db.update(instalments).set({ status: 'void' }).where(and(eq(instalments.proposalId, old.id), inArray(instalments.status, ['scheduled', 'due'])));
  }
  if (earlier.length > 0) await voidPendingIntents(db, row.requestId, 'requoted');

  const planned = splitPlan(accepted.plan, accepted.totalKobo);
  const inserted: InstalmentRow[] = [];
  for (const part of planned) {
    // Paid on the earlier version: counted against the new plan's first amounts.
    const covered = Math.min(credit, part.amountKobo);
    credit -= covered;
    const amount = part.amountKobo - covered;
    if (amount === 0) continue;
    const [ins] = await db
      .insert(instalments)
      .values({ proposalId: id, requestId: row.requestId, userId, seq: part.seq, label: covered > 0 ? `${part.label}, less ${naira(covered)} paid before` : part.label, stage: part.stage, amountKobo: amount })
      .returning();
    inserted.push(ins!);
  }

  // The project starts (or, for a new version, takes the new stages). Progress is derived (progressOf). A new project's
  // stages that have a milestone need the client's approval of their deliverable (what they pay for, they approve),
  // with the Basic package's revision rounds; a project already running keeps its own, for the stages still there.
  const [project] = await db.select().from(projects).where(eq(projects.requestId, row.requestId)).limit(1);
  let reachedIndex = 0;
  if (!project) {
    const currentStage = accepted.stages[0]!;
    await db.insert(projects).values({
      requestId: row.requestId,
      userId,
      stages: accepted.stages,
      currentStage,
      createdAt: now,
      stageDates: { [currentStage]: now.toISOString() },
      levels: progressOf({ stages: accepted.stages, currentStage, isDone: false }),
      approvalStages: milestoneStages(accepted.plan, accepted.stages),
      revisionRounds: DEFAULT_REVISION_ROUNDS,
    });
  } else {
    const current = accepted.stages.indexOf(project.currentStage);
    reachedIndex = Math.max(current, 0);
    const currentStage = accepted.stages[reachedIndex]!;
    await db
      .update(projects)
      .set({
        stages: accepted.stages,
        currentStage,
        levels: progressOf({ stages: accepted.stages, currentStage, isDone: project.isDone }),
        approvalStages: project.approvalStages.filter((s) => accepted.stages.includes(s)),
      })
      .where(eq(projects.id, project.id));
  }
  await db
    .update(serviceRequests)
    .set({ status: STATUS.ongoing, price: Math.round(accepted.totalKobo / 100), paidAt: inserted.length === 0 && accepted.plan.kind !== 'retainer' ? now : null })
    .where(eq(serviceRequests.id, row.requestId));

  // What falls due now: the deposit (or the whole), and any milestone whose stage is already reached.
  for (const ins of inserted) {
    const stageIndex = ins.stage === null ? -1 : accepted.stages.indexOf(ins.stage);
    if (ins.stage === null || (stageIndex >= 0 && stageIndex <= reachedIndex && project)) await fallDue(db, config, ins, accepted, now);
  }
  if (!config) return accepted;
  await enqueueMail(db, [
    {
      to: config.AGENCY_INBOX,
      subject: `Proposal accepted: request #${row.requestId}, ${row.title} (v${row.version})`,
      text: `${signature.fullName} accepted proposal ${id} (version ${row.version}) for ${naira(accepted.totalKobo)} at ${now.toISOString()}.\n\nThink-Make-Solve Digital`,
    },
  ]);
  return accepted;
}

/** The client declines, with a comment for the agency. */
export async function declineProposal(db: DbOrTx, config: Config, userId: number, id: number, comment: string, now = new Date()): Promise<ProposalRow> {
  const row = await clientProposal(db, userId, id);
  answerable(row, now);
  const [declined] = await db
    .update(proposals)
    .set({ status: 'declined', declinedAt: now, declinedComment: comment })
    .where(and(eq(proposals.id, id), eq(proposals.status, 'sent')))
    .returning();
  if (!declined) throw conflict('This proposal has already been answered.');
  await enqueueMail(db, [
    {
      to: config.AGENCY_INBOX,
      subject: `Proposal declined: request #${row.requestId}, ${row.title} (v${row.version})`,
      text: `The client declined proposal ${id} (version ${row.version}) at ${now.toISOString()}.\n\nTheir comment:\n${comment || '(none)'}\n\nThink-Make-Solve Digital`,
    },
  ]);
  return declined;
}

/** An instalment falls due: its invoice is issued (the proposal's own lines when it is the whole amount) and emailed. */
export async function fallDue(db: DbOrTx, config: Config | null, ins: InstalmentRow, proposal: ProposalRow, now = new Date()): Promise<DocumentRow | null> {
  const [flipped] = await db
    .update(instalments)
    .set({ status: 'due', dueAt: now })
    .where(and(eq(instalments.id, ins.id), eq(instalments.status, 'scheduled')))
    .returning();
  if (!flipped) return null;
  const whole = flipped.amountKobo === proposal.totalKobo;
  const vatKobo = whole ? proposal.vatKobo : vatOfGross(flipped.amountKobo, proposal.chargeVat, proposal.vatRateBp);
  const netKobo = flipped.amountKobo - vatKobo;
  const invoice = await issueDocument(db, {
    kind: 'invoice',
    userId: proposal.userId,
    title: `${proposal.title}: ${flipped.label}`,
    description: `${flipped.label}, ${proposal.title} (request #${proposal.requestId})`,
    lines: whole
      ? proposal.lineItems.map((i) => ({ description: i.description, quantity: i.quantity, unit_kobo: i.unit_price_kobo, amount_kobo: i.quantity * i.unit_price_kobo }))
      : [{ description: `${flipped.label} of "${proposal.title}" (proposal ${proposal.id}, version ${proposal.version}; total ${ngn(proposal.totalKobo)})`, quantity: 1, unit_kobo: netKobo, amount_kobo: netKobo }],
    netKobo,
    vatKobo,
    totalKobo: flipped.amountKobo,
    vatRateBp: proposal.chargeVat ? proposal.vatRateBp : null,
    notes: [`Request #${proposal.requestId}. Due now: pay it from your requests in the client portal.`],
    requestId: proposal.requestId,
    proposalId: proposal.id,
    instalmentId: flipped.id,
    issuedAt: now,
  });
  await db.update(instalments).set({ invoiceId: invoice.id }).where(eq(instalments.id, flipped.id));
  if (config) await mailDocument(db, config, invoice, [`${flipped.label} of ${proposal.title} is now due: ${naira(flipped.amountKobo)}.`], true);
  return invoice;
}

/** The stages of a plan's milestones, in the order of `stages` (none for a full payment or a retainer). */
export function milestoneStages(plan: StoredPlan, stages: readonly string[]): string[] {
  const named = plan.kind === 'deposit' ? new Set(plan.milestones.map((m) => m.stage)) : new Set<string>();
  return stages.filter((s) => named.has(s));
}

/**
 * The office renamed some of a project's stages (old name → new): the request's milestones still to fall due keep
 * their stage under its new name, so each still falls due when its stage is reached. Call it in that transaction.
 */
export async function renameMilestones(db: DbOrTx, requestId: number, renames: ReadonlyMap<string, string>): Promise<void> {
  if (renames.size === 0) return;
  const cases = sql.join(
    [...renames].map(([old, name]) => sql`when ${old} then ${name}`),
    sql` `,
  );
  await db
    .update(instalments)
    .set({ stage: sql`case ${instalments.stage} ${cases} else ${instalments.stage} end` })
    .where(and(eq(instalments.requestId, requestId), eq(instalments.status, 'scheduled'), inArray(instalments.stage, [...renames.keys()])));
}

/**
 * The office moved a project on (or finished it): each scheduled milestone whose stage is now reached falls due.
 * Called in the transaction that moves the project.
 */
export async function stagesReached(db: DbOrTx, config: Config | null, projectId: number, now = new Date()): Promise<number> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) return 0;
  const [proposal] = await db.select().from(proposals).where(and(eq(proposals.requestId, project.requestId), eq(proposals.status, 'accepted'))).limit(1);
  if (!proposal) return 0;
  const reached = project.isDone ? project.stages.length - 1 : project.stages.indexOf(project.currentStage);
  const scheduled = await db
    .select()
    .from(instalments)
    .where(and(eq(instalments.proposalId, proposal.id), eq(instalments.status, 'scheduled')))
    .orderBy(asc(instalments.seq));
  let fell = 0;
  for (const ins of scheduled) {
    const index = ins.stage === null ? -1 : project.stages.indexOf(ins.stage);
    // A milestone whose stage was renamed away falls due when the project is done.
    if ((index >= 0 && index <= reached) || (index < 0 && project.isDone)) {
      if (await fallDue(db, config, ins, proposal, now)) fell += 1;
    }
  }
  return fell;
}

/** The wire shape, with the instalments (stored once accepted, else as the plan would make them). */
export async function proposalWire(db: DbOrTx, row: ProposalRow, now = new Date()): Promise<Proposal> {
  const [request] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, row.requestId)).limit(1);
  const client = await clientOf(db, row.userId);
  const stored = await db.select().from(instalments).where(eq(instalments.proposalId, row.id)).orderBy(asc(instalments.seq));
  const docIds = stored.flatMap((s) => [s.invoiceId, s.receiptId]).filter((v): v is number => v !== null);
  const docs = docIds.length ? await db.select({ id: billingDocuments.id, number: billingDocuments.number }).from(billingDocuments).where(inArray(billingDocuments.id, docIds)) : [];
  const numberOf = (docId: number | null) => docs.find((d) => d.id === docId)?.number ?? null;
  const [next] = await db.select({ id: proposals.id }).from(proposals).where(eq(proposals.supersedesId, row.id)).orderBy(asc(proposals.id)).limit(1);
  const instalmentsWire =
    stored.length > 0 || row.status === 'accepted' || row.status === 'superseded'
      ? stored.map((s) => ({
          id: s.id,
          seq: s.seq,
          label: s.label,
          stage: s.stage,
          amount_kobo: s.amountKobo,
          status: s.status,
          due_at: s.dueAt?.toISOString() ?? null,
          paid_at: s.paidAt?.toISOString() ?? null,
          invoice_number: numberOf(s.invoiceId),
          receipt_number: numberOf(s.receiptId),
        }))
      : splitPlan(row.plan, row.totalKobo).map((p) => ({
          id: 0,
          seq: p.seq,
          label: p.label,
          stage: p.stage,
          amount_kobo: p.amountKobo,
          status: 'scheduled' as const,
          due_at: null,
          paid_at: null,
          invoice_number: null,
          receipt_number: null,
        }));
  return {
    id: row.id,
    request_id: row.requestId,
    version: row.version,
    status: row.status,
    client,
    request: { service: request?.service ?? '', subject: request?.subject ?? '' },
    title: row.title,
    scope: row.scope,
    deliverables: row.deliverables,
    line_items: row.lineItems.map((i) => ({ ...i, amount_kobo: i.quantity * i.unit_price_kobo })),
    valid_until: row.validUntil,
    stages: row.stages,
    plan: row.plan,
    charge_vat: row.chargeVat,
    vat_rate_bp: row.vatRateBp,
    net_kobo: row.netKobo,
    vat_kobo: row.vatKobo,
    total_kobo: row.totalKobo,
    instalments: instalmentsWire,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    expired: isExpired(row, now),
    acceptance:
      row.acceptedAt && row.acceptedName
        ? { full_name: row.acceptedName, accepted_at: row.acceptedAt.toISOString(), ip: row.acceptedIp ?? '', user_agent: row.acceptedUserAgent ?? '', text_sha256: row.acceptedTextSha256 ?? '' }
        : null,
    declined: row.declinedAt ? { comment: row.declinedComment ?? '', declined_at: row.declinedAt.toISOString() } : null,
    supersedes: row.supersedesId,
    superseded_by: next?.id ?? null,
    canonical_text: row.canonicalText ?? canonicalText(row, client),
  };
}

export async function listProposals(db: DbOrTx, filter: { requestId?: number; status?: ProposalRow['status'] }): Promise<ProposalRow[]> {
  const where = and(filter.requestId ? eq(proposals.requestId, filter.requestId) : undefined, filter.status ? eq(proposals.status, filter.status) : undefined);
  return db.select().from(proposals).where(where).orderBy(desc(proposals.createdAt), desc(proposals.id));
}
