import type { Config } from '../config';
import type { MailMessage } from '../mail/mailer';
import { oneLine } from '../lib/text-fields';

/** The spec's promise, as the booking success screen words it. */
export const RESPONSE_PROMISE = 'Your request was received. You will get a response within 24hrs of your request.';

export interface BookingDetails {
  id: number;
  name: string;
  email: string;
  phone: string;
  country: string;
  date: string;
  time: string;
  serviceLabel: string;
  subject: string;
  message: string;
}

function summary(b: BookingDetails): string[] {
  return [
    `Service: ${b.serviceLabel}`,
    `Subject: ${b.subject}`,
    `Date: ${b.date}`,
    `Time: ${b.time}`,
    `Name: ${b.name}`,
    `Email: ${b.email}`,
    `Phone: ${b.phone} (${b.country})`,
    ...(b.message ? ['', 'Message:', b.message] : []),
  ];
}

export function bookingClientEmail(
  to: string,
  b: BookingDetails,
  extras: { setupParagraph?: string; invite?: string },
): MailMessage {
  return {
    to,
    subject: 'Your request was successful',
    text: [`Hello ${b.name},`, '', RESPONSE_PROMISE, '', `Request #${b.id}`, ...summary(b), ...(extras.setupParagraph ? ['', extras.setupParagraph] : []), '', 'Think-Make-Solve Digital'].join('\n'),
    attachments: extras.invite ? [{ filename: 'consultation.ics', content: extras.invite, contentType: 'text/calendar; charset=utf-8' }] : undefined,
  };
}

const BOOKER = {
  'signed-in': 'A signed-in client booked a consultation.',
  guest: 'A visitor booked a consultation.',
  unconfirmed:
    "A visitor booked a consultation without signing in, naming the email of a registered account. The account's owner has been asked to confirm it; until then it is not in their portal, and the email address is unproven.",
} as const;

export function bookingAgencyEmail(config: Config, b: BookingDetails, booker: keyof typeof BOOKER): MailMessage {
  return {
    to: config.AGENCY_INBOX,
    replyTo: b.email,
    subject: oneLine(`New booking #${b.id}: ${b.serviceLabel} – ${b.subject}`),
    text: [`${BOOKER[booker]} Answer within 24 hours.`, '', ...summary(b)].join('\n'),
  };
}

export function contactAgencyEmail(config: Config, m: { name: string; email: string; subject: string; message: string }): MailMessage {
  return {
    to: config.AGENCY_INBOX,
    replyTo: m.email,
    subject: oneLine(`Contact message: ${m.subject}`),
    text: [`From: ${m.name} <${m.email}>`, `Subject: ${m.subject}`, '', m.message, '', 'Answer within 24 hours.'].join('\n'),
  };
}

export function newsletterAgencyEmail(config: Config, email: string): MailMessage {
  return { to: config.AGENCY_INBOX, subject: 'New newsletter subscriber', text: `${email} subscribed to the newsletter.` };
}
