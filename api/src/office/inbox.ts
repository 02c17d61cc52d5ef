import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { consultations, contactMessages, newsletterSubscribers, serviceRequests, users } from '../db/schema';
import { readSettings } from '../consultations/availability';
import { inviteOf, oneFull } from '../consultations/service';
import { longDate } from '../consultations/time';
import { serviceLabel } from '@agency/contracts';
import { notFound } from '../lib/errors';
import { STATUS } from '../requests/queries';
import { priceWire } from '../requests/views';

// What the agency's inbox holds, for the back office and `pnpm admin` alike.

export interface BookingFilter {
  /** 'new': status Pending and not marked handled; 'all': every request. */
  show: 'new' | 'all';
  limit: number;
}

export async function listBookings(db: Db, filter: BookingFilter) {
  const conditions: SQL[] = [];
  if (filter.show === 'new') conditions.push(eq(serviceRequests.status, STATUS.pending), isNull(serviceRequests.handledAt));
  const rows = await db
    .select({
      id: serviceRequests.id,
      createdAt: serviceRequests.createdAt,
      name: users.firstName,
      email: users.email,
      phone: serviceRequests.phone,
      country: serviceRequests.country,
      service: serviceRequests.service,
      subject: serviceRequests.subject,
      message: serviceRequests.message,
      day: consultations.day,
      startTime: consultations.startTime,
      consultationId: consultations.id,
      price: serviceRequests.price,
      paidAt: serviceRequests.paidAt,
      status: serviceRequests.status,
      handledAt: serviceRequests.handledAt,
    })
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .leftJoin(consultations, eq(consultations.requestId, serviceRequests.id))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(filter.limit);
  return rows.map(({ paidAt, day, startTime, consultationId: _id, ...r }) => {
    const time = startTime?.slice(0, 5) ?? '';
    return {
      ...r,
      // The spec's wire strings, rendered from the stored date and time (WAT).
      date: day ? longDate(day) : '',
      time,
      price: priceWire({ price: r.price, paidAt }),
      serviceLabel: serviceLabel(r.service),
      /** The consultation's start, WAT wall time (YYYY-MM-DDTHH:mm), or null for a request without one. */
      start: day ? `${day}T${time}` : null,
    };
  });
}

/** The booking's calendar file, the same one the client was emailed; null for a request without a consultation. */
export async function bookingInvite(db: Db, requestId: number, config: Config): Promise<string | null> {
  const [request] = await db.select({ id: serviceRequests.id }).from(serviceRequests).where(eq(serviceRequests.id, requestId)).limit(1);
  if (!request) throw notFound(`Request ${requestId} not found.`);
  const [c] = await db.select({ id: consultations.id }).from(consultations).where(eq(consultations.requestId, requestId)).limit(1);
  if (!c) return null;
  return inviteOf(await oneFull(db, c.id), await readSettings(db), config);
}

export async function listMessages(db: Db, options: { show: 'new' | 'all'; limit: number }) {
  const query = db.select().from(contactMessages);
  return (options.show === 'new' ? query.where(isNull(contactMessages.handledAt)) : query)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(options.limit);
}

/**
 * The newsletter's audience: addresses whose owner confirmed (double opt-in) and has not unsubscribed. Pending
 * sign-ups are nobody's audience (they are sent nothing; the retention job removes them).
 */
export async function listSubscribers(db: Db) {
  const rows = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(and(isNotNull(newsletterSubscribers.confirmedAt), isNull(newsletterSubscribers.unsubscribedAt)))
    .orderBy(desc(newsletterSubscribers.confirmedAt), desc(newsletterSubscribers.id));
  // Subscribed since the confirmation.
  return rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.confirmedAt! }));
}

/** RFC 4180 CSV. A cell that a spreadsheet would run as a formula is prefixed with a quote. */
export function subscribersCsv(rows: { email: string; createdAt: Date }[]): string {
  const cell = (v: string) => {
    const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return `${['email,subscribed_at', ...rows.map((r) => `${cell(r.email)},${r.createdAt.toISOString()}`)].join('\r\n')}\r\n`;
}

export async function findBooking(db: Db, id: number) {
  const [row] = await db
    .select({ id: serviceRequests.id, handledAt: serviceRequests.handledAt, email: users.email, name: users.firstName, subject: serviceRequests.subject })
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .where(eq(serviceRequests.id, id))
    .limit(1);
  if (!row) throw notFound(`Request ${id} not found.`);
  return row;
}

export async function findMessage(db: Db, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw notFound(`Message ${id} not found.`);
  return row;
}

/** Marks a booking or a message handled or not; marking it again keeps when it first was. Answers the audit's before and after. */
async function setHandled(db: Db, table: typeof serviceRequests | typeof contactMessages, id: number, before: { handledAt: Date | null }, handled: boolean) {
  const [after] = await db
    .update(table)
    .set({ handledAt: handled ? (before.handledAt ?? new Date()) : null })
    .where(eq(table.id, id))
    .returning({ handledAt: table.handledAt });
  return { before: { handled_at: before.handledAt }, after: { handled_at: after!.handledAt } };
}

export async function markBookingHandled(db: Db, id: number, handled: boolean) {
  return setHandled(db, serviceRequests, id, await findBooking(db, id), handled);
}

export async function markMessageHandled(db: Db, id: number, handled: boolean) {
  return setHandled(db, contactMessages, id, await findMessage(db, id), handled);
}
