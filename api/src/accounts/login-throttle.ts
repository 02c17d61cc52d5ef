import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/**
 * Counts failed logins per account, in the database so that several API processes share one count.
 * A window opens at the first failure; after `maxFailures` inside it the account waits for it to end.
 */
export function createLoginThrottle(db: Db, maxFailures: number, windowMs: number, now: () => number = Date.now) {
  const keyOf = (email: string) => email.toLowerCase();
  const windowEnd = () => new Date(now() + windowMs);

  return {
    /** Milliseconds until the account may try again, or 0 when it may now. */
    async retryAfterMs(email: string): Promise<number> {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.emailKey, keyOf(email))).limit(1);
      if (!row) return 0;
      const left = row.resetAt.getTime() - now();
      if (left <= 0) return 0;
      return row.count >= maxFailures ? left : 0;
    },
    /** One atomic upsert: concurrent failures from several processes all count. */
    async recordFailure(email: string): Promise<void> {
      const at = new Date(now());
      // A raw SQL parameter is not mapped like a column value: send the instant as text, typed.
      const atSql = sql`${at.toISOString()}::timestamptz`;
      await db
        .insert(loginFailures)
        .values({ emailKey: keyOf(email), count: 1, resetAt: windowEnd() })
        .onConflictDoUpdate({
          target: loginFailures.emailKey,
          set: {
            count: sql`case when ${loginFailures.resetAt} > ${atSql} then ${loginFailures.count} + 1 else 1 end`,
            resetAt: sql`case when ${loginFailures.resetAt} > ${atSql} then ${loginFailures.resetAt} else excluded.reset_at end`,
          },
        });
      // Only accounts inside a window are kept, so the table stays as small as the attack on it.
      await db.delete(loginFailures).where(lte(loginFailures.resetAt, at));
    },
    async recordSuccess(email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.emailKey, keyOf(email)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
