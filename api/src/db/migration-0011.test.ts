import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { asc, eq, sql } from 'drizzle-orm';
import { bareDatabase, drizzleFolder, folderBefore, rows } from '../testing/migrations';
import * as schema from './schema';

const NEW_TAG = '0011_consultations';

describe(`migration ${NEW_TAG}: the booking's text becomes a date, a time and a zone; clashes are flagged; nothing typed is lost`, () => {
  let database: Awaited<ReturnType<typeof bareDatabase>>;
  let oldFolder: string;
  const ids: Record<string, number> = {};

  before(async () => {
    database = await bareDatabase();
    oldFolder = folderBefore(NEW_TAG);
    await database.migrateTo(oldFolder);
    const { db } = database;
    const [user] = rows<{ id: number }>(await db.execute(sql`insert into users (email, first_name) values ('ada@example.ng', 'Ada') returning id`));
    const requests: [string, string, string][] = [
      ['long', 'Friday, November 27, 2026', '10:00'],
      ['pm', 'Monday, January 5, 2026', '2:30 PM'],
      ['short', 'Nov 27 2026', '9 am'],
      ['clash', 'Friday, November 27, 2026', '10:00'],
      ['bad', 'next Friday', 'after lunch'],
      ['impossible', 'Monday, February 30, 2026', '10:00'],
      ['none', '', ''],
    ];
    for (const [name, date, time] of requests) {
      const [row] = rows<{ id: number }>(
        await db.execute(sql`insert into service_requests (user_id, service, subject, message, booking_date, booking_time) values (${user!.id}, 'wd', ${name}, 'Hello', ${date}, ${time}) returning id`),
      );
      ids[name] = row!.id;
    }
    await database.migrateTo(drizzleFolder);
  });
  after(async () => {
    await database.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  const consultationOf = async (name: string) => (await database.db.select().from(schema.consultations).where(eq(schema.consultations.requestId, ids[name]!)))[0];

  it('reads the long date and the time once, into a date, a time, Africa/Lagos and the instants', async () => {
    const long = (await consultationOf('long'))!;
    assert.deepEqual([long.day, long.startTime, long.timeZone, long.status], ['2026-11-27', '10:00:00', 'Africa/Lagos', 'booked']);
    assert.equal(long.startsAt.toISOString(), '2026-11-27T09:00:00.000Z', '10:00 WAT is 09:00 UTC');
    assert.equal(long.endsAt.toISOString(), '2026-11-27T09:30:00.000Z');
    const pm = (await consultationOf('pm'))!;
    assert.deepEqual([pm.day, pm.startTime], ['2026-01-05', '14:30:00']);
    const short = (await consultationOf('short'))!;
    assert.deepEqual([short.day, short.startTime], ['2026-11-27', '09:00:00']);
  });

  it('flags the later of two bookings of one time as a clash, so one booking per slot holds from now on', async () => {
    assert.equal((await consultationOf('clash'))!.status, 'clash');
    assert.equal((await consultationOf('long'))!.status, 'booked');
  });

  it('keeps a text that names no real day in the request message, and makes no consultation of it', async () => {
    for (const name of ['bad', 'impossible']) {
      assert.equal(await consultationOf(name), undefined);
      const [request] = await database.db.select().from(schema.serviceRequests).where(eq(schema.serviceRequests.id, ids[name]!));
      assert.match(request!.message, /^Hello\n\n\(Asked for: .+\)$/);
    }
    assert.equal(await consultationOf('none'), undefined);
    const [none] = await database.db.select().from(schema.serviceRequests).where(eq(schema.serviceRequests.id, ids.none!));
    assert.equal(none!.message, 'Hello');
  });

  it('creates the settings with the defaults (Monday–Friday 09:00–17:00 WAT, 30 minutes, 24 hours notice)', async () => {
    const [settings] = await database.db.select().from(schema.consultationSettings).orderBy(asc(schema.consultationSettings.id));
    assert.deepEqual(
      settings!.workingHours.map((h) => [h.weekday, h.start, h.end]),
      [1, 2, 3, 4, 5].map((d) => [d, '09:00', '17:00']),
    );
    assert.deepEqual([settings!.slotMinutes, settings!.bufferMinutes, settings!.noticeHours, settings!.timeZone], [30, 0, 24, 'Africa/Lagos']);
  });
});
