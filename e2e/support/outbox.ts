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

/**
 * Waits for the newest email to `to` holding a link that matches `pattern` (tested against each link in its text, in
 * order); answers that email and the link's address.
 */
async function newestMailLink(to: string, pattern: RegExp, dataDir?: string, timeout?: number): Promise<{ mail: Mail; url: URL }> {
  let found: { mail: Mail; url: URL } | undefined;
  await expect
    .poll(
      () => {
        found = undefined;
        for (const mail of mailsTo(to, dataDir).reverse()) {
          const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => pattern.test(l));
          if (link) {
            found = { mail, url: new URL(link) };
            break;
          }
        }
        return found;
      },
      { message: `a mail to ${to} with a link matching ${pattern}`, timeout },
    )
    .toBeTruthy();
  return found as { mail: Mail; url: URL };
}

/** Waits for the newest email to `to` holding a link whose path contains `prefix` and more; answers it and the link's path. */
export async function mailWithLink(to: string, prefix: string, dataDir?: string, timeout = 20_000): Promise<{ mail: Mail; link: string }> {
  const { mail, url } = await newestMailLink(to, new RegExp(`${prefix}[^\\s]+`), dataDir, timeout);
  return { mail, link: url.pathname };
}

/** The path and query of the link matching `pattern` in the newest email to `to` that has one. */
export async function emailedLink(to: string, pattern: RegExp, dataDir?: string): Promise<string> {
  const { url } = await newestMailLink(to, pattern, dataDir);
  return `${url.pathname}${url.search}`;
}
