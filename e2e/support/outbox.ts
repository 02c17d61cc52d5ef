import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The emails the site under test wrote to its outbox (no SMTP in the suite; one site for every project), newest last. */
export function outbox(dataDir = process.env.E2E_DATA_DIR ?? ''): { to: string; subject: string; text: string }[] {
  const dir = path.join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return names.map((n) => JSON.parse(readFileSync(path.join(dir, n), 'utf8')));
}

/** The path of the first link in the newest email to `to` whose text matches `pattern`. */
export async function emailedLink(to: string, pattern: RegExp, dataDir?: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const mail = outbox(dataDir).reverse().find((m) => m.to.toLowerCase() === to.toLowerCase() && pattern.test(m.text));
      link = mail?.text.match(/https?:\/\/\S+/g)?.find((l) => pattern.test(l)) ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
