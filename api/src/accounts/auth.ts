import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';

export interface AuthUser {
  id: number;
  /** The id the wire carries (users.public_id). */
  publicId: string;
  email: string;
  firstName: string;
  phone: string;
  role: 'client' | 'staff';
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the access-control hook (`accounts/access.ts`). */
    user: AuthUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Starts a session; returns the bearer token (shown once, stored hashed). */
export async function createSession(db: Db, config: Config, userId: number): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now + config.SESSION_MAX_DAYS * 86_400_000),
  });
  return token;
}

/** Looks a bearer token up: unexpired (absolute and idle lifetimes), not revoked. Refreshes the idle clock. */
export async function resolveSession(db: Db, config: Config, token: string): Promise<AuthUser | null> {
  const now = new Date();
  const idleCutoff = new Date(now.getTime() - config.SESSION_IDLE_HOURS * 3_600_000);
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      id: users.id,
      publicId: users.publicId,
      email: users.email,
      firstName: users.firstName,
      phone: users.phone,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastUsedAt, idleCutoff)))
    .limit(1);
  if (!row) return null;
  // Touch at most once a minute so that reads stay cheap.
  if (now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { id: row.id, publicId: row.publicId, email: row.email, firstName: row.firstName, phone: row.phone, role: row.role, sessionId: row.sessionId };
}

/** Revokes one session (logout) or every session of a user (password reset). */
export async function revokeSessions(db: Db, where: { sessionId: number } | { userId: number }): Promise<void> {
  const now = new Date();
  if ('sessionId' in where) await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, where.sessionId));
  else await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, where.userId), isNull(sessions.revokedAt)));
}
