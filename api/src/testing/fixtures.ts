import type { FastifyInstance } from 'fastify';
import { createSession } from '../accounts/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';

let counter = 0;

export interface TestUser {
  id: number;
  /** The id the wire carries (the login answer's `id`, certificate addresses). */
  publicId: string;
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
    .returning({ id: users.id, publicId: users.publicId });
  const token = await createSession(db, config, row!.id);
  return { id: row!.id, publicId: row!.publicId, email, password, token, headers: { authorization: `Bearer ${token}` } };
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
/**
 * The clock of a test API (startTestApi): Friday, November 20, 2026, 09:00 WAT. Consultations need 24 hours'
 * notice, so the first bookable slot is Monday, November 23, 09:00 WAT; the last day is Sunday, January 10, 2027.
 */
export const TEST_NOW = new Date('2026-11-20T08:00:00Z');

const LONG = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
let slotIndex = 0;

/**
 * A different free slot on each call (a slot takes one booking): from Tuesday, November 24, 2026, working days,
 * 09:00 to 16:30 WAT every 30 minutes, as the spec's wire strings (the long date and 'HH:MM').
 */
export function nextTestSlot(): { date: string; time: string } {
  const perDay = 16;
  const workingDay = Math.floor(slotIndex / perDay);
  const minute = 9 * 60 + (slotIndex % perDay) * 30;
  slotIndex++;
  // Working day n after Monday 2026-11-23 (n = 1 is Tuesday).
  const n = workingDay + 1;
  const day = new Date(Date.UTC(2026, 10, 23 + Math.floor(n / 5) * 7 + (n % 5)));
  return { date: LONG.format(day), time: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}` };
}

export function bookingBody(over: Record<string, unknown> = {}) {
  return {
    name: 'Ngozi Eze',
    email: 'ngozi.eze@example.ng',
    phone: '+2348012345678',
    ...nextTestSlot(),
    services: 'wd',
    subject: 'A shop for our bakery',
    message: 'We sell bread in Enugu.',
    selected: 'NG',
    ...over,
  };
}

/**
 * A slot far enough ahead of the real clock (for a test that runs the real site): a weekday 4–6 days on, at 11:30 WAT —
 * a time the demo data never holds (its upcoming consultation is at 10:00 three working days on, its blocked
 * afternoon from 13:00), so a seeded site takes it whatever the day of the week the test runs.
 */
export function realClockSlot(): { date: string; time: string } {
  let at = new Date(Date.now() + 4 * 86_400_000);
  while ([0, 6].includes(new Date(at.getTime() + 3_600_000).getUTCDay())) at = new Date(at.getTime() + 86_400_000);
  return { date: LONG.format(new Date(at.getTime() + 3_600_000)), time: '11:30' };
}
