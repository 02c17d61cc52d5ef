import { type consultations as C, serviceLabel } from '@agency/contracts';
import { paths } from '@agency/contracts/pages';
import { aliasedTable, and, asc, desc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { type DbOrTx, siteLink } from '../accounts/account-tokens';
import { consultationInvite } from '../bookings/calendar';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { consultations, consultationTokens, serviceRequests, users } from '../db/schema';
import { HttpError, notFound } from '../lib/errors';
import { hasPgCode } from '../lib/pg-errors';
import { hashToken, newToken } from '../lib/tokens';
import type { MailMessage } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';
import { type Actor, recordAudit } from '../office/audit';
import { checkSlot, nearestSlots, readSettings, reasonText, type Settings } from './availability';
import { AGENCY_TIME_ZONE, longDate, wallOf, whenLabel } from './time';

/** PostgreSQL's exclusion_violation: another booked consultation holds an overlapping time. */
const EXCLUSION_VIOLATION = '23P01';

export const TEXT = {
  taken: 'That time has just been booked by someone else. Please choose another time.',
  unreadable: 'Please choose a date and time from the list.',
  noChange: 'This consultation can no longer be changed.',
  badLink: 'This link is not valid any more. Use the link in the latest email about your consultation.',
} as const;

/** A new manage token for a consultation (every email about it carries one); `rotate` revokes the others first. */
export async function issueManageToken(tx: DbOrTx, consultationId: number, now: Date, options: { rotate?: boolean } = {}): Promise<string> {
  if (options.rotate) {
    await tx
      .update(consultationTokens)
      .set({ revokedAt: now })
      .where(and(eq(consultationTokens.consultationId, consultationId), isNull(consultationTokens.revokedAt)));
  }
  const token = newToken();
  await tx.insert(consultationTokens).values({ tokenHash: hashToken(token), consultationId });
  return token;
}

/** A slot that cannot be booked: 409 with the sentence and the nearest free slots. */
export async function slotRefused(db: DbOrTx, now: Date, day: string, time: string, state: string, settings: Settings, except?: number): Promise<HttpError> {
  const nearest = await nearestSlots(db, now, day, time, { except });
  const why =
    state === 'full'
      ? TEXT.taken
      : state === 'closed'
        ? `We do not meet at ${time} on ${longDate(day)}. Please choose one of the free times.`
        : `${reasonText(state as C.ClosedReason, settings, day)} Please choose another time.`;
  return new HttpError(409, why, { nearest });
}

const host = aliasedTable(users, 'host');

const fullSelect = {
  c: consultations,
  service: serviceRequests.service,
  subject: serviceRequests.subject,
  userId: serviceRequests.userId,
  phone: serviceRequests.phone,
  country: serviceRequests.country,
  client: users.firstName,
  email: users.email,
  hostName: host.firstName,
  hostEmail: host.email,
};

/** A consultation with its request, client and host. */
export interface FullRow {
  c: typeof consultations.$inferSelect;
  service: string;
  subject: string;
  userId: number;
  phone: string;
  country: string;
  client: string;
  email: string;
  hostName: string | null;
  hostEmail: string | null;
}

export function selectFull(db: DbOrTx) {
  return (db as Db)
    .select(fullSelect)
    .from(consultations)
    .innerJoin(serviceRequests, eq(serviceRequests.id, consultations.requestId))
    .innerJoin(users, eq(users.id, serviceRequests.userId))
    .leftJoin(host, eq(host.id, consultations.hostId));
}

async function oneFull(db: DbOrTx, id: number): Promise<FullRow> {
  const [row] = await selectFull(db).where(eq(consultations.id, id)).limit(1);
  if (!row) throw notFound('Consultation not found.');
  return row;
}

export function meetingLink(c: { mode: string; meetingLink: string }, s: Settings): string | null {
  return c.mode === 'video' ? c.meetingLink || s.videoRoomLink || null : null;
}

export function locationOf(c: { mode: string; meetingLink: string }, s: Settings): string {
  if (c.mode === 'office') return s.officeAddress || 'At our office in Lagos (address to follow)';
  if (c.mode === 'phone') return 'Phone call';
  return meetingLink(c, s) ?? 'Video call (the link follows by email)';
}

/** How the meeting happens, in a sentence for emails. */
function howText(c: { mode: string; meetingLink: string }, s: Settings): string {
  if (c.mode === 'office') return `At our office: ${locationOf(c, s)}`;
  if (c.mode === 'phone') return 'By phone: we call you on the number you gave.';
  const link = meetingLink(c, s);
  return link ? `By video call: ${link}` : 'By video call: we email you the link before the meeting.';
}

export function consultationWire(row: FullRow, s: Settings, now: Date): C.Consultation {
  const c = row.c;
  const time = c.startTime.slice(0, 5);
  return {
    id: c.id,
    request_id: c.requestId,
    service: row.service,
    service_label: serviceLabel(row.service),
    date: c.day,
    time,
    time_zone: AGENCY_TIME_ZONE,
    long_date: longDate(c.day),
    label: whenLabel(c.day, time),
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt.toISOString(),
    mode: c.mode,
    location: locationOf(c, s),
    meeting_link: meetingLink(c, s),
    status: c.status,
    can_change: c.status !== 'cancelled' && c.startsAt > now,
  };
}

export function whatsappUrl(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const international = phone.trim().startsWith('+') ? digits : digits.startsWith('0') && digits.length === 11 ? `234${digits.slice(1)}` : digits;
  return international.length >= 8 && international.length <= 15 ? `https://wa.me/${international}` : null;
}

export function officeWire(row: FullRow, s: Settings, now: Date): C.OfficeConsultation {
  const c = row.c;
  return {
    ...consultationWire(row, s, now),
    subject: row.subject,
    client: row.client,
    email: row.email,
    phone: row.phone,
    country: row.country,
    whatsapp_url: whatsappUrl(row.phone),
    host: c.hostId && row.hostEmail ? { id: c.hostId, name: row.hostName ?? '', email: row.hostEmail } : null,
    cancel_reason: c.cancelReason,
    cancelled_at: c.cancelledAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
  };
}

export function managedWire(row: FullRow, s: Settings, now: Date, token: string): C.ManagedConsultation {
  const { service: _service, ...rest } = consultationWire(row, s, now);
  return { ...rest, manage_token: token };
}

/** The row's calendar file: REQUEST while it stands, CANCEL once cancelled. */
export function inviteOf(row: FullRow, s: Settings, config: Config): string {
  const c = row.c;
  const link = meetingLink(c, s);
  return consultationInvite({
    uid: `consultation-${c.uid}@thinkmakesolve.ng`,
    sequence: c.sequence,
    method: c.status === 'cancelled' ? 'cancel' : 'request',
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    summary: `Consultation: ${serviceLabel(row.service)} (Think-Make-Solve Digital)`,
    description: [`Think-Make-Solve Digital consultation, request #${c.requestId}.`, howText(c, s)].join('\n'),
    location: locationOf(c, s),
    url: link,
    organizerEmail: config.AGENCY_INBOX,
    attendee: { email: row.email },
  });
}

export const icsAttachment = (ics: string) => [{ filename: 'consultation.ics', content: ics, contentType: 'text/calendar; charset=utf-8' }];

export function manageLink(config: Config, token: string): string {
  return siteLink(config, paths.manageConsultation(token));
}

/** The lines every consultation email carries: when (WAT), how, and the reschedule/cancel link. */
export function consultationLines(row: FullRow, s: Settings, config: Config, token: string | null): { lines: string[]; links: string[] } {
  const c = row.c;
  const lines = [`When: ${whenLabel(c.day, c.startTime)} (Lagos time, UTC+1)`, `How: ${howText(c, s)}`];
  const links: string[] = [];
  const link = meetingLink(c, s);
  if (link) links.push(link);
  if (token && c.status !== 'cancelled') {
    const manage = manageLink(config, token);
    lines.push('', 'To reschedule or cancel, open this link (no sign-in needed):', '', manage);
    links.push(manage);
  }
  return { lines, links };
}

function staffNotice(config: Config, row: FullRow, s: Settings, what: string, by: string): MailMessage[] {
  const c = row.c;
  const text = [`${what} by ${by}.`, '', `Request #${c.requestId}: ${serviceLabel(row.service)}`, `Client: ${row.client} <${row.email}>`, `When: ${whenLabel(c.day, c.startTime)}`, `How: ${howText(c, s)}`].join('\n');
  const to = new Set([config.AGENCY_INBOX, ...(row.hostEmail ? [row.hostEmail] : [])]);
  return [...to].map((address) => ({ to: address, subject: `Consultation #${c.requestId} ${what.toLowerCase()}`, text }));
}

function clientChangeMail(config: Config, row: FullRow, s: Settings, token: string | null, kind: 'rescheduled' | 'cancelled' | 'updated'): MailMessage {
  const { lines, links } = consultationLines(row, s, config, token);
  const head =
    kind === 'cancelled'
      ? `Your consultation on ${whenLabel(row.c.day, row.c.startTime)} is cancelled. The attached calendar file removes it from your calendar.`
      : kind === 'rescheduled'
        ? 'Your consultation has a new time. The attached calendar file updates your calendar.'
        : 'The details of your consultation have changed. The attached calendar file updates your calendar.';
  return {
    to: row.email,
    subject: kind === 'cancelled' ? 'Your consultation is cancelled' : kind === 'rescheduled' ? 'Your consultation is rescheduled' : 'Your consultation is updated',
    text: ['Hello,', '', head, '', `Request #${row.c.requestId}, ${serviceLabel(row.service)}`, ...(kind === 'cancelled' ? [] : lines), '', 'Think-Make-Solve Digital'].join('\n'),
    links: kind === 'cancelled' ? [] : links,
    attachments: icsAttachment(inviteOf(row, s, config)),
  };
}

/**
 * Books a slot for a request, inside the booking's transaction. Refuses (409, with the nearest free slots) a
 * time that is out of hours, too soon, blocked or taken; the exclusion constraint refuses the same under a race.
 */
export async function createConsultation(
  tx: DbOrTx,
  now: Date,
  f: { requestId: number; day: string; time: string; mode: C.MeetingMode },
): Promise<{ id: number; token: string }> {
  const { state, slot, settings } = await checkSlot(tx, now, f.day, f.time);
  if (state !== 'free' || !slot) throw await slotRefused(tx, now, f.day, f.time, state, settings);
  const [row] = await tx
    .insert(consultations)
    .values({
      requestId: f.requestId,
      day: f.day,
      startTime: f.time,
      timeZone: AGENCY_TIME_ZONE,
      startsAt: new Date(slot.starts_at),
      endsAt: new Date(slot.ends_at),
      heldUntil: new Date(Date.parse(slot.ends_at) + settings.bufferMinutes * 60_000),
      mode: f.mode,
    })
    .returning({ id: consultations.id });
  return { id: row!.id, token: await issueManageToken(tx, row!.id, now) };
}

/** Whether an error is the database refusing an overlapping booked consultation. */
export const isSlotClash = (error: unknown) => hasPgCode(error, EXCLUSION_VIOLATION);

export interface ChangeDeps {
  db: Db;
  config: Config;
  now: Date;
}

export type ChangedBy = { kind: 'client' } | { kind: 'staff'; actor: Actor };

async function lockedFull(tx: DbOrTx, id: number): Promise<FullRow> {
  await tx.select({ id: consultations.id }).from(consultations).where(eq(consultations.id, id)).for('update');
  return oneFull(tx, id);
}

function snapshot(c: FullRow['c']) {
  return { date: c.day, time: c.startTime.slice(0, 5), mode: c.mode, meeting_link: c.meetingLink, host_id: c.hostId, status: c.status, sequence: c.sequence };
}

/**
 * Moves a consultation to another free slot: new instants, SEQUENCE + 1, reminders due again for the new time,
 * and a new manage token (the old link stops working). The client gets the new calendar entry and link, staff
 * are told. A slot taken meanwhile answers 409 with the nearest free ones.
 */
export async function rescheduleConsultation(deps: ChangeDeps, id: number, to: C.RescheduleBody, by: ChangedBy): Promise<{ row: FullRow; token: string; settings: Settings }> {
  const { db, config, now } = deps;
  const run = () =>
    db.transaction(async (tx) => {
      const before = await lockedFull(tx, id);
      if (before.c.status === 'cancelled' || before.c.startsAt <= now) throw new HttpError(409, TEXT.noChange, { nearest: [] });
      const { state, slot, settings } = await checkSlot(tx, now, to.date, to.time, { except: id });
      if (state !== 'free' || !slot) throw await slotRefused(tx, now, to.date, to.time, state, settings, id);
      const token = await issueManageToken(tx, id, now, { rotate: true });
      await tx
        .update(consultations)
        .set({
          day: to.date,
          startTime: to.time,
          startsAt: new Date(slot.starts_at),
          endsAt: new Date(slot.ends_at),
          heldUntil: new Date(Date.parse(slot.ends_at) + settings.bufferMinutes * 60_000),
          status: 'booked',
          sequence: before.c.sequence + 1,
          reminded24hAt: null,
          reminded1hAt: null,
          updatedAt: now,
        })
        .where(eq(consultations.id, id));
      const row = await oneFull(tx, id);
      const byText = by.kind === 'staff' ? `staff (${by.actor.email})` : 'the client';
      await enqueueMail(tx, [clientChangeMail(config, row, settings, token, 'rescheduled'), ...staffNotice(config, row, settings, `Rescheduled from ${whenLabel(before.c.day, before.c.startTime)}`, byText)]);
      if (by.kind === 'staff') await recordAudit(tx, by.actor, 'consultation.reschedule', `consultation ${id}`, snapshot(before.c), snapshot(row.c));
      return { row, token, settings };
    });
  try {
    return await run();
  } catch (error) {
    if (!isSlotClash(error)) throw error;
    const settings = await readSettings(db);
    throw await slotRefused(db, now, to.date, to.time, 'full', settings, id);
  }
}

/**
 * Cancels: the slot is free again, SEQUENCE + 1, the client gets METHOD:CANCEL, staff are told. The manage
 * token stays bound to it, so its link can still show the cancelled consultation, and change nothing.
 */
export async function cancelConsultation(deps: ChangeDeps, id: number, reason: string | undefined, by: ChangedBy): Promise<{ row: FullRow; settings: Settings }> {
  const { db, config, now } = deps;
  return db.transaction(async (tx) => {
    const before = await lockedFull(tx, id);
    if (before.c.status === 'cancelled' || before.c.startsAt <= now) throw new HttpError(409, TEXT.noChange, { nearest: [] });
    const settings = await readSettings(tx);
    await tx
      .update(consultations)
      .set({ status: 'cancelled', sequence: before.c.sequence + 1, cancelledAt: now, cancelReason: reason?.trim() || null, updatedAt: now })
      .where(eq(consultations.id, id));
    const row = await oneFull(tx, id);
    const byText = by.kind === 'staff' ? `staff (${by.actor.email})` : 'the client';
    await enqueueMail(tx, [clientChangeMail(config, row, settings, null, 'cancelled'), ...staffNotice(config, row, settings, 'Cancelled', `${byText}${reason?.trim() ? `: ${reason.trim()}` : ''}`)]);
    if (by.kind === 'staff') await recordAudit(tx, by.actor, 'consultation.cancel', `consultation ${id}`, snapshot(before.c), { ...snapshot(row.c), reason: reason ?? null });
    return { row, settings };
  });
}

/** Staff set the host, the mode or the meeting link: SEQUENCE + 1 and the client gets the updated entry when how they meet changed. */
export async function changeConsultation(deps: ChangeDeps, id: number, change: C.ConsultationChange, actor: Actor): Promise<{ row: FullRow; settings: Settings }> {
  const { db, config, now } = deps;
  return db.transaction(async (tx) => {
    const before = await lockedFull(tx, id);
    if (change.host_id != null) {
      const [staff] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, change.host_id), eq(users.role, 'staff'))).limit(1);
      if (!staff) throw new HttpError(400, 'The host must be a staff member.');
    }
    const how = (change.mode !== undefined && change.mode !== before.c.mode) || (change.meeting_link !== undefined && change.meeting_link !== before.c.meetingLink);
    await tx
      .update(consultations)
      .set({
        ...(change.host_id !== undefined ? { hostId: change.host_id } : {}),
        ...(change.mode !== undefined ? { mode: change.mode } : {}),
        ...(change.meeting_link !== undefined ? { meetingLink: change.meeting_link } : {}),
        ...(how ? { sequence: before.c.sequence + 1 } : {}),
        updatedAt: now,
      })
      .where(eq(consultations.id, id));
    const row = await oneFull(tx, id);
    const settings = await readSettings(tx);
    if (how && row.c.status !== 'cancelled' && row.c.startsAt > now) {
      const token = await issueManageToken(tx, id, now);
      await enqueueMail(tx, [clientChangeMail(config, row, settings, token, 'updated')]);
    }
    await recordAudit(tx, actor, 'consultation.change', `consultation ${id}`, snapshot(before.c), snapshot(row.c));
    return { row, settings };
  });
}

/** The consultation a manage token is bound to (revoked tokens are not), or 404. */
export async function byToken(db: DbOrTx, token: string): Promise<FullRow> {
  const [bound] = await db
    .select({ id: consultationTokens.consultationId })
    .from(consultationTokens)
    .where(and(eq(consultationTokens.tokenHash, hashToken(token)), isNull(consultationTokens.revokedAt)))
    .limit(1);
  if (!bound) throw notFound(TEXT.badLink);
  return oneFull(db, bound.id);
}

/** A client's own consultations, upcoming (soonest first) and past (latest first). */
export async function myConsultations(db: Db, userId: number, now: Date): Promise<C.MyConsultations> {
  const rows: FullRow[] = await selectFull(db).where(eq(serviceRequests.userId, userId)).orderBy(asc(consultations.startsAt));
  const settings = await readSettings(db);
  const upcoming = rows.filter((r) => r.c.startsAt > now && r.c.status !== 'cancelled');
  const past = rows.filter((r) => !(r.c.startsAt > now && r.c.status !== 'cancelled')).reverse();
  return { upcoming: upcoming.map((r) => consultationWire(r, settings, now)), past: past.map((r) => consultationWire(r, settings, now)) };
}

/** A client's own consultation, or 404 (never another client's). */
export async function ownConsultation(db: DbOrTx, userId: number, id: number): Promise<FullRow> {
  const [row] = await selectFull(db).where(and(eq(consultations.id, id), eq(serviceRequests.userId, userId))).limit(1);
  if (!row) throw notFound('Consultation not found.');
  return row;
}

export async function consultationsBetween(db: Db, from: string, to: string): Promise<FullRow[]> {
  return selectFull(db)
    .where(and(gte(consultations.day, from), lt(consultations.day, to)))
    .orderBy(asc(consultations.startsAt), desc(consultations.id));
}

export async function fullByIds(db: DbOrTx, ids: number[]): Promise<FullRow[]> {
  return ids.length ? selectFull(db).where(inArray(consultations.id, ids)) : [];
}

export { oneFull, wallOf };
