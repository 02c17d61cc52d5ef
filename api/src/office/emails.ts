import type { Config } from '../config';
import { oneLine } from '../lib/text-fields';
import type { MailMessage } from '../mail/mailer';

const site = (config: Config) => config.SITE_URL.replace(/\/$/, '');

/** The agency's answer from the back office; replies come back to the agency's inbox. */
export function replyEmail(config: Config, to: string, subject: string, message: string): MailMessage {
  return { to, replyTo: config.AGENCY_INBOX, subject: oneLine(subject), text: `${message}\n\nThink-Make-Solve Digital` };
}

export function quoteEmail(config: Config, to: string, name: string, requestId: number, subject: string, priceNaira: number): MailMessage {
  return {
    to,
    subject: oneLine(`Your quote for request #${requestId}: ${subject}`),
    text: [
      `Hello ${oneLine(name)},`,
      '',
      `We have quoted ₦${priceNaira.toLocaleString('en-NG')} for your request #${requestId} (${oneLine(subject)}).`,
      'Sign in to pay for it from your requests:',
      '',
      `${site(config)}/made-requests`,
      '',
      'Think-Make-Solve Digital',
    ].join('\n'),
  };
}
