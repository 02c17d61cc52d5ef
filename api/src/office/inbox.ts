import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages, newsletterSubscribers, serviceRequests, users } from '../db/schema';
import { consultationInvite, parseBookingDateTime } from '../bookings/calendar';
import { serviceLabel } from '@agency/contracts';
import { notFound } from '../lib/errors';
import { STATUS } from '../portal/queries';
import { priceWire } from '../portal/views';

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
      date: serviceRequests.bookingDate,
      time: serviceRequests.bookingTime,
      price: serviceRequests.price,
      paidAt: serviceRequests.paidAt,
      status: serviceRequests.status,
      handledAt: serviceRequests.handledAt,
    })
    .from(serviceRequests)
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(filter.limit);
  return rows.map(({ paidAt, ...r }) => {
    const start = parseBookingDateTime(r.date, r.time);
    return {
      ...r,
      price: priceWire({ price: r.price, paidAt }),
      serviceLabel: serviceLabel(r.service),
      /** The consultation's start as the .ics has it (floating local time), or null when the date did not parse. */
      start: start ? localIso(start) : null,
    };
  });
}

function localIso(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The booking's calendar invite, the same one the client was emailed; null when its date did not parse. */
export async function bookingInvite(db: Db, requestId: number, organizerEmail: string): Promise<string | null> {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId)).limit(1);
  if (!row) throw notFound(`Request ${requestId} not found.`);
  const start = parseBookingDateTime(row.bookingDate, row.bookingTime);
  if (!start) return null;
  return consultationInvite({
    start,
    summary: `Consultation: ${serviceLabel(row.service)} – ${row.subject}`.slice(0, 200),
    description: row.message,
    organizerEmail,
  });
}

export async function listMessages(db: Db, options: { show: 'new' | 'all'; limit: number }) {
  const query = db.select().from(contactMessages);
  return (options.show === 'new' ? query.where(isNull(contactMessages.handledAt)) : query)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(options.limit);
}

export async function listSubscribers(db: Db) {
  return db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
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
