import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import type { DbOrTx } from './account-tokens';

export type UserRow = typeof users.$inferSelect;

/** Emails are matched case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * The account for an email, created without a password when there is none (guest bookings and
 * enrolments). Safe under concurrency: a racing insert of the same email is ignored and re-read.
 */
export async function findOrCreateGuest(
  db: DbOrTx,
  fields: { email: string; firstName: string; phone: string },
): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail(db, fields.email);
  if (existing) return { user: existing, created: false };
  const [inserted] = await db
    .insert(users)
    .values({ email: fields.email.trim(), firstName: fields.firstName, phone: fields.phone })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { user: inserted, created: true };
  const raced = await findUserByEmail(db, fields.email);
  if (!raced) throw new Error('user vanished after a conflicting insert');
  return { user: raced, created: false };
}
