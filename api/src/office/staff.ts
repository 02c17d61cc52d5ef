import { paths } from '@agency/contracts/pages';
import { asc, eq } from 'drizzle-orm';
import { issueAccountToken, setupLink } from '../accounts/account-tokens';
import { findUserByEmail } from '../accounts/users';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { badRequest, conflict } from '../lib/errors';
import { clean, looksLikeEmail, oneLine } from '../lib/text-fields';
import type { MailMessage } from '../mail/mailer';

/**
 * Staff accounts are made here only: a new account with the staff role and no password, and a
 * single-use set-up link. An existing client account is never promoted, so a client cannot become
 * staff by being invited under their own address.
 */
export async function inviteStaff(db: Db, config: Config, fields: { email: string; name: string }) {
  const email = clean(fields.email);
  const name = clean(fields.name);
  if (!looksLikeEmail(email)) throw badRequest('Enter a valid email address.');
  if (!name) throw badRequest('Enter the staff member’s name.');
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw conflict(`An account with ${email} already exists; staff are invited under a new address.`);
    const [user] = await tx.insert(users).values({ email, firstName: oneLine(name), role: 'staff' }).returning({ id: users.id, email: users.email, role: users.role });
    const token = await issueAccountToken(tx, config, user!.id, 'setup');
    return { user: user!, link: setupLink(config, token, email) };
  });
}

export function staffInviteEmail(to: string, name: string, link: string, invitedBy: string): MailMessage {
  return {
    to,
    subject: 'You are invited to the Think-Make-Solve Digital back office',
    text: [
      `Hello ${oneLine(name)},`,
      '',
      `${invitedBy} invited you to the agency's back office.`,
      `Set your password with this link (it works once), then sign in at ${paths.login}:`,
      '',
      link,
    ].join('\n'),
    links: [link],
  };
}

export async function listStaff(db: Db) {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.firstName, createdAt: users.createdAt, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.role, 'staff'))
    .orderBy(asc(users.id));
  // Only whether the account is set up, never the hash itself.
  return rows.map(({ passwordHash, ...r }) => ({ ...r, setUp: passwordHash !== null }));
}
