import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const MIGRATION = '0007_certificate_numbers';
const CODE = /^[0-9A-HJKMNP-TV-Z]{6}$/;

async function apply(db: PGlite, tag: string): Promise<void> {
  const text = readFileSync(path.join(migrations, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

/** The certificate-code migration, run on a database that already holds enrolments (as production does). */
describe('certificate numbers: migration 0007', () => {
  let db: PGlite;

  before(async () => {
    db = new PGlite();
    const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
    const mine = journal.entries.find((e) => e.tag === MIGRATION);
    assert.ok(mine, 'the migration is in the journal');
    // Every migration before this one, in the journal's order, then enrolments made before it existed.
    for (const entry of [...journal.entries].sort((a, b) => a.when - b.when)) {
      if (entry.when < mine.when) await apply(db, entry.tag);
    }
    await db.exec(`
      INSERT INTO users (email, first_name) SELECT 'student' || g || '@example.ng', 'Student ' || g FROM generate_series(1, 40) g;
      INSERT INTO tutorials (title, start_date, end_date, course_id, is_done, is_cert_awarded)
        VALUES ('Old course', '2025-01-01', '2025-02-01', 'OLD2025', true, true), ('New course', '2026-01-01', '2026-02-01', 'NEW2026', false, true);
      INSERT INTO enrolments (tutorial_id, user_id) SELECT 1, id FROM users;
      INSERT INTO enrolments (tutorial_id, user_id) SELECT 2, id FROM users WHERE id <= 10;
    `);
    await apply(db, MIGRATION);
  });
  after(() => db.close());

  it('backfills a code on every enrolment that existed before it, each different', async () => {
    const { rows } = await db.query<{ id: number; certificate_code: string | null }>('SELECT id, certificate_code FROM enrolments ORDER BY id');
    assert.equal(rows.length, 50);
    for (const row of rows) assert.match(row.certificate_code ?? '', CODE, `enrolment ${row.id}`);
    assert.equal(new Set(rows.map((r) => r.certificate_code)).size, rows.length);
  });

  it('gives new enrolments a code too, and a backfilled code is the one the database computes again', async () => {
    await db.exec(`INSERT INTO enrolments (tutorial_id, user_id) VALUES (2, 11)`);
    const { rows } = await db.query<{ certificate_code: string; again: string }>(
      'SELECT certificate_code, certificate_code(id) AS again FROM enrolments WHERE tutorial_id = 2 AND user_id IN (1, 11) ORDER BY user_id',
    );
    assert.equal(rows.length, 2);
    for (const row of rows) {
      assert.match(row.certificate_code, CODE);
      assert.equal(row.certificate_code, row.again);
    }
  });

  it('never gives two enrolment ids the same code (it is a bijection, checked over the first 50,000 ids)', async () => {
    const { rows } = await db.query<{ ids: number; codes: number }>(
      'SELECT count(*)::int AS ids, count(DISTINCT certificate_code(g))::int AS codes FROM generate_series(1, 50000) g',
    );
    assert.deepEqual(rows[0], { ids: 50000, codes: 50000 });
  });

  it('does not let a code be written by hand', async () => {
    await assert.rejects(db.exec(`UPDATE enrolments SET certificate_code = 'AAAAAA' WHERE id = 1`));
  });
});
