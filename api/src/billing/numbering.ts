import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';
import { documentCounters } from '../db/schema';

export type DocumentKind = 'invoice' | 'receipt' | 'credit_note';
export const PREFIX: Record<DocumentKind, string> = { invoice: 'INV', receipt: 'RCT', credit_note: 'CRN' };

/**
 * The next number of a kind in a year, taken in the caller's (issuing) transaction: one upsert that bumps the
 * (kind, year) counter and returns it. The row stays locked until the transaction ends, so concurrent issuers
 * queue on it, and a rolled-back issue gives its number back: numbers never skip and never repeat.
 */
export async function nextDocumentNumber(tx: DbOrTx, kind: DocumentKind, year: number): Promise<string> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({ target: [documentCounters.kind, documentCounters.year], set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ last: documentCounters.last });
  return `${PREFIX[kind]}-${year}-${String(row!.last).padStart(4, '0')}`;
}
