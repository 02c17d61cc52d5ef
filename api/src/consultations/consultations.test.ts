import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { auditLog, consultations, serviceRequests } from '../db/schema';
import { bookingBody, createTestUser, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { sendDueReminders } from './reminders';
import { isSlotClash } from './service';

/** The test clock is Friday, November 20, 2026, 09:00 WAT (fixtures.TEST_NOW). */
const MONDAY = 'Monday, November 23, 2026';

function parseIcs(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const event = component.getFirstSubcomponent('vevent')!;
  const start = event.getFirstProperty('dtstart')!;
  return {
    method: component.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    location: event.getFirstPropertyValue('location'),
    url: event.getFirstPropertyValue('url'),
    status: event.getFirstPropertyValue('status'),
    start: (start.getFirstValue() as ICAL.Time).toJSDate().toISOString(),
    startIsUtc: (start.getFirstValue() as ICAL.Time).zone?.tzid === 'UTC' || start.getParameter('tzid') === 'Africa/Lagos',
  };
}

describe('consultations', () => {
  let t: TestApi;
  let staff: TestUser;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const book = (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) => call('POST', '/book_consultation', bookingBody(over), headers);
  const office = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => call(method, `/office${url}`, payload, staff.headers);

  before(async () => {
    t = await startTestApi({ RATE_LIMIT_MAX: 10_000, SITE_URL: 'https://site.test', AGENCY_INBOX: 'agency@example.ng' });
    staff = await createTestUser(t.db, t.config, { role: 'staff', email: 'host@thinkmakesolve.ng', firstName: 'Host Person' });
  });
  after(() => t.close());

  describe('availability', () => {
    it('offers 30-minute slots 09:00–16:30 WAT on working days, with instants, and says why a day has none', async () => {
      const res = await call('GET', '/availability?from=2026-11-20&days=4');
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.time_zone, 'Africa/Lagos');
      const [friday, saturday, sunday, monday] = body.days;
      assert.equal(friday.reason, 'notice');
      assert.equal(friday.reason_text, "Bookings need 24 hours' notice.");
      assert.equal(saturday.reason_text, 'We are closed on Saturdays.');
      assert.equal(sunday.reason_text, 'We are closed on Sundays.');
      assert.equal(monday.slots.length, 16);
      assert.deepEqual(monday.slots[0], { date: '2026-11-23', time: '09:00', long_date: MONDAY, starts_at: '2026-11-23T08:00:00.000Z', ends_at: '2026-11-23T08:30:00.000Z' });
      assert.equal(monday.slots.at(-1).time, '16:30');
    });

    it('drops a booked slot and frees it again when the booking is cancelled', async () => {
      const booked = await book({ date: '2026-12-01', time: '11:00' });
      assert.equal(booked.statusCode, 200);
      const times = async () => (await call('GET', '/availability?from=2026-12-01&days=1')).json().days[0].slots.map((s: { time: string }) => s.time);
      assert.ok(!(await times()).includes('11:00'));
      const token = booked.json().consultation.manage_token;
      assert.equal((await call('POST', `/consultation_link/${token}/cancel`, {})).statusCode, 200);
      assert.ok((await times()).includes('11:00'));
      assert.equal((await book({ date: '2026-12-01', time: '11:00' })).statusCode, 200, 'a cancelled booking frees its slot');
    });
  });

  describe('one booking per slot', () => {
    it('two concurrent bookings of one slot: exactly one succeeds, the other gets 409 with the nearest free slots', async () => {
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) => book({ email: `race${i}@example.ng`, date: 'Wednesday, December 2, 2026', time: '10:00' })),
      );
      const codes = results.map((r) => r.statusCode).sort();
      assert.deepEqual(codes, [200, 409, 409, 409]);
      const refused = results.find((r) => r.statusCode === 409)!.json();
      assert.equal(refused.detail, 'That time has just been booked by someone else. Please choose another time.');
      assert.ok(refused.nearest.length > 0);
      assert.ok(refused.nearest.every((s: { date: string; time: string }) => !(s.date === '2026-12-02' && s.time === '10:00')));
      const rows = await t.db.select().from(consultations).where(eq(consultations.day, '2026-12-02'));
      assert.equal(rows.filter((r) => r.startTime === '10:00:00' && r.status === 'booked').length, 1);
    });

    it('the database itself refuses an overlapping booked consultation (the exclusion constraint)', async () => {
      const ok = await book({ date: '2026-12-03', time: '09:00' });
      const [row] = await t.db.select().from(consultations).where(eq(consultations.id, ok.json().consultation.id));
      const [request] = await t.db.insert(serviceRequests).values({ userId: (await createTestUser(t.db, t.config)).id, service: 'wd', subject: 'Sneaked in' }).returning();
      const overlapping = { requestId: request!.id, day: row!.day, startTime: '09:15', startsAt: new Date(row!.startsAt.getTime() + 15 * 60_000), endsAt: new Date(row!.endsAt.getTime() + 15 * 60_000), heldUntil: new Date(row!.endsAt.getTime() + 15 * 60_000) };
      await assert.rejects(t.db.insert(consultations).values(overlapping), (error: unknown) => isSlotClash(error));
      await t.db.insert(consultations).values({ ...overlapping, status: 'cancelled' });
    });

    it('refuses out-of-hours, too-soon and weekend times with 409 and the nearest free slots', async () => {
      const cases: [Record<string, string>, RegExp][] = [
        [{ date: MONDAY, time: '08:00' }, /We do not meet at 08:00 on Monday, November 23, 2026/],
        [{ date: MONDAY, time: '17:00' }, /We do not meet at 17:00/],
        [{ date: MONDAY, time: '10:15' }, /We do not meet at 10:15/],
        [{ date: 'Saturday, November 21, 2026', time: '10:00' }, /We do not meet/],
        [{ date: 'Friday, November 20, 2026', time: '16:00' }, /Bookings need 24 hours' notice/],
        [{ date: 'Thursday, November 19, 2026', time: '10:00' }, /This day has passed/],
        [{ date: 'Friday, March 5, 2027', time: '10:00' }, /Bookings open up to 8 weeks ahead/],
      ];
      for (const [slot, detail] of cases) {
        const res = await book(slot);
        assert.equal(res.statusCode, 409, JSON.stringify(slot));
        assert.match(res.json().detail, detail);
        assert.ok(res.json().nearest.length > 0, `nearest for ${JSON.stringify(slot)}`);
      }
      const early = (await book({ date: MONDAY, time: '08:00' })).json();
      assert.equal(early.nearest[0].date, '2026-11-23', 'the nearest are around the time asked for');
    });

    it('refuses a blocked time, offers none in it, and takes bookings again once the block is removed', async () => {
      const block = await office('POST', '/blocks', { date: '2026-12-04', start_time: '13:00', end_time: '17:00', reason: 'Team workshop' });
      assert.equal(block.statusCode, 200);
      const refused = await book({ date: '2026-12-04', time: '14:00' });
      assert.equal(refused.statusCode, 409);
      assert.equal(refused.json().detail, 'Blocked by the agency. Please choose another time.');
      const day = (await call('GET', '/availability?from=2026-12-04&days=1')).json().days[0];
      assert.ok(day.slots.every((s: { time: string }) => s.time < '13:00'));
      const whole = await office('POST', '/blocks', { date: '2026-12-07', reason: 'Public holiday' });
      const closed = (await call('GET', '/availability?from=2026-12-07&days=1')).json().days[0];
      assert.deepEqual([closed.reason, closed.reason_text, closed.slots.length], ['blocked', 'Blocked by the agency.', 0]);
      assert.equal((await office('DELETE', `/blocks/${whole.json().id}`)).statusCode, 200);
      assert.equal((await call('GET', '/availability?from=2026-12-07&days=1')).json().days[0].slots.length, 16);
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'consultation.block.create'));
      assert.equal(audit.length, 2);
    });
  });

  describe('manage tokens', () => {
    it('show the booking; a reschedule moves it, rotates the token and never touches another booking', async () => {
      const mine = (await book({ email: 'mine@example.ng', date: '2026-12-08', time: '09:00' })).json();
      const other = (await book({ email: 'other@example.ng', date: '2026-12-08', time: '09:30' })).json();
      const token = mine.consultation.manage_token;
      const shown = await call('GET', `/consultation_link/${token}`);
      assert.equal(shown.statusCode, 200);
      assert.equal(shown.json().label, 'Tuesday, December 8, 2026 at 09:00 WAT');

      const onto = await call('POST', `/consultation_link/${token}/reschedule`, { date: '2026-12-08', time: '09:30' });
      assert.equal(onto.statusCode, 409, "cannot move onto the other booking's slot");

      const moved = await call('POST', `/consultation_link/${token}/reschedule`, { date: '2026-12-09', time: '15:00' });
      assert.equal(moved.statusCode, 200);
      assert.equal(moved.json().label, 'Wednesday, December 9, 2026 at 15:00 WAT');
      const fresh = moved.json().manage_token;
      assert.notEqual(fresh, token);
      assert.equal((await call('GET', `/consultation_link/${token}`)).statusCode, 404, 'the old link stops working');
      assert.equal((await call('POST', `/consultation_link/${token}/cancel`, {})).statusCode, 404);
      assert.equal((await call('GET', `/consultation_link/${fresh}`)).json().id, mine.consultation.id);

      const theirs = (await call('GET', `/consultation_link/${other.consultation.manage_token}`)).json();
      assert.deepEqual([theirs.date, theirs.time, theirs.status], ['2026-12-08', '09:30', 'booked'], 'the other booking is untouched');
      assert.equal((await call('GET', `/consultation_link/${'x'.repeat(43)}`)).statusCode, 404);

      const mails = t.sent.filter((m) => m.subject === 'Your consultation is rescheduled');
      assert.ok(mails.some((m) => m.text.includes(`/consultation/${fresh}`)), 'the client gets the new link');
      assert.ok(t.sent.some((m) => m.to === 'agency@example.ng' && /rescheduled from Tuesday, December 8, 2026 at 09:00 WAT by the client/i.test(m.subject + m.text)), 'staff are told');
    });

    it('after a cancel, the link only shows the booking', async () => {
      const b = (await book({ date: '2026-12-10', time: '10:00' })).json();
      const token = b.consultation.manage_token;
      const cancelled = await call('POST', `/consultation_link/${token}/cancel`, { reason: 'Found another date' });
      assert.equal(cancelled.statusCode, 200);
      assert.deepEqual([cancelled.json().status, cancelled.json().can_change], ['cancelled', false]);
      const again = await call('GET', `/consultation_link/${token}`);
      assert.equal(again.json().status, 'cancelled');
      assert.equal((await call('POST', `/consultation_link/${token}/reschedule`, { date: '2026-12-11', time: '10:00' })).statusCode, 409);
      assert.equal((await call('POST', `/consultation_link/${token}/cancel`, {})).statusCode, 409);
    });
  });

  describe('calendar files', () => {
    it('UTC times, a location, a stable UID across a reschedule, SEQUENCE up on each change, METHOD:CANCEL on cancel', async () => {
      const b = (await book({ email: 'ics@example.ng', date: '2026-12-14', time: '10:00' })).json();
      const first = parseIcs((await call('GET', `/consultation_link/${b.consultation.manage_token}/ics`)).body);
      assert.equal(first.method, 'REQUEST');
      assert.equal(first.start, '2026-12-14T09:00:00.000Z');
      assert.ok(first.startIsUtc);
      assert.equal(first.sequence, 0);
      assert.equal(first.location, 'Video call (the link follows by email)');

      await office('PATCH', '/availability-settings', { video_room_link: 'https://meet.example.ng/agency-room', office_address: '12 Admiralty Way, Lekki, Lagos' });
      const withRoom = parseIcs((await call('GET', `/consultation_link/${b.consultation.manage_token}/ics`)).body);
      assert.equal(withRoom.location, 'https://meet.example.ng/agency-room');
      assert.equal(withRoom.url, 'https://meet.example.ng/agency-room');

      const moved = (await call('POST', `/consultation_link/${b.consultation.manage_token}/reschedule`, { date: '2026-12-15', time: '11:30' })).json();
      const second = parseIcs((await call('GET', `/consultation_link/${moved.manage_token}/ics`)).body);
      assert.equal(second.uid, first.uid, 'the UID stays');
      assert.equal(second.sequence, 1);
      assert.equal(second.start, '2026-12-15T10:30:00.000Z');

      const office1 = await office('PATCH', `/consultations/${b.consultation.id}`, { mode: 'office' });
      assert.equal(office1.statusCode, 200);
      const third = parseIcs((await office('GET', `/consultations/${b.consultation.id}/ics`)).body);
      assert.equal(third.location, '12 Admiralty Way, Lekki, Lagos');
      assert.equal(third.sequence, 2);

      const cancelled = await call('POST', `/consultation_link/${moved.manage_token}/cancel`, {});
      assert.equal(cancelled.statusCode, 200);
      const mail = t.sent.filter((m) => m.to === 'ics@example.ng' && m.subject === 'Your consultation is cancelled').at(-1)!;
      const last = parseIcs(mail.attachments![0]!.content);
      assert.equal(last.method, 'CANCEL');
      assert.equal(last.status, 'CANCELLED');
      assert.equal(last.uid, first.uid);
      assert.equal(last.sequence, 3);
    });

    it('the confirmation email says the time in WAT, how the meeting happens, and carries the .ics and the manage link', async () => {
      const b = await book({ email: 'phone.mode@example.ng', date: '2026-12-16', time: '14:00', mode: 'phone' });
      const mail = t.sent.find((m) => m.to === 'phone.mode@example.ng')!;
      assert.match(mail.text, /When: Wednesday, December 16, 2026 at 14:00 WAT/);
      assert.match(mail.text, /How: By phone/);
      assert.ok(mail.text.includes(`https://site.test/consultation/${b.json().consultation.manage_token}`));
      assert.equal(parseIcs(mail.attachments![0]!.content).location, 'Phone call');
    });
  });

  describe('reminders', () => {
    it('go 24 hours and 1 hour before, once each, and never for a cancelled or rescheduled-away time', async () => {
      const kept = (await book({ email: 'remind.me@example.ng', date: '2026-12-17', time: '10:00' })).json();
      const dropped = (await book({ email: 'cancelled.one@example.ng', date: '2026-12-17', time: '10:30' })).json();
      const movedAway = (await book({ email: 'moved.one@example.ng', date: '2026-12-17', time: '11:00' })).json();
      await call('POST', `/consultation_link/${dropped.consultation.manage_token}/cancel`, {});
      await call('POST', `/consultation_link/${movedAway.consultation.manage_token}/reschedule`, { date: '2026-12-21', time: '11:00' });
      const reminders = (to: string) => t.sent.filter((m) => m.to === to && m.subject.startsWith('Reminder:'));

      // Two days before: nothing is due.
      assert.equal(await sendDueReminders(t.db, t.config, new Date('2026-12-15T09:00:00Z')), 0);
      // 23 hours before 10:00 WAT (09:00Z) on the 17th.
      const dayBefore = new Date('2026-12-16T10:00:00Z');
      await sendDueReminders(t.db, t.config, dayBefore);
      await sendDueReminders(t.db, t.config, dayBefore);
      await t.mailQueue.flush();
      assert.equal(reminders('remind.me@example.ng').length, 1);
      assert.match(reminders('remind.me@example.ng')[0]!.subject, /tomorrow, Thursday, December 17, 2026 at 10:00 WAT/);
      assert.equal(reminders('cancelled.one@example.ng').length, 0);
      assert.equal(reminders('moved.one@example.ng').length, 0);

      const hourBefore = new Date('2026-12-17T08:05:00Z');
      await sendDueReminders(t.db, t.config, hourBefore);
      await sendDueReminders(t.db, t.config, hourBefore);
      await t.mailQueue.flush();
      assert.equal(reminders('remind.me@example.ng').length, 2);
      assert.match(reminders('remind.me@example.ng')[1]!.subject, /in one hour/);
      assert.equal(reminders('cancelled.one@example.ng').length, 0);
      assert.equal(reminders('moved.one@example.ng').length, 0, 'the old time of a rescheduled booking is not reminded');
      void kept;
    });
  });

  describe('the portal and the office', () => {
    it("lists my consultations, upcoming and past, and never lets me touch another client's", async () => {
      const me = await createTestUser(t.db, t.config);
      const someone = await createTestUser(t.db, t.config);
      const mine = (await book({ date: '2026-12-18', time: '09:00' }, me.headers)).json();
      const theirs = (await book({ date: '2026-12-18', time: '09:30' }, someone.headers)).json();
      const list = (await call('GET', '/consultations', undefined, me.headers)).json();
      assert.deepEqual(list.upcoming.map((c: { id: number }) => c.id), [mine.consultation.id]);
      assert.equal(list.upcoming[0].mode, 'video');
      assert.equal((await call('POST', `/consultations/${theirs.consultation.id}/cancel`, {}, me.headers)).statusCode, 404);
      assert.equal((await call('GET', `/consultations/${theirs.consultation.id}/ics`, undefined, me.headers)).statusCode, 404);
      const moved = await call('POST', `/consultations/${mine.consultation.id}/reschedule`, { date: '2026-12-18', time: '15:00' }, me.headers);
      assert.equal(moved.json().time, '15:00');
      assert.equal((await call('POST', `/consultations/${mine.consultation.id}/cancel`, {}, me.headers)).json().status, 'cancelled');
      const after = (await call('GET', '/consultations', undefined, me.headers)).json();
      assert.deepEqual([after.upcoming.length, after.past[0].status], [0, 'cancelled']);
      assert.equal((await call('GET', '/consultations')).statusCode, 401);
    });

    it('staff see a range, set the host and the link, reschedule and cancel, all audited', async () => {
      const b = (await book({ email: 'office.view@example.ng', phone: '08031234567', date: '2026-12-22', time: '10:00' })).json();
      const list = (await office('GET', '/consultations?from=2026-12-21&to=2026-12-27')).json();
      const row = list.find((c: { id: number }) => c.id === b.consultation.id);
      assert.equal(row.whatsapp_url, 'https://wa.me/2348031234567');
      const set = await office('PATCH', `/consultations/${b.consultation.id}`, { host_id: staff.id, meeting_link: 'https://meet.example.ng/room-22' });
      assert.equal(set.statusCode, 200);
      assert.equal(set.json().host.email, staff.email);
      assert.equal(set.json().meeting_link, 'https://meet.example.ng/room-22');
      assert.ok(t.sent.some((m) => m.to === 'office.view@example.ng' && m.subject === 'Your consultation is updated' && m.text.includes('https://meet.example.ng/room-22')));
      const notStaff = await createTestUser(t.db, t.config);
      assert.equal((await office('PATCH', `/consultations/${b.consultation.id}`, { host_id: notStaff.id })).statusCode, 400);
      assert.equal((await office('POST', `/consultations/${b.consultation.id}/reschedule`, { date: '2026-12-23', time: '12:00' })).json().time, '12:00');
      assert.ok(t.sent.some((m) => m.to === staff.email && /rescheduled/i.test(m.subject)), 'the host is told');
      assert.equal((await office('POST', `/consultations/${b.consultation.id}/cancel`, { reason: 'Client asked by phone' })).json().status, 'cancelled');
      // The calendar file names the client: staff downloading it is recorded (issue 30, a breach's who-saw-what).
      const ics = await office('GET', `/consultations/${b.consultation.id}/ics`);
      assert.equal(ics.statusCode, 200);
      const downloads = await t.db.select().from(auditLog).where(eq(auditLog.action, 'personal_data.download'));
      assert.ok(downloads.some((d) => d.target === `consultation ${b.consultation.id}` && d.actorEmail === staff.email), 'the download is in the audit log');
      const actions = (await t.db.select().from(auditLog)).map((a) => a.action);
      for (const action of ['consultation.change', 'consultation.reschedule', 'consultation.cancel', 'consultation.settings']) assert.ok(actions.includes(action), action);
      const client = await createTestUser(t.db, t.config);
      assert.equal((await call('GET', '/office/consultations?from=2026-12-21&to=2026-12-27', undefined, client.headers)).statusCode, 403);
    });

    it('settings drive availability: hours, slot length and notice', async () => {
      const res = await office('PATCH', '/availability-settings', { working_hours: [{ weekday: 6, start: '10:00', end: '12:00' }], slot_minutes: 60, notice_hours: 48 });
      assert.equal(res.statusCode, 200);
      const days = (await call('GET', '/availability?from=2026-12-26&days=3')).json().days;
      assert.deepEqual(days[0].slots.map((s: { time: string }) => s.time), ['10:00', '11:00'], 'Saturday now open, hourly');
      assert.equal(days[2].reason_text, 'We are closed on Mondays.');
      await office('PATCH', '/availability-settings', { working_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })), slot_minutes: 30, notice_hours: 24 });
    });
  });
});
