import { paths } from '@agency/contracts/pages';
import { type DbOrTx, siteLink } from '../accounts/account-tokens';
import { type Paragraph, signInParagraph } from '../accounts/emails';
import { findUserByEmail } from '../accounts/users';
import type { Config } from '../config';
import { oneLine } from '../lib/text-fields';
import type { MailMessage } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';

/** The agency's answer from the back office; replies come back to the agency's inbox. */
export function replyEmail(config: Config, to: string, subject: string, message: string): MailMessage {
  return { to, replyTo: config.AGENCY_INBOX, subject: oneLine(subject), text: `${message}\n\nThink-Make-Solve Digital` };
}

/**
 * The quote mail asks the client to sign in and pay. `signIn` is the way in for an account without a password
 * (a guest booking's account: its set-up link was only in the first mail). An address nobody proved (`proven`
 * false) is not sent the booker's name or subject: whoever booked may not own it.
 */
export function quoteEmail(
  config: Config,
  to: string,
  request: { id: number; name: string; subject: string; proven: boolean },
  priceNaira: number,
  signIn?: Paragraph,
): MailMessage {
  const requests = siteLink(config, paths.requests);
  const { id, proven } = request;
  return {
    to,
    subject: oneLine(proven ? `Your quote for request #${id}: ${request.subject}` : `Your quote for request #${id}`),
    text: [
      proven ? `Hello ${oneLine(request.name)},` : 'Hello,',
      '',
      `We have quoted ₦${priceNaira.toLocaleString('en-NG')} for your request #${id}${proven ? ` (${oneLine(request.subject)})` : ''}.`,
      'Sign in to pay for it from your requests:',
      '',
      requests,
      ...(signIn ? ['', signIn.text] : []),
      '',
      'Think-Make-Solve Digital',
    ].join('\n'),
    links: signIn ? [requests, signIn.link] : [requests],
  };
}

/** Queues the quote mail to the request's account, with a fresh set-up link when the account has no password yet. */
export async function queueQuoteEmail(
  tx: DbOrTx,
  config: Config,
  booking: { id: number; email: string; name: string; subject: string },
  priceNaira: number,
): Promise<void> {
  const account = await findUserByEmail(tx, booking.email);
  const signIn = account && !account.passwordHash ? await signInParagraph(tx, config, account) : undefined;
  const proven = Boolean(account?.emailVerifiedAt);
  await enqueueMail(tx, [quoteEmail(config, booking.email, { ...booking, proven }, priceNaira, signIn)]);
}
