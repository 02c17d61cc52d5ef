import { paths, setUpPath } from '@agency/contracts/pages';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accountTokens } from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';

/** reset and setup set a password; verify proves an address; claim confirms one guest booking made under it. */
export type AccountTokenKind = 'reset' | 'setup' | 'verify' | 'claim';

/** A database handle or an open transaction: token work often happens inside a larger write. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

function lifetimeMs(config: Config, kind: AccountTokenKind): number {
  // Links that do not set a password live as long as a set-up link: the owner may read mail late.
  return kind === 'reset' ? config.RESET_TOKEN_MINUTES * 60_000 : config.SETUP_TOKEN_DAYS * 86_400_000;
}

/**
 * Issues a fresh emailed token (returned once, stored hashed). Earlier unused tokens of the same kind
 * for that user stop working, so only the newest email's link is live; a claim is per booking, so
 * claims leave each other alone. `keepEarlier` leaves them live too (a way in added to a mail the owner did not ask for).
 */
export async function issueAccountToken(
  db: DbOrTx,
  config: Config,
  userId: number,
  kind: AccountTokenKind,
  requestId?: number,
  options: { keepEarlier?: boolean } = {},
): Promise<string> {
  const token = newToken();
  const now = new Date();
  if (kind !== 'claim' && !options.keepEarlier) {
    await db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.kind, kind), isNull(accountTokens.usedAt)));
  }
  await db.insert(accountTokens).values({
    userId,
    kind,
    requestId: requestId ?? null,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + lifetimeMs(config, kind)),
  });
  return token;
}

/**
 * Uses a token up in one conditional update, so two concurrent uses cannot both succeed.
 * Returns the user it belongs to, or null when it is unknown, of another kind, used or expired.
 */
export async function consumeAccountToken(db: DbOrTx, token: string, kind: AccountTokenKind): Promise<number | null> {
  return (await consumeAccountTokenRow(db, token, kind))?.userId ?? null;
}

/** consumeAccountToken, answering the booking a claim is about as well. */
export async function consumeAccountTokenRow(db: DbOrTx, token: string, kind: AccountTokenKind): Promise<{ userId: number; requestId: number | null } | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId, requestId: accountTokens.requestId });
  return row ?? null;
}

/** After a password is set, no emailed link of that user may set it again (booking claims stay valid). */
export async function retireAccountTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt), inArray(accountTokens.kind, ['reset', 'setup', 'verify'])));
}

/**
 * A page of the site as an emailed link: the configured site address (never the request's Host) and the page's
 * path from its one declaration (@agency/contracts/pages), which the page's remote routes by.
 */
export function siteLink(config: Config, path: string): string {
  return `${config.SITE_URL.replace(/\/$/, '')}${path}`;
}

export function resetLink(config: Config, token: string): string {
  return siteLink(config, paths.resetPassword(token));
}

export function verifyLink(config: Config, token: string): string {
  return siteLink(config, paths.verifyEmail(token));
}

export function claimLink(config: Config, token: string): string {
  return siteLink(config, paths.confirmBooking(token));
}

export function setupLink(config: Config, token: string, email: string): string {
  return siteLink(config, setUpPath(token, email));
}
