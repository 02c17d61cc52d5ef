import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** A message as the API's outbox mailer stores it (api/src/mail/outbox-mailer.ts): whole, renamed into place once written. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string; encoding?: string }[];
}

/** The emails the site under test wrote to its outbox (no SMTP in the suite; one site for every project), oldest first. */
export function outbox(dataDir = process.env.E2E_DATA_DIR ?? ''): Mail[] {
  const dir = path.join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return names.map((n) => JSON.parse(readFileSync(path.join(dir, n), 'utf8')) as Mail);
}

/** The emails to `to` (the address compared as a mail server would, case aside), oldest first. */
export function mailsTo(to: string, dataDir?: string): Mail[] {
  return outbox(dataDir).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** Waits for the newest email to `to` holding a link whose path contains `prefix`; answers it and the link's path. */
export async function mailWithLink(to: string, prefix: string, dataDir?: string, timeout = 20_000): Promise<{ mail: Mail; link: string }> {
  let found: { mail: Mail; link: string } | undefined;
  await expect
    .poll(
      () => {
        for (const mail of mailsTo(to, dataDir)) {
          const link = mail.text.match(new RegExp(`https?://\\S+${prefix}[^\\s]+`))?.[0];
          if (link) found = { mail, link: new URL(link).pathname };
        }
        return found;
      },
      { message: `a mail to ${to} with a ${prefix} link`, timeout },
    )
    .toBeTruthy();
  return found as { mail: Mail; link: string };
}

/** The path of the first link in the newest email to `to` whose text matches `pattern`. */
export async function emailedLink(to: string, pattern: RegExp, dataDir?: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const mail = mailsTo(to, dataDir).reverse().find((m) => pattern.test(m.text));
      link = mail?.text.match(/https?:\/\/\S+/g)?.find((l) => pattern.test(l)) ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
