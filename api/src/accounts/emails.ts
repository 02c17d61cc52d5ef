import type { Config } from '../config';
import type { MailMessage } from '../mail/mailer';
import { claimLink, resetLink, setupLink, verifyLink } from './account-tokens';

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
  };
}

/** The set-up text, also used inside the booking confirmation of a guest. */
export function setupParagraph(config: Config, email: string, token: string): string {
  return [
    `Set a password for your account to follow your requests online (the link works once, within ${config.SETUP_TOKEN_DAYS} days):`,
    '',
    setupLink(config, token, email),
  ].join('\n');
}

export function setupEmail(config: Config, to: string, token: string): MailMessage {
  return {
    to,
    subject: 'Set up your account',
    text: ['Hello,', '', 'An account was created for you at Think-Make-Solve Digital.', setupParagraph(config, to, token)].join('\n'),
  };
}

export function verifyEmail(config: Config, to: string, token: string): MailMessage {
  return {
    to,
    subject: 'Confirm your email address',
    text: [
      'Hello,',
      '',
      'An account was created with this email address at Think-Make-Solve Digital.',
      `If it was you, open this link to confirm the address (it works once, within ${config.SETUP_TOKEN_DAYS} days):`,
      '',
      verifyLink(config, token),
      '',
      'If it was not you, ignore this email: bookings made under this address stay out of that account.',
    ].join('\n'),
  };
}

/**
 * Sent to a registered address when someone books without signing in and names it. Deliberately
 * neutral: nothing the booker wrote (name, subject, message) reaches the owner's inbox from our address.
 */
export function claimEmail(config: Config, to: string, token: string): MailMessage {
  return {
    to,
    subject: 'Confirm a consultation request made with your email address',
    text: [
      'Hello,',
      '',
      'Someone asked Think-Make-Solve Digital for a consultation without signing in, using this email address.',
      `If it was you, open this link to add the request to your account (it works once, within ${config.SETUP_TOKEN_DAYS} days):`,
      '',
      claimLink(config, token),
      '',
      'If it was not you, ignore this email: nothing is added to your account.',
    ].join('\n'),
  };
}
