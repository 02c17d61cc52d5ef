import assert from 'node:assert/strict';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../config';
import { createMailer } from './create-mailer';

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
});
