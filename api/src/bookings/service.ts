import { type BookingBody, type ContactBody, type NewsletterBody, serviceCode, serviceLabel, VALIDATION_MESSAGES } from '@agency/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { issueAccountToken } from '../accounts/account-tokens';
import type { AuthUser } from '../accounts/auth';
import { claimEmail, setupParagraph } from '../accounts/emails';
import { SESSION_EXPIRED } from '../accounts/access';
import { findOrCreateGuest } from '../accounts/users';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { contactMessages, newsletterSubscribers, serviceRequests } from '../db/schema';
import { badRequest, HttpError } from '../lib/errors';
import { hasPgCode, PG } from '../lib/pg-errors';
import { clean, looksLikeEmail } from '../lib/text-fields';
import type { MailMessage } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';
import { consultationInvite, parseBookingDateTime } from './calendar';
import { type BookingDetails, bookingAgencyEmail, bookingClientEmail, contactAgencyEmail, newsletterAgencyEmail } from './emails';

export interface BookingsDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
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
  });
}

/** Stores an address once (case-insensitively); subscribing again is not an error. Answers whether it is new. */
export async function subscribe(deps: BookingsDeps, body: NewsletterBody): Promise<boolean> {
  const email = body.newsEmail;
  if (email.length > 254) throw badRequest('The email address is too long.');
  return deps.db.transaction(async (tx) => {
    const inserted = await tx.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
    if (inserted.length) await enqueueMail(tx, [newsletterAgencyEmail(deps.config, email)]);
    return inserted.length > 0;
  });
}

/**
 * A consultation booking becomes a 'Pending' request priced '0' of the signed-in user, or, for a
 * guest, of the account with that email: a new one is created without a password and emailed a
 * set-up link. A guest naming an address that already has an account cannot prove it is theirs, so
 * the request waits unconfirmed (out of that account's lists) and the address gets a neutral mail with
 * a confirmation link, quoting nothing the guest wrote; its earlier links stay valid. The agency's
 * inbox always gets everything. Account, request, tokens and the mails are written in one
 * transaction; the mail queue sends them after commit, retrying while the mail server is down.
 */
export async function bookConsultation(deps: BookingsDeps, signedIn: AuthUser | null, body: BookingBody): Promise<number> {
  const f = { name: body.name, email: body.email, phone: body.phone, date: body.date, time: body.time, services: body.services, subject: body.subject };
  const message = clean(body.message);
  const service = serviceCode(f.services);
  if (!service) throw badRequest(`Unknown service: ${f.services.slice(0, 50)}. Please choose a service from the list.`);
  if (!looksLikeEmail(f.email)) throw badRequest(TEXT.invalidEmail);
  const country = (clean(body.selected) || 'US').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw badRequest(TEXT.invalidCountry);

  const { config } = deps;
  const start = parseBookingDateTime(f.date, f.time);
  return deps.db
    .transaction(async (tx) => {
    let owner: { id: number; email: string; passwordHash: string | null };
    let created = false;
    if (signedIn) {
      // The access hook has just read this account with its session; a deletion racing this request
      // fails the insert's foreign key below and answers 401.
      owner = { id: signedIn.id, email: signedIn.email, passwordHash: null };
    } else {
      ({ user: owner, created } = await findOrCreateGuest(tx, { email: f.email, firstName: f.name, phone: f.phone }));
    }
    const unconfirmed = !signedIn && !created;
    const setupToken = created ? await issueAccountToken(tx, config, owner.id, 'setup') : null;
    const [row] = await tx
      .insert(serviceRequests)
      .values({
        userId: owner.id,
        service,
        subject: f.subject,
        message,
        phone: f.phone,
        country,
        bookingDate: f.date,
        bookingTime: f.time,
        price: 0,
        status: 'Pending',
        confirmedAt: unconfirmed ? null : new Date(),
      })
      .returning({ id: serviceRequests.id });
    const id = row!.id;
    const claimToken = unconfirmed ? await issueAccountToken(tx, config, owner.id, 'claim', id) : null;
    const details: BookingDetails = { id, name: f.name, email: f.email, phone: f.phone, country, date: f.date, time: f.time, serviceLabel: serviceLabel(service), subject: f.subject, message };
    const invite = start
      ? consultationInvite({
          start,
          summary: `Consultation: ${serviceLabel(service)} – ${f.subject}`.slice(0, 200),
          description: `Think-Make-Solve Digital consultation, request #${id}. ${f.subject}`,
          organizerEmail: config.AGENCY_INBOX,
        })
      : undefined;
    const mails: MailMessage[] = [
      claimToken
        ? claimEmail(config, owner.email, claimToken)
        : bookingClientEmail(owner.email, details, { invite, setupParagraph: setupToken ? setupParagraph(config, owner.email, setupToken) : undefined }),
      bookingAgencyEmail(config, details, signedIn ? 'signed-in' : claimToken ? 'unconfirmed' : 'guest'),
    ];
    await enqueueMail(tx, mails);
    return id;
  })
    .catch((error: unknown) => {
      // The signed-in account was deleted between the access check and this insert.
      if (signedIn && hasPgCode(error, PG.foreignKeyViolation)) throw new HttpError(401, SESSION_EXPIRED);
      throw error;
    });
}
