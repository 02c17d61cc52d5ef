import type { Config } from '../config';
import type { MailMessage } from '../mail/mailer';
import { claimLink, type DbOrTx, issueAccountToken, resetLink, setupLink, verifyLink } from './account-tokens';

/** A paragraph of a mail and the one link in it (the HTML version makes only the template's own links clickable). */
export interface Paragraph {
  text: string;
  link: string;
}

export function resetEmail(config: Config, to: string, token: string): MailMessage {
  const link = resetLink(config, token);
  return {
    to,
    subject: 'Reset your password',
    text: [
      'Hello,',
      '',
      'We received a request to reset the password of your Think-Make-Solve Digital account.',
      `Open this link to choose a new password (it works once, within ${config.RESET_TOKEN_MINUTES} minutes):`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
    links: [link],
  };
}

/** The set-up text, also used inside the booking confirmation of a guest. */
export function setupParagraph(config: Config, email: string, token: string): Paragraph {
  const link = setupLink(config, token, email);
  return {
    text: [`Set a password for your account to follow your requests online (the link works once, within ${config.SETUP_TOKEN_DAYS} days):`, '', link].join('\n'),
    link,
  };
}

export function setupEmail(config: Config, to: string, token: string): MailMessage {
  const setup = setupParagraph(config, to, token);
  return {
    to,
    subject: 'Set up your account',
    text: ['Hello,', '', 'An account was created for you at Think-Make-Solve Digital.', setup.text].join('\n'),
    links: [setup.link],
  };
}

/**
 * The way in for a mail that asks a client to sign in (a quote to pay, a booking to confirm) when the account
 * has no password yet (a guest booking's account: its set-up link was only in the first mail): a fresh set-up
 * link. Earlier set-up links stay live, so the first mail's link still works and a mail someone else can
 * trigger never disables the owner's link.
 */
export async function signInParagraph(db: DbOrTx, config: Config, user: { id: number; email: string }): Promise<Paragraph> {
  const token = await issueAccountToken(db, config, user.id, 'setup', undefined, { keepEarlier: true });
  const link = setupLink(config, token, user.email);
  return {
    text: [
      `Your account has no password yet: set one with this link to sign in (it works once, within ${config.SETUP_TOKEN_DAYS} days):`,
      '',
      link,
    ].join('\n'),
    link,
  };
}

export function verifyEmail(config: Config, to: string, token: string): MailMessage {
  const link = verifyLink(config, token);
  return {
    to,
    subject: 'Confirm your email address',
    text: [
      'Hello,',
      '',
      'An account was created with this email address at Think-Make-Solve Digital.',
      `If it was you, open this link to confirm the address (it works once, within ${config.SETUP_TOKEN_DAYS} days):`,
      '',
      link,
      '',
      'If it was not you, open the link all the same: confirming the address ends every sign-in of that account and removes its password, and you choose your own.',
      'Until the address is confirmed, bookings made under it stay out of that account.',
    ].join('\n'),
    links: [link],
  };
}

/**
 * Sent to a registered address when someone books without signing in and names it. Deliberately
 * neutral: nothing the booker wrote (name, subject, message) reaches the owner's inbox from our address.
 */
export function claimEmail(config: Config, to: string, token: string, signIn?: Paragraph): MailMessage {
  const link = claimLink(config, token);
  return {
    to,
    subject: 'Confirm a consultation request made with your email address',
    text: [
      'Hello,',
      '',
      'Someone asked Think-Make-Solve Digital for a consultation without signing in, using this email address.',
      `If it was you, open this link to add the request to your account (it works once, within ${config.SETUP_TOKEN_DAYS} days):`,
      '',
      link,
      '',
      'If it was not you, ignore this email: nothing is added to your account.',
      ...(signIn ? ['', signIn.text] : []),
    ].join('\n'),
    links: signIn ? [link, signIn.link] : [link],
  };
}
