import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { enrolments, tutorials, users } from '../db/schema';
import { verifyPassword } from '../lib/passwords';
import { createTestUser, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';

describe('academy: tutorials, enrolment and certificates', () => {
  let t: TestApi;
  let student: TestUser;
  let visitor: TestUser;
  const ids = { free: 0, paid: 0, finished: 0, finishedNoCert: 0 };

  before(async () => {
    // Certificate lookups are limited per address: this suite makes many from one, the limit has its own below.
    t = await startTestApi({ RATE_LIMIT_MAX: 1000 });
    student = await createTestUser(t.db, t.config, { firstName: 'Ngozi Eze' });
    visitor = await createTestUser(t.db, t.config);
    const base = { description: 'Long text', briefDescription: 'Short text', instructor: 'Emeka Obi', link: 'https://meet.example/class' };
    const [free, paid, finished, finishedNoCert] = await t.db
      .insert(tutorials)
      .values([
        { ...base, title: 'Free course', amount: 0, startDate: '2027-01-10', endDate: '2027-02-10', courseId: 'FREE1', whatToLearn: ['One', 'Two'] },
        { ...base, title: 'Paid course', amount: 85000, isCurrent: true, startDate: '2026-01-10', endDate: '2027-02-10', courseId: 'PAID1', isCertAwarded: true },
        { ...base, title: 'Finished course', amount: 30000, startDate: '2025-01-10', endDate: '2025-02-10', courseId: 'DONE1', isDone: true, isCertAwarded: true },
        { ...base, title: 'No certificate', amount: 0, startDate: '2025-01-10', endDate: '2025-02-10', courseId: 'DONE2', isDone: true },
      ])
      .returning();
    ids.free = free!.id;
    ids.paid = paid!.id;
    ids.finished = finished!.id;
    ids.finishedNoCert = finishedNoCert!.id;
    await t.db.insert(enrolments).values([
      { tutorialId: ids.finished, userId: student.id },
      { tutorialId: ids.finishedNoCert, userId: student.id },
    ]);
  });
  after(() => t.close());

  it('lists every tutorial, unfinished and current first, with the link only for enrolled students', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/all_tutorial' });
    assert.equal(guest.statusCode, 200);
    const list = guest.json();
    assert.deepEqual(
      list.map((x: { title: string }) => x.title),
      ['Paid course', 'Free course', 'Finished course', 'No certificate'],
    );
    assert.ok(list.every((x: { link: string }) => x.link === ''));
    assert.deepEqual(Object.keys(list[0]).sort(), [
      'amount', 'brief_description', 'course_id', 'description', 'end_date', 'id', 'instructor', 'is_cert_awarded', 'is_current', 'is_done', 'link', 'start_date', 'title',
    ]);
    const mine = (await t.app.inject({ method: 'POST', url: '/api/all_tutorial', headers: student.headers })).json();
    assert.equal(mine.find((x: { id: number }) => x.id === ids.finished).link, 'https://meet.example/class');
    assert.equal(mine.find((x: { id: number }) => x.id === ids.free).link, '');
  });

  it('shows a tutorial to a guest with is_not_aut, and to a stale token the same way', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/tutorial_detail/${ids.free}`, headers });
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.is_not_aut, true);
      assert.equal(body.is_student, false);
      assert.equal(body.link, '');
      assert.deepEqual(body.what_to_learn, ['One', 'Two']);
    }
  });

  it('shows an enrolled student the class link', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/tutorial_detail/${ids.finished}`, headers: student.headers });
    const body = res.json();
    assert.equal(body.is_not_aut, false);
    assert.equal(body.is_student, true);
    assert.equal(body.link, 'https://meet.example/class');
  });

  it('answers 404 for an unknown tutorial and 400 for a malformed id', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/tutorial_detail/99999' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/tutorial_detail/x' })).statusCode, 400);
  });

  it('enrols a signed-in user in a free tutorial, idempotently, through both calls', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/add_student', headers: visitor.headers, payload: { id: ids.free } });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.message, 'success');
    assert.equal(body.is_student, true);
    assert.equal(body.user.id, visitor.publicId);
    assert.equal(body.user.token, visitor.token);
    for (let i = 0; i < 2; i++) {
      const again = await t.app.inject({ method: 'POST', url: '/api/register_student', headers: visitor.headers, payload: { id: ids.free } });
      assert.equal(again.statusCode, 200);
      assert.deepEqual(again.json(), { message: 'success', is_student: true });
    }
    const rows = await t.db.select().from(enrolments).where(and(eq(enrolments.tutorialId, ids.free), eq(enrolments.userId, visitor.id)));
    assert.equal(rows.length, 1);
  });

  it('does not enrol anyone in a paid tutorial without a payment', async () => {
    const add = await t.app.inject({ method: 'POST', url: '/api/add_student', headers: visitor.headers, payload: { id: ids.paid } });
    assert.equal(add.statusCode, 200);
    assert.equal(add.json().is_student, false);
    const reg = await t.app.inject({ method: 'POST', url: '/api/register_student', headers: visitor.headers, payload: { id: ids.paid } });
    assert.equal(reg.statusCode, 402);
    assert.match(reg.json().detail, /payment/);
    const rows = await t.db.select().from(enrolments).where(eq(enrolments.tutorialId, ids.paid));
    assert.equal(rows.length, 0);
  });

  // The spec's table says "bearer if signed in": a guest is answered, not refused, and nothing is written.
  it('register_student without a sign-in answers is_student false and enrols nobody; a stale token still answers 401', async () => {
    const before = (await t.db.select().from(enrolments).where(eq(enrolments.tutorialId, ids.free))).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/register_student', payload: { id: ids.free } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { message: 'success', is_student: false });
    assert.equal((await t.db.select().from(enrolments).where(eq(enrolments.tutorialId, ids.free))).length, before);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/register_student', payload: { id: 999_999 } });
    assert.equal(unknown.statusCode, 404);
    const stale = await t.app.inject({ method: 'POST', url: '/api/register_student', headers: { authorization: 'Bearer not-a-session' }, payload: { id: ids.free } });
    assert.equal(stale.statusCode, 401);
  });

  it('creates, signs in and enrols a guest (argon2id), whose token then works', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/add_student',
      payload: { id: ids.free, name: 'Bola Tinubu-Ade', email: 'Bola@Example.ng', password: 'Str0ng!pass' },
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.is_student, true);
    assert.equal(body.user.first_name, 'Bola Tinubu-Ade');
    assert.equal(body.user.email, 'Bola@Example.ng');
    const [row] = await t.db.select().from(users).where(eq(users.publicId, body.user.id));
    assert.match(row!.passwordHash!, /^\$argon2id\$/);
    assert.ok(await verifyPassword(row!.passwordHash, 'Str0ng!pass'));
    const detail = await t.app.inject({ method: 'GET', url: `/api/tutorial_detail/${ids.free}`, headers: { authorization: `Bearer ${body.user.token}` } });
    assert.equal(detail.json().is_student, true);
    assert.equal(detail.json().is_not_aut, false);
  });

  it("answers 409 'User with that email already exist' for a taken email, whatever its case, creating nothing", async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/add_student',
      payload: { id: ids.free, name: 'Someone', email: 'bola@example.NG', password: 'Str0ng!pass' },
    });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), { detail: 'User with that email already exist' });
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    assert.deepEqual(after, before);
  });

  it('refuses an incomplete guest form or a weak password with a detail, creating nothing', async () => {
    const cases = [
      { id: ids.free, email: 'a@b.ng', password: 'Str0ng!pass' },
      { id: ids.free, name: 'A', email: 'a@b.ng' },
      { id: ids.free, name: 'A', email: 'a@b.ng', password: 'abc' },
      { id: ids.free, name: 'A', email: 'a@b.ng', password: 'alllowercase1!' },
      { id: ids.free, name: 'A', email: 'not-an-email', password: 'Str0ng!pass' },
    ];
    for (const payload of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/add_student', payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(typeof res.json().detail, 'string');
    }
    assert.equal((await t.db.select().from(users).where(eq(users.email, 'a@b.ng'))).length, 0);
  });

  it('verifies a certificate without a token: the student of a finished tutorial that awards one', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/view_n_verify_cert/DONE1-${student.publicId}` });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.is_student, true);
    assert.equal(body.namer, 'Ngozi Eze');
    assert.equal(body.course_id, 'DONE1');
    assert.equal(body.certificate_id, `DONE1-${student.publicId}`, 'the address it lives at is the one asked for');
    assert.equal(body.tutorial.title, 'Finished course');
    assert.equal(body.tutorial.instructor, 'Emeka Obi');
    assert.equal(body.tutorial.end_date, '2025-02-10');
    assert.equal('link' in body.tutorial, false);
    assert.match(body.certificate_number, /^TMS-DONE1-[0-9A-HJKMNP-TV-Z]{6}$/);
  });

  it('gives each holder their own certificate number, the same every time it is asked for', async () => {
    const classmate = await createTestUser(t.db, t.config, { firstName: 'Tunde Bakare' });
    await t.db.insert(enrolments).values({ tutorialId: ids.finished, userId: classmate.id });
    const number = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/view_n_verify_cert/${id}` })).json().certificate_number;
    const mine = await number(`DONE1-${student.publicId}`);
    const theirs = await number(`DONE1-${classmate.publicId}`);
    assert.match(theirs, /^TMS-DONE1-[0-9A-HJKMNP-TV-Z]{6}$/);
    assert.notEqual(mine, theirs);
    // Stable: asked again (signed in or not) it is the same number, and it is the one stored on the enrolment.
    assert.equal(await number(`DONE1-${student.publicId}`), mine);
    const signedIn = await t.app.inject({ method: 'GET', url: `/api/view_n_verify_cert/DONE1-${student.publicId}`, headers: student.headers });
    assert.equal(signedIn.json().certificate_number, mine);
    const [row] = await t.db
      .select({ code: enrolments.certificateCode })
      .from(enrolments)
      .where(and(eq(enrolments.tutorialId, ids.finished), eq(enrolments.userId, student.id)));
    assert.equal(mine, `TMS-DONE1-${row!.code}`);
    // The course id is still answered as the spec has it.
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/view_n_verify_cert/DONE1-${classmate.publicId}` })).json().course_id, 'DONE1');
  });

  it("answers every id that is not a certificate the same 404 'Invalid Certificate': unknown or not a holder, nothing tells which", async () => {
    const unknownUser = 'f'.repeat(32);
    const ids = [
      // A user who exists but holds nothing here, and one who does not exist: the same answer.
      `DONE1-${visitor.publicId}`,
      `DONE1-${unknownUser}`,
      // A holder's certificate of an unfinished tutorial, or of one that awards none.
      `DONE2-${student.publicId}`,
      `PAID1-${student.publicId}`,
      // The database's sequence no longer finds anyone (a user who never had an old-style link).
      `DONE1-${student.id}`,
      `DONE1-${visitor.id}`,
      // Malformed or unknown.
      'DONE1',
      `-${student.publicId}`,
      'DONE1-',
      'DONE1-abc',
      'DONE-1-5',
      'NOPE9-1',
      `NOPE9-${student.publicId}`,
      'DONE1-99999999',
      'DONE1-0',
      'DONE1-99999999999',
      `DONE1-${student.publicId.toUpperCase()}`,
    ];
    for (const id of ids) {
      const res = await t.app.inject({ method: 'GET', url: `/api/view_n_verify_cert/${encodeURIComponent(id)}` });
      assert.equal(res.statusCode, 404, id);
      assert.deepEqual(res.json(), { detail: 'Invalid Certificate' }, id);
    }
  });

  it('puts a random public id on the wire, never the sequence: 32 hex characters, a different one for every user', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: student.email, password: student.password } });
    assert.equal(login.json().id, student.publicId);
    for (const user of [student, visitor]) {
      assert.match(user.publicId, /^[0-9a-f]{32}$/);
      assert.notEqual(user.publicId, String(user.id));
    }
    assert.notEqual(student.publicId, visitor.publicId);
  });

  it('leads an old link `{course_id}-{user id}` to the new address, for users who existed before public ids and hold the certificate', async () => {
    const old = await createTestUser(t.db, t.config, { firstName: 'Amaka Obi' });
    const oldNonHolder = await createTestUser(t.db, t.config);
    await t.db.insert(enrolments).values({ tutorialId: ids.finished, userId: old.id });
    // What migration 0010 did to every user who existed then.
    for (const user of [old, oldNonHolder]) await t.db.update(users).set({ legacyCertificateLinks: true }).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/view_n_verify_cert/DONE1-${old.id}` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().certificate_id, `DONE1-${old.publicId}`);
    assert.equal(res.json().namer, 'Amaka Obi');
    // Not a holder, or not this course: the same 404 as anyone unknown.
    for (const id of [`DONE1-${oldNonHolder.id}`, `DONE2-${old.id}`]) {
      const miss = await t.app.inject({ method: 'GET', url: `/api/view_n_verify_cert/${id}` });
      assert.equal(miss.statusCode, 404, id);
      assert.deepEqual(miss.json(), { detail: 'Invalid Certificate' }, id);
    }
  });

  it('keeps course ids to letters and digits in the database itself', async () => {
    await assert.rejects(
      t.db.insert(tutorials).values({ title: 'Bad', startDate: '2027-01-01', endDate: '2027-02-01', courseId: 'BAD-1' }),
    );
  });
});

describe('academy: certificate lookups are limited per address, so ids cannot be walked', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ RATE_LIMIT_MAX: 3 });
  });
  after(() => t.close());

  it('answers 429 with a detail once an address has made RATE_LIMIT_MAX lookups, valid or not; another address is still served', async () => {
    const look = (n: number, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/api/view_n_verify_cert/DONE1-${n}`, remoteAddress });
    for (let n = 1; n <= 3; n++) assert.equal((await look(n, '203.0.113.7')).statusCode, 404, `lookup ${n}`);
    const limited = await look(4, '203.0.113.7');
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().detail, /Too many requests/);
    assert.equal((await look(4, '203.0.113.8')).statusCode, 404, 'another address has its own count');
  });
});
