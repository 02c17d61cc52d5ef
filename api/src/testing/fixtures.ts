import type { FastifyInstance } from 'fastify';
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
  fields: { email?: string; firstName?: string; phone?: string; password?: string; verified?: boolean; role?: 'client' | 'staff' } = {},
): Promise<TestUser> {
  counter += 1;
  const email = fields.email ?? `client${counter}.${Date.now()}@example.ng`;
  const password = fields.password ?? 'Sup3r$ecret';
  const [row] = await db
    .insert(users)
    .values({
      email,
      firstName: fields.firstName ?? `Client ${counter}`,
      phone: fields.phone ?? '+2348000000000',
      passwordHash: await hashPassword(password),
      emailVerifiedAt: fields.verified === false ? null : new Date(),
      role: fields.role ?? 'client',
    })
    .returning({ id: users.id });
  const token = await createSession(db, config, row!.id);
  return { id: row!.id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Starts a payment the way the site does (`POST /api/payment_intent`) and answers the server-issued
 * reference: the server pays nothing against a reference it did not mint for this account.
 */
export async function paymentIntentFor(
  app: FastifyInstance,
  user: TestUser,
  datas: unknown,
  kind?: 'requests' | 'tutorial',
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/payment_intent', headers: user.headers, payload: { kind, datas } });
  if (res.statusCode !== 200) throw new Error(`payment_intent answered ${res.statusCode}: ${res.body}`);
  return res.json().reference;
}

/** A complete booking as the site sends it (`POST /api/book_consultation`), with any field overridden. */
export function bookingBody(over: Record<string, unknown> = {}) {
  return {
    name: 'Ngozi Eze',
    email: 'ngozi.eze@example.ng',
    phone: '+2348012345678',
    date: 'Friday, November 27, 2026',
    time: '10:00',
    services: 'wd',
    subject: 'A shop for our bakery',
    message: 'We sell bread in Enugu.',
    selected: 'NG',
    ...over,
  };
}
