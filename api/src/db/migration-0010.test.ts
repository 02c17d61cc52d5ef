import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { certificate } from '../academy/queries';
import { bareDatabase, drizzleFolder, folderBefore, rows } from '../testing/migrations';
import * as schema from './schema';

const NEW_TAG = '0010_public_ids';

describe(`migration ${NEW_TAG}: every user, existing or new, gets a random public id; old certificate links keep working for existing users only`, () => {
  let database: Awaited<ReturnType<typeof bareDatabase>>;
  let oldFolder: string;
  const existing: number[] = [];

  before(async () => {
    database = await bareDatabase();
    oldFolder = folderBefore(NEW_TAG);
    await database.migrateTo(oldFolder);
    const { db } = database;
    for (const email of ['ada@example.ng', 'bola@example.ng', 'chi@example.ng']) {
      const [row] = rows<{ id: number }>(await db.execute(sql`insert into users (email, first_name) values (${email}, ${email.split('@')[0]!}) returning id`));
      existing.push(row!.id);
    }
    const [tutorial] = rows<{ id: number }>(
      await db.execute(sql`insert into tutorials (title, start_date, end_date, course_id, is_done, is_cert_awarded) values ('Done', '2025-01-01', '2025-02-01', 'DONE1', true, true) returning id`),
    );
    await db.execute(sql`insert into enrolments (tutorial_id, user_id) values (${tutorial!.id}, ${existing[0]!})`);
    await database.migrateTo(drizzleFolder);
  });
  after(async () => {
    await database.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it('gives each existing user their own 128-bit public id', async () => {
    const all = await database.db.select().from(schema.users);
    assert.equal(all.length, 3);
    for (const user of all) assert.match(user.publicId, /^[0-9a-f]{32}$/);
    assert.equal(new Set(all.map((u) => u.publicId)).size, 3);
    assert.ok(all.every((u) => u.legacyCertificateLinks), 'their old certificate links may be out there');
  });

  it('gives every user created afterwards one too, and no old-style links', async () => {
    const [made] = await database.db.insert(schema.users).values({ email: 'dayo@example.ng' }).returning();
    assert.match(made!.publicId, /^[0-9a-f]{32}$/);
    assert.equal(made!.legacyCertificateLinks, false);
    await assert.rejects(
      database.db.insert(schema.users).values({ email: 'eke@example.ng', publicId: made!.publicId }),
      'two users never share a public id',
    );
  });

  it("leads an existing holder's old link to the new address", async () => {
    const [ada] = await database.db.select().from(schema.users).where(sql`${schema.users.id} = ${existing[0]!}`);
    const answer = await certificate(database.db, `DONE1-${existing[0]}`);
    assert.equal(answer.certificate_id, `DONE1-${ada!.publicId}`);
    assert.equal(answer.namer, 'ada');
  });
});
