import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';

export interface LoginThrottleSettings {
  /** Wrong passwords one address may try on one account before it has to wait. */
  freeFailures: number;
  /** The first wait; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A pair's count is forgotten this long after its last failure. */
  pairMemoryMs: number;
  /** Failures over every address within accountWindowMs before addresses that never signed in to the account must wait. */
  accountMaxFailures: number;
  accountWindowMs: number;
  /** How long a successful sign-in keeps an address exempt from the account-wide ceiling. */
  trustedForMs: number;
}

const DAY = 86_400_000;
export const DEFAULT_THROTTLE: LoginThrottleSettings = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 60 * 60_000,
  pairMemoryMs: DAY,
  accountMaxFailures: 500,
  accountWindowMs: 60 * 60_000,
  trustedForMs: 30 * DAY,
};

/**
 * Throttles wrong passwords per account *and address*, with exponential back-off, so that a brute
 * force from one address slows to a crawl while a stranger guessing from elsewhere cannot lock the
 * owner out. A ceiling over every address stops a distributed guess; addresses that signed in to the
 * account before are exempt from it, so even then the owner gets in. In the database so that every
 * API process counts the same attempts.
 */
export function createLoginThrottle(db: Db, settings: LoginThrottleSettings, now: () => number = Date.now) {
  const email = (address: string) => address.trim().toLowerCase();
  const pairKey = (address: string, ip: string) => `pair:${email(address)}|${ip}`;
  const accountKey = (address: string) => `account:${email(address)}`;
  // A raw SQL parameter is not mapped like a column value: send instants as text, typed.
  const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

  async function bump(key: string, windowMs: number): Promise<number> {
    const t = now();
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: new Date(t) })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.windowStart} > ${at(t - windowMs)} then ${loginThrottle.failures} + 1 else 1 end`,
          windowStart: sql`case when ${loginThrottle.windowStart} > ${at(t - windowMs)} then ${loginThrottle.windowStart} else ${at(t)} end`,
        },
      })
      .returning({ failures: loginThrottle.failures });
    return row!.failures;
  }

  return {
    /** Milliseconds until this address may try this account again, or 0 when it may now. */
    async retryAfterMs(address: string, ip: string): Promise<number> {
      const t = now();
      const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, [pairKey(address, ip), accountKey(address)]));
      const pair = rows.find((r) => r.key.startsWith('pair:'));
      const account = rows.find((r) => r.key.startsWith('account:'));
      let wait = pair?.blockedUntil ? pair.blockedUntil.getTime() - t : 0;
      const trusted = pair?.lastSuccessAt && t - pair.lastSuccessAt.getTime() < settings.trustedForMs;
      if (!trusted && account && account.failures >= settings.accountMaxFailures) {
        wait = Math.max(wait, account.windowStart.getTime() + settings.accountWindowMs - t);
      }
      return Math.max(0, wait);
    },

    /** Atomic upserts, so concurrent failures from several processes all count. */
    async recordFailure(address: string, ip: string): Promise<void> {
      const t = now();
      // For a pair, the "window" restarts with every failure: the count is forgotten after a quiet spell.
      const failures = await bump(pairKey(address, ip), settings.pairMemoryMs);
      await db.update(loginThrottle).set({ windowStart: new Date(t) }).where(eq(loginThrottle.key, pairKey(address, ip)));
      if (failures >= settings.freeFailures) {
        const delay = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** Math.min(40, failures - settings.freeFailures));
        // Never shorten a wait: two failures counted at once (two processes) may finish in either order.
        const until = at(t + delay);
        await db
          .update(loginThrottle)
          .set({ blockedUntil: sql`greatest(coalesce(${loginThrottle.blockedUntil}, ${until}), ${until})` })
          .where(eq(loginThrottle.key, pairKey(address, ip)));
      }
      await bump(accountKey(address), settings.accountWindowMs);
      // Keep the table as small as the attack on it: rows with nothing left to remember go.
      await db
        .delete(loginThrottle)
        .where(
          and(
            lt(loginThrottle.windowStart, new Date(t - Math.max(settings.pairMemoryMs, settings.accountWindowMs))),
            or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, new Date(t))),
            or(isNull(loginThrottle.lastSuccessAt), lt(loginThrottle.lastSuccessAt, new Date(t - settings.trustedForMs))),
          ),
        );
    },

    /** The owner's address starts afresh and is exempt from the account-wide ceiling from now on. */
    async recordSuccess(address: string, ip: string): Promise<void> {
      const t = new Date(now());
      await db
        .insert(loginThrottle)
        .values({ key: pairKey(address, ip), failures: 0, windowStart: t, lastSuccessAt: t })
        .onConflictDoUpdate({ target: loginThrottle.key, set: { failures: 0, blockedUntil: null, windowStart: t, lastSuccessAt: t } });
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * A password set from an emailed link (reset or set-up) wipes the account's failures: the account-wide
 * ceiling and every address's back-off were counted against the old password, and the owner who just proved
 * the address must get in from wherever they are. Addresses keep their "signed in here before" trust.
 */
export async function forgetLoginFailures(db: Pick<Db, 'update' | 'delete'>, address: string): Promise<void> {
  const e = address.trim().toLowerCase();
  const pairs = `pair:${e}|`;
  await db.delete(loginThrottle).where(eq(loginThrottle.key, `account:${e}`));
  await db
    .update(loginThrottle)
    .set({ failures: 0, blockedUntil: null })
    .where(sql`left(${loginThrottle.key}, ${pairs.length}) = ${pairs}`);
}
