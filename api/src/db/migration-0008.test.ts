import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { userInfo } from '../accounts/views';
import { listProjects } from '../portal/queries';
import { listRequests } from '../requests/queries';
import { bareDatabase, drizzleFolder, folderBefore, rows } from '../testing/migrations';
import * as schema from './schema';

const NEW_TAG = '0008_typed_storage';

describe(`migration ${NEW_TAG}: rows stored in the wire's format become typed, and read the same on the wire`, () => {
  let database: Awaited<ReturnType<typeof bareDatabase>>;
  let oldFolder: string;
  const ids: Record<string, number> = {};
  let userId = 0;

  before(async () => {
    database = await bareDatabase();
    oldFolder = folderBefore(NEW_TAG);
    await database.migrateTo(oldFolder);
    const { db } = database;
    // The old format, written as the API before 0008 wrote it.
    [{ id: userId }] = rows<{ id: number }>(await db.execute(sql`insert into users (email, first_name, last_name) values ('ada@example.ng', 'Ada Obi', '+2348011111111') returning id`)) as [{ id: number }];
    const request = async (key: string, price: string, reference: string, paidAt: string | null = null) => {
      const [row] = rows<{ id: number }>(
        await db.execute(sql`insert into service_requests (user_id, service, subject, price, reference, paid_at, created_at)
          values (${userId}, 'wd', ${key}, ${price}, ${reference}, ${paidAt}, ${`2026-01-0${Object.keys(ids).length + 1}T10:00:00Z`}) returning id`),
      );
      ids[key] = row!.id;
    };
    await request('quoted', '150000', 'Quoted');
    await request('unquoted', '0', 'Pending');
    await request('decimal', ' 2500.75', 'Quoted');
    await request('unreadable', 'call us', 'pending ');
    await request('paidAlone', 'paid', 'Ongoing', '2026-02-01T10:00:00Z');
    await request('paidInCart', 'paid', 'Completed', '2026-02-02T10:00:00Z');
    await request('paidNoDate', 'paid', 'Someday');
    // The single-item payment still knows its request's amount; the cart of two was discounted.
    await db.execute(sql`insert into payments (reference, user_id, kind, item_ids, amount_kobo, status) values
      ('R1', ${userId}, 'requests', ${JSON.stringify([ids.paidAlone])}::jsonb, 8500000, 'paid'),
      ('R2', ${userId}, 'requests', ${JSON.stringify([ids.paidInCart, ids.paidNoDate])}::jsonb, 1900000, 'paid')`);
    const project = async (key: string, requestId: number, stages: string) => {
      const [row] = rows<{ id: number }>(
        await db.execute(sql`insert into projects (request_id, user_id, list_stages, current_stage) values (${requestId}, ${userId}, ${stages}, 'Build') returning id`),
      );
      ids[key] = row!.id;
    };
    await project('threeStages', ids.paidAlone!, 'Design,Build,Launch');
    await project('noStages', ids.paidInCart!, '');

    await database.migrateTo(drizzleFolder);
  });
  after(async () => {
    await database.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it('moves the phone out of last_name into its own column', async () => {
    const [user] = await database.db.select().from(schema.users);
    assert.equal(user!.phone, '+2348011111111');
    assert.equal('lastName' in user!, false);
    const columns = rows<{ column_name: string }>(await database.db.execute(sql`select column_name from information_schema.columns where table_name = 'users'`)).map((c) => c.column_name);
    assert.ok(columns.includes('phone') && !columns.includes('last_name'));
    assert.equal(userInfo(user!, 'tok').last_name, '+2348011111111', 'the wire still carries it as last_name');
  });

  it('turns text prices into whole naira, and the paid marker into paid_at with the amount kept where a payment knows it', async () => {
    const all = await database.db.select().from(schema.serviceRequests);
    const by = (key: string) => all.find((r) => r.id === ids[key])!;
    assert.deepEqual(
      Object.fromEntries(Object.keys(ids).filter((k) => !k.endsWith('Stages')).map((k) => [k, [by(k).price, by(k).paidAt !== null]])),
      {
        quoted: [150000, false],
        unquoted: [0, false],
        decimal: [2500, false],
        unreadable: [0, false],
        paidAlone: [85000, true],
        paidInCart: [0, true],
        paidNoDate: [0, true],
      },
    );
    assert.equal(by('paidAlone').paidAt!.toISOString(), '2026-02-01T10:00:00.000Z', 'paid_at is kept');
    assert.equal(by('paidNoDate').paidAt!.toISOString(), by('paidNoDate').createdAt.toISOString(), 'a paid row without paid_at gets its creation');
  });

  it('makes the status a checked column: labels normalised, an unknown one Pending, and nothing else accepted afterwards', async () => {
    const all = await database.db.select({ id: schema.serviceRequests.id, status: schema.serviceRequests.status }).from(schema.serviceRequests);
    const status = (key: string) => all.find((r) => r.id === ids[key])!.status;
    assert.deepEqual([status('quoted'), status('unreadable'), status('paidAlone'), status('paidInCart'), status('paidNoDate')], ['Quoted', 'Pending', 'Ongoing', 'Completed', 'Pending']);
    await assert.rejects(database.db.execute(sql`update service_requests set status = 'Whatever' where id = ${ids.quoted}`));
    await assert.rejects(database.db.execute(sql`update service_requests set price = -1 where id = ${ids.quoted}`));
  });

  it('splits the comma-joined stages into an array (none for an empty string)', async () => {
    const all = await database.db.select({ id: schema.projects.id, stages: schema.projects.stages }).from(schema.projects);
    assert.deepEqual(all.find((p) => p.id === ids.threeStages)!.stages, ['Design', 'Build', 'Launch']);
    assert.deepEqual(all.find((p) => p.id === ids.noStages)!.stages, []);
  });

  it("answers the spec's wire format from the migrated rows: what it answered before, an unknown status label now reading Pending", async () => {
    const requests = await listRequests(database.db, userId);
    assert.deepEqual(
      Object.fromEntries(requests.map((r) => [r.id, [r.price, r.reference]])),
      {
        [ids.quoted!]: ['150000', 'Quoted'],
        [ids.unquoted!]: ['0', 'Pending'],
        [ids.decimal!]: ['2500', 'Quoted'],
        [ids.unreadable!]: ['0', 'Pending'],
        [ids.paidAlone!]: ['paid', 'Ongoing'],
        [ids.paidInCart!]: ['paid', 'Completed'],
        [ids.paidNoDate!]: ['paid', 'Pending'],
      },
    );
    const projects = await listProjects(database.db, userId);
    assert.deepEqual(Object.fromEntries(projects.map((p) => [p.id, p.list_stages])), { [ids.threeStages!]: 'Design,Build,Launch', [ids.noStages!]: '' });
  });
});
