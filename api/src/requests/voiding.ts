import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';
import { payments } from '../db/schema';

export type VoidReason = 'requoted' | 'declined';

/**
 * Voids every pending intent that pays for this request: its amount was computed from a price that no
 * longer holds. Call it in the transaction that re-quotes or declines. A voided intent never delivers;
 * money that still arrives for it is refunded (deliverOnce answers 'voided').
 */
export async function voidPendingIntents(db: DbOrTx, requestId: number, reason: VoidReason): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ status: 'voided', voidReason: reason })
    .where(and(eq(payments.status, 'pending'), eq(payments.kind, 'requests'), sql`${payments.itemIds} @> ${JSON.stringify([requestId])}::jsonb`))
    .returning({ id: payments.id });
  return rows.length;
}
