import type { Config } from '../config';
import type { MailMessage } from '../mail/mailer';
import { resetLink, setupLink } from './account-tokens';

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
