import path from 'node:path';
import type { Config } from '../config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/**
 * SMTP when SMTP_URL is set; otherwise the outbox folder in DATA_DIR, so a fresh clone runs without a
 * mail server (in production only with MAIL_OUTBOX_IN_PRODUCTION=true: loadConfig refuses otherwise).
 */
export function createMailer(config: Config, log: (line: string) => void): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return createOutboxMailer(path.join(config.DATA_DIR, 'outbox'), log);
}
