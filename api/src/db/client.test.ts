import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { drizzleFolder, rows } from '../testing/migrations';
import { migratedTemplate } from '../testing/pglite-template';
import { openDatabase } from './client';

const journal = JSON.parse(readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
const applied = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
  rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]?.n;

describe('an embedded database started from a dump (the tests’ migrated template)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-start-from-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('starts a new folder with every migration applied, and takes writes', async () => {
    const database = await openDatabase({ dataDir: dir, startFrom: await migratedTemplate() });
    try {
      assert.equal(await applied(database.db), journal.entries.length);
      await database.db.execute(sql`insert into newsletter_subscribers (email) values ('kept@example.ng')`);
    } finally {
      await database.close();
    }
  });

  it('opens a folder that already holds a database as it is: the dump never replaces its data', async () => {
    const database = await openDatabase({ dataDir: dir, startFrom: await migratedTemplate() });
    try {
      const found = rows<{ email: string }>(await database.db.execute(sql`select email from newsletter_subscribers`));
      assert.deepEqual(
        found.map((r) => r.email),
        ['kept@example.ng'],
      );
    } finally {
      await database.close();
    }
  });
});
