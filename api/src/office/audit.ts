import { desc, lt } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface Actor {
  id: number;
  email: string;
}

/** The CLI's writes are recorded too; it has no account, so it is named by what it is. */
export const CLI_ACTOR: Actor = { id: 0, email: 'pnpm admin (operator CLI)' };

/**
 * Records one staff write. Call it inside the transaction that makes the change, so a change never
 * lands without its record (and a refused change leaves none).
 */
export async function recordAudit(db: DbOrTx, actor: Actor, action: string, target: string, before: unknown, after: unknown): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id > 0 ? actor.id : null,
    actorEmail: actor.email,
    action,
    target,
    before: before ?? null,
    after: after ?? null,
  });
}

/** The newest entries first; `before` (an id) pages back. */
export async function listAudit(db: Db, options: { limit: number; before?: number }) {
  const query = db.select().from(auditLog);
  const rows = await (options.before ? query.where(lt(auditLog.id, options.before)) : query).orderBy(desc(auditLog.id)).limit(options.limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    actor: r.actorEmail,
    action: r.action,
    target: r.target,
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}

/** Runs a write and its audit record in one transaction. */
export async function audited<T>(
  db: Db,
  actor: Actor,
  action: string,
  target: string,
  change: (tx: Db) => Promise<{ before: unknown; after: unknown; result: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { before, after, result } = await change(tx as unknown as Db);
    await recordAudit(tx, actor, action, target, before, after);
    return result;
  });
}
