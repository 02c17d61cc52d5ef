import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './mailer';

/** The embedded default: each message becomes a file in the outbox folder, and its links are logged. */
export function createOutboxMailer(dir: string, log: (line: string) => void = () => {}): Mailer {
  let counter = 0;
  return {
    async send(message: MailMessage) {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++counter}.json`;
      await writeFile(path.join(dir, name), JSON.stringify(message, null, 2));
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log(`mail to ${message.to}: "${message.subject}"${links.length ? ` ${links.join(' ')}` : ''}`);
    },
  };
}
