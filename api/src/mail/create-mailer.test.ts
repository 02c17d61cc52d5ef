import assert from 'node:assert/strict';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../config';
import { createMailer } from './create-mailer';
import { createOutboxMailer } from './outbox-mailer';

describe('createMailer', () => {
  it('writes to DATA_DIR/outbox and logs the links when no SMTP_URL is set', async () => {
    const dataDir = path.join(tmpdir(), `outbox-test-${process.pid}-${Date.now()}`);
    const lines: string[] = [];
    const mailer = createMailer(loadConfig({ NODE_ENV: 'test' }, { DATA_DIR: dataDir }), (l) => lines.push(l));
    try {
      await mailer.send({ to: 'a@example.ng', subject: 'Hello', text: 'Go to https://site.test/x now' });
      const files = await readdir(path.join(dataDir, 'outbox'));
      assert.equal(files.length, 1);
      const stored = JSON.parse(await readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8'));
      assert.equal(stored.to, 'a@example.ng');
      assert.match(lines[0]!, /https:\/\/site\.test\/x/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('never shows a reader a half-written message: a mail is in the outbox whole or not at all', async () => {
    // Found in CI: the e2e suite read an outbox file while the API was still writing it ("Unexpected end of JSON
    // input"). A message of a few megabytes is written in several chunks, with the event loop free in between.
    const dir = path.join(tmpdir(), `outbox-whole-${process.pid}-${Date.now()}`);
    const mailer = createOutboxMailer(dir);
    const torn: string[] = [];
    let reads = 0;
    let sending = true;
    const reader = (async () => {
      while (sending) {
        const names = await readdir(dir).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith('.json'))) {
          reads++;
          const text = await readFile(path.join(dir, name), 'utf8').catch(() => '');
          try {
            JSON.parse(text);
          } catch {
            torn.push(`${name}: ${text.length} characters`);
          }
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      for (let i = 0; i < 3; i++) await mailer.send({ to: 'a@example.ng', subject: `Big ${i}`, text: 'x'.repeat(4_000_000) });
      sending = false;
      await reader;
      assert.deepEqual(torn, []);
      assert.ok(reads > 0, 'the reader saw the messages');
      const names = await readdir(dir);
      assert.equal(names.length, 3, `only the three messages are left: ${names.join(', ')}`);
      for (const name of names) assert.equal(JSON.parse(await readFile(path.join(dir, name), 'utf8')).text.length, 4_000_000);
    } finally {
      sending = false;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
