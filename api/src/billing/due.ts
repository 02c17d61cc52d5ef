import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';
import { instalments, proposals } from '../db/schema';

export interface DueNow {
  /** What is due now on the request, in kobo (the sum of its due instalments). */
  amountKobo: number;
  label: string;
  instalmentIds: number[];
  /** The proposal the client reads for this request (accepted, or sent and open), if any. */
  proposalId: number | null;
  /** The request is billed by a proposal (sent or accepted): its simple quote no longer applies. */
  governed: boolean;
}

/** For each request: what its proposal asks for now (the due instalments), or nothing when it has no proposal out. */
export async function dueNow(db: DbOrTx, requestIds: number[]): Promise<Map<number, DueNow>> {
  const answer = new Map<number, DueNow>();
  if (requestIds.length === 0) return answer;
  const open = await db
    .select({ id: proposals.id, requestId: proposals.requestId, status: proposals.status })
    .from(proposals)
    .where(and(inArray(proposals.requestId, requestIds), inArray(proposals.status, ['sent', 'accepted'])))
    .orderBy(asc(proposals.version));
  for (const p of open) {
    const known = answer.get(p.requestId);
    // The accepted version is the one that bills; a newer sent version is the one to read.
    answer.set(p.requestId, { amountKobo: 0, label: '', instalmentIds: [], proposalId: p.id, governed: true, ...(known ? { proposalId: p.id } : {}) });
  }
  const due = await db
    .select()
    .from(instalments)
    .where(and(inArray(instalments.requestId, requestIds), eq(instalments.status, 'due')))
    .orderBy(asc(instalments.seq));
  for (const ins of due) {
    const entry = answer.get(ins.requestId) ?? { amountKobo: 0, label: '', instalmentIds: [], proposalId: ins.proposalId, governed: true };
    entry.amountKobo += ins.amountKobo;
    entry.label = entry.label ? `${entry.label} + ${ins.label}` : ins.label;
    entry.instalmentIds.push(ins.id);
    answer.set(ins.requestId, entry);
  }
  // A request whose accepted proposal is fully paid (or waiting on a stage) is still governed by it.
  const accepted = await db
    .select({ requestId: instalments.requestId, proposalId: instalments.proposalId })
    .from(instalments)
    .where(inArray(instalments.requestId, requestIds));
  for (const a of accepted) if (!answer.has(a.requestId)) answer.set(a.requestId, { amountKobo: 0, label: '', instalmentIds: [], proposalId: a.proposalId, governed: true });
  return answer;
}
