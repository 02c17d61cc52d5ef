import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './mailer';

/** The embedded default: each message becomes a file in the outbox folder, and its links are logged. */
export function createOutboxMailer(dir: string, log: (line: string) => void = () => {}): Mailer {
  let counter = 0;
  return {
    async send(message: MailMessage) {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++counter}.json`;
      // Written aside, then renamed into place (atomic within a folder): a reader polling the outbox for `*.json`
      // (the e2e suite, a developer's script) sees a message whole or not at all, never half-written.
      const partial = path.join(dir, `.${name}.partial`);
      await writeFile(partial, JSON.stringify(message, null, 2));
      await rename(partial, path.join(dir, name));
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log(`mail to ${message.to}: "${message.subject}"${links.length ? ` ${links.join(' ')}` : ''}`);
    },
  };
}
