import { type BookingAnswer, type BookingBody, type ContactBody, type NewsletterBody, serviceCode, serviceLabel, VALIDATION_MESSAGES } from '@agency/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { issueAccountToken } from '../accounts/account-tokens';
import type { AuthUser } from '../accounts/auth';
import { claimEmail, setupParagraph, signInParagraph } from '../accounts/emails';
import { SESSION_EXPIRED } from '../accounts/access';
import { findOrCreateGuest, findUserById, type UserRow } from '../accounts/users';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { contactMessages, serviceRequests } from '../db/schema';
import { requestSubscription } from '../privacy/newsletter';
import { badRequest, HttpError } from '../lib/errors';
import { hasPgCode, PG } from '../lib/pg-errors';
import { clean, looksLikeEmail } from '../lib/text-fields';
import type { MailMessage } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';
import { readSettings } from '../consultations/availability';
import { consultationLines, createConsultation, inviteOf, isSlotClash, managedWire, oneFull, slotRefused, TEXT as CONSULTATION_TEXT } from '../consultations/service';
import { readWireDay, readWireTime, whenLabel } from '../consultations/time';
import { type BookingDetails, bookingAgencyEmail, bookingClientEmail, bookingNeutralEmail, contactAgencyEmail } from './emails';

export interface BookingsDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The clock (tests set it). */
  now?: () => Date;
}

export const TEXT = {
  invalidEmail: 'Please enter a valid email address.',
  emptyNewsletter: VALIDATION_MESSAGES.emptyNewsletter,
  invalidCountry: 'Please choose a valid country for the phone number.',
} as const;

export async function sendContactMessage(
  deps: BookingsDeps,
  user: AuthUser | null,
  body: ContactBody,
) {
  const m = { name: body.name, email: body.email, subject: body.subject, message: body.message };
  if (!looksLikeEmail(m.email)) throw badRequest(TEXT.invalidEmail);
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...m, userId: user?.id ?? null });
    await enqueueMail(tx, [contactAgencyEmail(deps.config, m)]);
    if (body.marketing_consent) await requestSubscription(tx, deps.config, { email: m.email, source: 'contact', noticeVersion: body.notice_version });
  });
}

/**
 * The footer's form: starts the double opt-in (privacy/newsletter.ts). The answer is the same whether the address
 * is new, pending or already confirmed; only a confirmation mail (at most one per NEWSLETTER_RESEND_MINUTES) is
 * sent, and nothing else until its link is followed.
 */
export async function subscribe(deps: BookingsDeps, body: NewsletterBody): Promise<void> {
  const email = body.newsEmail;
  if (email.length > 254) throw badRequest('The email address is too long.');
  await deps.db.transaction((tx) => requestSubscription(tx, deps.config, { email, source: 'newsletter_form', noticeVersion: body.notice_version }));
}

/**
 * A consultation booking becomes a 'Pending' request priced '0' of the signed-in user, or, for a
 * guest, of the account with that email: a new one is created without a password and emailed a
 * set-up link. Only a signed-in account whose address is proven gets back what was typed (name, subject,
 * message); any other address gets a neutral mail (service, time, set-up link) so that nobody can make the
 * agency mail their words to a stranger. A guest naming an address that already has an account cannot
 * prove it is theirs, so
 * the request waits unconfirmed (out of that account's lists) and the address gets a neutral mail with
 * a confirmation link, quoting nothing the guest wrote; its earlier links stay valid. The agency's
 * inbox always gets everything. Account, request, tokens and the mails are written in one
 * transaction; the mail queue sends them after commit, retrying while the mail server is down.
 */
export async function bookConsultation(deps: BookingsDeps, signedIn: AuthUser | null, body: BookingBody): Promise<BookingAnswer> {
  const f = { name: body.name, email: body.email, phone: body.phone, date: body.date, time: body.time, services: body.services, subject: body.subject };
  const message = clean(body.message);
  const service = serviceCode(f.services);
  if (!service) throw badRequest(`Unknown service: ${f.services.slice(0, 50)}. Please choose a service from the list.`);
  if (!looksLikeEmail(f.email)) throw badRequest(TEXT.invalidEmail);
  const country = (clean(body.selected) || 'US').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw badRequest(TEXT.invalidCountry);

  const { config } = deps;
  const day = readWireDay(f.date);
  const time = readWireTime(f.time);
  if (!day || !time) throw badRequest(CONSULTATION_TEXT.unreadable);
  const now = (deps.now ?? (() => new Date()))();
  return deps.db
    .transaction(async (tx) => {
    let owner: UserRow;
    let created = false;
    if (signedIn) {
      // The access hook has just read this account with its session; one deleted since answers 401 (so does a
      // deletion racing the insert below, through its foreign key).
      const row = await findUserById(tx, signedIn.id);
      if (!row) throw new HttpError(401, SESSION_EXPIRED);
      owner = row;
    } else {
      ({ user: owner, created } = await findOrCreateGuest(tx, { email: f.email, firstName: f.name, phone: f.phone }));
    }
    const unconfirmed = !signedIn && !created;
    // Only an address whose owner proved it (a set-up or reset link, a confirmation link) is sent what the
    // booker typed: anyone can name any address, and the mail comes from the agency.
    const proven = Boolean(signedIn && owner.emailVerifiedAt);
    const setup = created ? setupParagraph(config, owner.email, await issueAccountToken(tx, config, owner.id, 'setup')) : undefined;
    const [row] = await tx
      .insert(serviceRequests)
      .values({
        userId: owner.id,
        service,
        subject: f.subject,
        message,
        phone: f.phone,
        country,
        price: 0,
        status: 'Pending',
        confirmedAt: unconfirmed ? null : new Date(),
      })
      .returning({ id: serviceRequests.id });
    const id = row!.id;
    // The slot: refused (409, with the nearest free ones) when out of hours, too soon, blocked or taken.
    const consultation = await createConsultation(tx, now, { requestId: id, day, time, mode: body.mode ?? 'video' });
    const booked = await oneFull(tx, consultation.id);
    const settings = await readSettings(tx);
    const when = consultationLines(booked, settings, config, consultation.token);
    const ics = inviteOf(booked, settings, config);
    const claimToken = unconfirmed ? await issueAccountToken(tx, config, owner.id, 'claim', id) : null;
    const details: BookingDetails = { id, name: f.name, email: f.email, phone: f.phone, country, when: whenLabel(day, time), serviceLabel: serviceLabel(service), subject: f.subject, message };
    let clientMail: MailMessage;
    if (claimToken) {
      // A password-less account (an earlier guest booking) cannot sign in to see the request: it gets a way in.
      clientMail = claimEmail(config, owner.email, claimToken, owner.passwordHash ? undefined : await signInParagraph(tx, config, owner));
    } else if (proven) {
      clientMail = bookingClientEmail(owner.email, details, { when, ics });
    } else {
      clientMail = bookingNeutralEmail(config, owner.email, { id, serviceLabel: serviceLabel(service) }, { setup, when, ics });
    }
    const mails: MailMessage[] = [clientMail, bookingAgencyEmail(config, details, signedIn ? 'signed-in' : claimToken ? 'unconfirmed' : 'guest', when.lines)];
    await enqueueMail(tx, mails);
    // The booking's unticked newsletter box, ticked: the address typed gets the double opt-in's confirmation mail.
    if (body.marketing_consent) await requestSubscription(tx, config, { email: f.email, source: 'booking', noticeVersion: body.notice_version });
    return { success: 'success' as const, id, consultation: managedWire(booked, settings, now, consultation.token) };
  })
    .catch(async (error: unknown) => {
      // Two bookings of one slot at once: the database let one through; this one gets the nearest free slots.
      if (isSlotClash(error)) throw await slotRefused(deps.db, now, day, time, 'full', await readSettings(deps.db));
      // The signed-in account was deleted between the access check and this insert.
      if (signedIn && hasPgCode(error, PG.foreignKeyViolation)) throw new HttpError(401, SESSION_EXPIRED);
      throw error;
    });
}
