import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, notices, requestMessages, serviceRequests, threadReads } from '../db/schema';
import { createTestUser, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';

// Issue 26: the office's requests list organised around the engagement — search, filters, assignment, saved views.

type Row = { id: number; code: string; assignee: { id: number; name: string } | null; unread: number };

describe('office requests list: search, filters, assignment, saved views', () => {
  let t: TestApi;
  let ada: TestUser;
  let bola: TestUser;
  let ngozi: TestUser;
  let tunde: TestUser;
  const ids: Record<string, number> = {};

  const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/office${url}`, headers: user.headers, ...(payload === undefined ? {} : { payload }) });
  /** The ids a staff member's list answers for this query, among this file's requests. */
  const found = async (search: string, user = ada) => {
    const res = await as(user, 'GET', `/requests${search}`);
    assert.equal(res.statusCode, 200, res.body);
    const mine = new Set(Object.values(ids));
    return (res.json() as Row[]).map((r) => r.id).filter((id) => mine.has(id)).sort((a, b) => a - b);
  };
  const idsOf = (...names: string[]) => names.map((n) => ids[n]!).sort((a, b) => a - b);

  before(async () => {
    t = await startTestApi();
    ada = await createTestUser(t.db, t.config, { role: 'staff', firstName: 'Ada', email: 'ada@thinkmakesolve.ng' });
    bola = await createTestUser(t.db, t.config, { role: 'staff', firstName: 'Bola', email: 'bola@thinkmakesolve.ng' });
    ngozi = await createTestUser(t.db, t.config, { firstName: 'Ngozi Eze', email: 'ngozi@bakery.ng' });
    tunde = await createTestUser(t.db, t.config, { firstName: 'Tunde Bello', email: 'tunde@salon.ng' });
    const rows = await t.db
      .insert(serviceRequests)
      .values([
        { userId: ngozi.id, service: 'wd', subject: 'E-commerce website for our bakery', status: 'Pending' },
        { userId: ngozi.id, service: 'seo', subject: '100% organic reach_now', status: 'Quoted', price: 50_000 },
        { userId: tunde.id, service: 'wd', subject: 'Salon bookings', status: 'Quoted', price: 90_000, assigneeId: ada.id },
        { userId: tunde.id, service: 'gd', subject: 'Logo refresh', status: 'Declined', assigneeId: bola.id },
      ])
      .returning({ id: serviceRequests.id });
    [ids.bakery, ids.organic, ids.salon, ids.logo] = rows.map((r) => r.id) as [number, number, number, number];
  });
  after(() => t.close());

  it('answers each request with its code, assignee and unread count', async () => {
    const res = await as(ada, 'GET', '/requests');
    const salon = (res.json() as Row[]).find((r) => r.id === ids.salon)!;
    assert.equal(salon.code, `REQ-${String(ids.salon).padStart(4, '0')}`);
    assert.deepEqual(salon.assignee, { id: ada.id, name: 'Ada' });
    assert.equal(salon.unread, 0);
    assert.equal((res.json() as Row[]).find((r) => r.id === ids.bakery)!.assignee, null);
  });

  it('filters by status, service and assignee (a staff id, me, none), and all filters combine', async () => {
    assert.deepEqual(await found('?status=Quoted'), idsOf('organic', 'salon'));
    assert.deepEqual(await found('?service=wd'), idsOf('bakery', 'salon'));
    assert.deepEqual(await found('?assignee=me'), idsOf('salon'));
    assert.deepEqual(await found('?assignee=me', bola), idsOf('logo'), '"me" is whoever asks');
    assert.deepEqual(await found(`?assignee=${bola.id}`), idsOf('logo'));
    assert.deepEqual(await found('?assignee=none'), idsOf('bakery', 'organic'));
    assert.deepEqual(await found('?status=Quoted&service=wd'), idsOf('salon'));
    assert.deepEqual(await found('?status=Quoted&assignee=none'), idsOf('organic'));
    assert.deepEqual(await found('?status=Quoted&service=wd&assignee=none'), []);
    assert.deepEqual(await found('?q=tunde&status=Declined'), idsOf('logo'));
    assert.equal((await as(ada, 'GET', '/requests?assignee=someone')).statusCode, 400);
    assert.equal((await as(ada, 'GET', '/requests?status=Lost')).statusCode, 400);
  });

  it('searches the client’s name and email and the subject, whatever the case', async () => {
    assert.deepEqual(await found('?q=NGOZI'), idsOf('bakery', 'organic'));
    assert.deepEqual(await found('?q=salon.ng'), idsOf('salon', 'logo'));
    assert.deepEqual(await found('?q=E-COMMERCE'), idsOf('bakery'));
    assert.deepEqual(await found('?q=nobody-has-this'), []);
  });

  it('finds a request by its code in any of its forms: REQ-0042, req-42 and 42', async () => {
    const id = ids.salon!;
    for (const form of [`REQ-${String(id).padStart(4, '0')}`, `req-${id}`, `${id}`]) {
      assert.ok((await found(`?q=${encodeURIComponent(form)}`)).includes(id), `${form} finds request ${id}`);
    }
    assert.ok(!(await found(`?q=req-${id}`)).includes(ids.bakery!), 'another request is not found by this code');
  });

  it('takes LIKE wildcards and the escape character literally', async () => {
    assert.deepEqual(await found(`?q=${encodeURIComponent('100%')}`), idsOf('organic'));
    assert.deepEqual(await found(`?q=${encodeURIComponent('%')}`), idsOf('organic'), '% matches only a literal percent sign');
    assert.deepEqual(await found('?q=reach_now'), idsOf('organic'));
    assert.deepEqual(await found('?q=_'), idsOf('organic'), '_ matches only a literal underscore');
    assert.deepEqual(await found(`?q=${encodeURIComponent('\\')}`), []);
    assert.deepEqual(await found(`?q=${encodeURIComponent("' or 1=1 --")}`), []);
  });

  it('counts unread client messages per staff member, and unread=1 keeps the requests with some', async () => {
    const at = (s: string) => new Date(`2026-11-20T${s}:00Z`);
    await t.db.insert(requestMessages).values([
      { requestId: ids.bakery!, authorId: ngozi.id, fromStaff: false, body: 'Hello?', createdAt: at('09:00') },
      { requestId: ids.bakery!, authorId: ngozi.id, fromStaff: false, body: 'Any news?', createdAt: at('11:00') },
      { requestId: ids.bakery!, authorId: ada.id, fromStaff: true, body: 'Soon.', createdAt: at('11:30') },
      { requestId: ids.logo!, authorId: tunde.id, fromStaff: false, body: 'Colours?', createdAt: at('12:00') },
    ]);
    // Ada read the bakery's thread between the two client messages; Bola never opened it.
    await t.db.insert(threadReads).values({ requestId: ids.bakery!, userId: ada.id, readAt: at('10:00') });
    const unreadOf = async (user: TestUser) =>
      Object.fromEntries(((await as(user, 'GET', '/requests')).json() as Row[]).map((r) => [r.id, r.unread]));
    const forAda = await unreadOf(ada);
    const forBola = await unreadOf(bola);
    assert.equal(forAda[ids.bakery!], 1, 'staff messages never count, nor client messages Ada has read');
    assert.equal(forBola[ids.bakery!], 2);
    assert.equal(forAda[ids.logo!], 1);
    assert.equal(forAda[ids.salon!], 0);
    assert.deepEqual(await found('?unread=1'), idsOf('bakery', 'logo'));
    assert.deepEqual(await found('?unread=1&assignee=none'), idsOf('bakery'));
    const one = await as(bola, 'GET', `/requests/${ids.bakery}`);
    assert.equal(one.json().unread, 2);
  });

  it('answers one request, or 404 "Request not found."', async () => {
    const one = await as(ada, 'GET', `/requests/${ids.salon}`);
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().subject, 'Salon bookings');
    assert.deepEqual(one.json().assignee, { id: ada.id, name: 'Ada' });
    const missing = await as(ada, 'GET', '/requests/999999');
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { detail: 'Request not found.' });
  });

  it('assigns a request to a staff member: audited, the assignee is told, the answer is the updated request', async () => {
    const id = ids.bakery!;
    const res = await as(ada, 'PUT', `/requests/${id}/assignee`, { staff_id: bola.id });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().assignee, { id: bola.id, name: 'Bola' });
    assert.equal(res.json().unread, 1, 'the answer is as the actor sees it');
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'request.assign'), eq(auditLog.target, `request ${id}`)));
    assert.equal(entry!.actorId, ada.id);
    assert.deepEqual(entry!.before, { assignee_id: null });
    assert.deepEqual(entry!.after, { assignee_id: bola.id });
    const told = await t.db.select().from(notices).where(eq(notices.userId, bola.id));
    assert.deepEqual(
      told.map((n) => [n.kind, n.requestId, n.text]),
      [['assignment', id, `Ada assigned you REQ-${String(id).padStart(4, '0')}: E-commerce website for our bakery.`]],
    );
    assert.deepEqual(await found(`?assignee=${bola.id}`), idsOf('bakery', 'logo'));
  });

  it('tells nobody when staff assign themselves, and unassigns', async () => {
    const id = ids.organic!;
    const before = (await t.db.select().from(notices)).length;
    assert.deepEqual((await as(ada, 'PUT', `/requests/${id}/assignee`, { staff_id: ada.id })).json().assignee, { id: ada.id, name: 'Ada' });
    assert.equal((await t.db.select().from(notices)).length, before);
    const cleared = await as(ada, 'PUT', `/requests/${id}/assignee`, { staff_id: null });
    assert.equal(cleared.json().assignee, null);
    assert.deepEqual(await found('?assignee=none'), idsOf('organic'));
  });

  it('refuses to assign to someone who is not on the staff, changing nothing and recording nothing', async () => {
    const id = ids.salon!;
    const entries = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'request.assign'))).length;
    for (const staffId of [ngozi.id, 999_999]) {
      const res = await as(ada, 'PUT', `/requests/${id}/assignee`, { staff_id: staffId });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { detail: 'That person is not on the staff.' });
    }
    assert.equal((await as(ada, 'PUT', '/requests/999999/assignee', { staff_id: ada.id })).statusCode, 404);
    assert.equal((await as(ada, 'PUT', `/requests/${id}/assignee`, { staff_id: 'bola' })).statusCode, 400);
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    assert.equal(row!.assigneeId, ada.id);
    assert.equal((await t.db.select().from(auditLog).where(eq(auditLog.action, 'request.assign'))).length, entries);
  });

  it('saves, lists and deletes each staff member’s own views', async () => {
    const saved = await as(ada, 'POST', '/views', { name: 'My quoted web work', query: { status: 'Quoted', service: 'wd', assignee: 'me' } });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json(), { id: saved.json().id, name: 'My quoted web work', query: { status: 'Quoted', service: 'wd', assignee: 'me' } });
    await as(ada, 'POST', '/views', { name: 'Unread', query: { unread: '1', assignee: bola.id, q: 'REQ-0042' } });
    const list = (await as(ada, 'GET', '/views')).json();
    assert.deepEqual(list.map((v: { name: string }) => v.name), ['My quoted web work', 'Unread']);
    assert.deepEqual(list[1].query, { unread: '1', assignee: bola.id, q: 'REQ-0042' });

    const dup = await as(ada, 'POST', '/views', { name: 'Unread', query: {} });
    assert.equal(dup.statusCode, 409);
    assert.deepEqual(dup.json(), { detail: 'You have a view with that name already.' });
    assert.equal((await as(ada, 'POST', '/views', { name: '  ', query: {} })).statusCode, 400);
    assert.equal((await as(ada, 'POST', '/views', { name: 'Bad', query: { status: 'Lost' } })).statusCode, 400);

    // Bola sees none of Ada's, may use the same name, and cannot delete hers.
    assert.deepEqual((await as(bola, 'GET', '/views')).json(), []);
    assert.equal((await as(bola, 'POST', '/views', { name: 'Unread', query: {} })).statusCode, 200);
    const theirs = await as(bola, 'DELETE', `/views/${saved.json().id}`);
    assert.equal(theirs.statusCode, 404);
    assert.equal((await as(ada, 'GET', '/views')).json().length, 2);

    assert.equal((await as(ada, 'DELETE', `/views/${saved.json().id}`)).statusCode, 200);
    assert.deepEqual((await as(ada, 'GET', '/views')).json().map((v: { name: string }) => v.name), ['Unread']);
    assert.equal((await as(ada, 'DELETE', `/views/${saved.json().id}`)).statusCode, 404);
  });

  it('keeps at most 20 views per staff member', async () => {
    const carol = await createTestUser(t.db, t.config, { role: 'staff', firstName: 'Carol' });
    for (let i = 1; i <= 20; i += 1) assert.equal((await as(carol, 'POST', '/views', { name: `View ${i}`, query: {} })).statusCode, 200);
    const over = await as(carol, 'POST', '/views', { name: 'View 21', query: {} });
    assert.equal(over.statusCode, 409);
    assert.match(over.json().detail, /delete one/);
    assert.equal((await as(carol, 'GET', '/views')).json().length, 20);
  });

  it('is for staff only: a client gets 403, nobody signed in 401', async () => {
    const calls: [('GET' | 'POST' | 'PUT' | 'DELETE'), string, object?][] = [
      ['GET', '/requests'],
      ['GET', `/requests/${ids.bakery}`],
      ['PUT', `/requests/${ids.bakery}/assignee`, { staff_id: ada.id }],
      ['GET', '/views'],
      ['POST', '/views', { name: 'Mine', query: {} }],
      ['DELETE', '/views/1'],
    ];
    for (const [method, url, payload] of calls) {
      assert.equal((await as(ngozi, method, url, payload)).statusCode, 403, `${method} ${url} as a client`);
      const anonymous = await t.app.inject({ method, url: `/api/office${url}`, ...(payload ? { payload } : {}) });
      assert.equal(anonymous.statusCode, 401, `${method} ${url} signed out`);
    }
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, ids.bakery!));
    assert.equal(row!.assigneeId, bola.id);
  });
});
