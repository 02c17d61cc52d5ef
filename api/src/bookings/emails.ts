import { paths } from '@agency/contracts/pages';
import { siteLink } from '../accounts/account-tokens';
import type { Paragraph } from '../accounts/emails';
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
  /** 'Friday, November 27, 2026 at 10:00 WAT' */
  when: string;
  serviceLabel: string;
  subject: string;
  message: string;
}

function summary(b: BookingDetails): string[] {
  return [
    `Service: ${b.serviceLabel}`,
    `Subject: ${b.subject}`,
    `When: ${b.when}`,
    `Name: ${b.name}`,
    `Email: ${b.email}`,
    `Phone: ${b.phone} (${b.country})`,
    ...(b.message ? ['', 'Message:', b.message] : []),
  ];
}

/** The consultation's lines (when in WAT, how the meeting happens, the reschedule/cancel link) and its links. */
export interface WhenLines {
  lines: string[];
  links: string[];
}

const icsAttachment = (ics: string) => [{ filename: 'consultation.ics', content: ics, contentType: 'text/calendar; charset=utf-8' }];

/** The confirmation to a signed-in client whose address is proven: their own words, back to them. */
export function bookingClientEmail(to: string, b: BookingDetails, extras: { when: WhenLines; ics: string }): MailMessage {
  return {
    to,
    subject: 'Your request was successful',
    text: [`Hello ${b.name},`, '', RESPONSE_PROMISE, '', `Request #${b.id}`, ...summary(b), '', 'Your consultation:', ...extras.when.lines, '', 'Think-Make-Solve Digital'].join('\n'),
    links: extras.when.links,
    attachments: icsAttachment(extras.ics),
  };
}

/**
 * The confirmation to an address nobody has proven (a guest booking that made the account, or a signed-in
 * account whose address is not confirmed): only what the agency writes itself — the request number, the
 * service from the list, the time, and the set-up link — and none of the booker's name, subject or message,
 * so that nobody can make the agency mail their words to someone else's address.
 */
export function bookingNeutralEmail(
  config: Config,
  to: string,
  b: { id: number; serviceLabel: string },
  extras: { setup?: Paragraph; when: WhenLines; ics: string },
): MailMessage {
  const forgot = siteLink(config, paths.forgotPassword);
  return {
    to,
    subject: 'Your request was successful',
    text: [
      'Hello,',
      '',
      `A consultation request (#${b.id}, ${b.serviceLabel}) was made at Think-Make-Solve Digital with this email address.`,
      RESPONSE_PROMISE,
      '',
      ...extras.when.lines,
      ...(extras.setup
        ? ['', extras.setup.text, '', 'If it was not you, ignore this email: nobody can sign in to the account without this link.']
        : ['', 'If it was not you, reset the password of the account made with this address; that ends every sign-in to it:', '', forgot]),
      '',
      'Think-Make-Solve Digital',
    ].join('\n'),
    links: [...extras.when.links, ...(extras.setup ? [extras.setup.link] : [forgot])],
    attachments: icsAttachment(extras.ics),
  };
}

const BOOKER = {
  'signed-in': 'A signed-in client booked a consultation.',
  guest: 'A visitor booked a consultation.',
  unconfirmed:
    "A visitor booked a consultation without signing in, naming the email of a registered account. The account's owner has been asked to confirm it; until then it is not in their portal, and the email address is unproven.",
} as const;

export function bookingAgencyEmail(config: Config, b: BookingDetails, booker: keyof typeof BOOKER, how: string[] = []): MailMessage {
  return {
    to: config.AGENCY_INBOX,
    replyTo: b.email,
    subject: oneLine(`New booking #${b.id}: ${b.serviceLabel} – ${b.subject}`),
    text: [`${BOOKER[booker]} Answer within 24 hours.`, '', ...summary(b), ...how.filter((l) => l.startsWith('How: '))].join('\n'),
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


