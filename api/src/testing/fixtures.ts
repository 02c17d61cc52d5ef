import { createSession } from '../accounts/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';

let counter = 0;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  /** Headers that sign a request in as this user. */
  headers: { authorization: string };
}

/** Creates a client with a password and an open session. Each call makes a new, unique user. */
export async function createTestUser(
  db: Db,
  config: Config,
  fields: { email?: string; firstName?: string; lastName?: string; password?: string; verified?: boolean; role?: 'client' | 'staff' } = {},
): Promise<TestUser> {
  counter += 1;
  const email = fields.email ?? `client${counter}.${Date.now()}@example.ng`;
  const password = fields.password ?? 'Sup3r$ecret';
  const [row] = await db
    .insert(users)
    .values({
      email,
      firstName: fields.firstName ?? `Client ${counter}`,
      lastName: fields.lastName ?? '+2348000000000',
      passwordHash: await hashPassword(password),
      emailVerifiedAt: fields.verified === false ? null : new Date(),
      role: fields.role ?? 'client',
    })
    .returning({ id: users.id });
  const token = await createSession(db, config, row!.id);
  return { id: row!.id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}
