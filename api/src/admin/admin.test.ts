import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, contactMessages, newsletterSubscribers, projects, serviceRequests, tutorials, users } from '../db/schema';
import { createTestUser, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { runAdmin } from './commands';

describe('admin command', () => {
  let t: TestApi;
  let client: TestUser;
  let requestId = 0;

  before(async () => {
    t = await startTestApi();
    client = await createTestUser(t.db, t.config);
    const [row] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'wd', subject: 'Bakery shop' }).returning();
    requestId = row!.id;
    await t.db.insert(contactMessages).values({ name: 'Ada', email: 'ada@example.ng', subject: 'Hello', message: 'A question about SEO' });
    await t.db.insert(newsletterSubscribers).values({ email: 'news@example.ng', confirmedAt: new Date() });
  });
  after(() => t.close());

  it('lists new bookings, contact messages and subscribers readably', async () => {
    const bookings = await runAdmin(t.db, ['bookings']);
    assert.match(bookings, /Bakery shop/);
    assert.match(bookings, new RegExp(client.email.replace('.', '\\.')));
    assert.match(await runAdmin(t.db, ['messages']), /A question about SEO/);
    assert.match(await runAdmin(t.db, ['subscribers']), /news@example\.ng[\s\S]*1 subscriber/);
  });

  it('quotes a price, which the client then sees as payable', async () => {
    assert.match(await runAdmin(t.db, ['quote', String(requestId), '150000']), /quoted at ₦150,000/);
    const res = await t.app.inject({ method: 'GET', url: '/api/requests', headers: client.headers });
    assert.equal(res.json()[0].price, '150000');
    assert.equal(res.json()[0].reference, 'Quoted');
    assert.doesNotMatch(await runAdmin(t.db, ['bookings']), /Bakery shop/);
    // A change of money from the terminal is in the audit log too.
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'request.quote'));
    assert.equal(entry!.actorEmail, 'pnpm admin (operator CLI)');
    assert.deepEqual(entry!.after, { price: '150000', status: 'Quoted', is_done: false });
  });

  it('starts a project only for a paid request, advances it and finishes it', async () => {
    await assert.rejects(runAdmin(t.db, ['start-project', String(requestId), '--stages', 'Design,Build']), /not paid/);
    await t.db.update(serviceRequests).set({ paidAt: new Date() }).where(eq(serviceRequests.id, requestId));
    assert.match(await runAdmin(t.db, ['start-project', String(requestId), '--stages', 'Design, Build ,Launch', '--url', 'https://staging.example.ng']), /stage Design/);
    const [project] = await t.db.select().from(projects).where(eq(projects.requestId, requestId));
    assert.deepEqual(project!.stages, ['Design', 'Build', 'Launch']);
    await assert.rejects(runAdmin(t.db, ['advance', String(project!.id), '--stage', 'build', '--progress', '55']), /Progress follows the stages/);
    assert.match(await runAdmin(t.db, ['advance', String(project!.id), '--stage', 'build']), /stage Build, 33%/);
    await assert.rejects(runAdmin(t.db, ['advance', String(project!.id), '--stage', 'Nope']), /Unknown stage/);
    const dash = await t.app.inject({ method: 'GET', url: '/api/dashboard/-1', headers: client.headers });
    assert.equal(dash.json().project.current_stage, 'Build');
    assert.equal(dash.json().project.levels, 33);
    assert.match(await runAdmin(t.db, ['done-project', String(project!.id)]), /is done/);
    const [req] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
    assert.equal(req!.status, 'Completed');
    assert.equal(req!.isDone, true);
  });

  it('marks a request done', async () => {
    const [row] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'gd', subject: 'Logo' }).returning();
    assert.match(await runAdmin(t.db, ['done-request', String(row!.id)]), /Completed/);
  });

  it('creates, edits and finishes a tutorial; refuses a course id with anything but letters and digits', async () => {
    await assert.rejects(
      runAdmin(t.db, ['tutorial-create', '--title', 'X', '--course-id', 'BAD-1', '--start', '2027-01-01', '--end', '2027-02-01']),
      /letters and digits/,
    );
    const out = await runAdmin(t.db, [
      'tutorial-create', '--title', 'Cloud 101', '--course-id', 'CLD2027', '--start', '2027-01-01', '--end', '2027-02-01',
      '--amount', '20000', '--current', '--certificate', '--learn', 'AWS basics|Costs',
    ]);
    assert.match(out, /CLD2027/);
    const [tut] = await t.db.select().from(tutorials).where(eq(tutorials.courseId, 'CLD2027'));
    assert.deepEqual(tut!.whatToLearn, ['AWS basics', 'Costs']);
    assert.equal(tut!.isCurrent, true);
    await runAdmin(t.db, ['tutorial-edit', String(tut!.id), '--amount', '0', '--current=false']);
    const [edited] = await t.db.select().from(tutorials).where(eq(tutorials.id, tut!.id));
    assert.equal(edited!.amount, 0);
    assert.equal(edited!.isCurrent, false);
    assert.match(await runAdmin(t.db, ['tutorial-finish', String(tut!.id)]), /0 student/);
    const detail = await t.app.inject({ method: 'GET', url: `/api/tutorial_detail/${tut!.id}` });
    assert.equal(detail.json().is_done, true);
  });

  it('invites the first staff member with a set-up link, and never promotes an existing client', async () => {
    const out = await runAdmin(t.db, ['staff-invite', 'first.staff@thinkmakesolve.ng', 'Funmi', 'Ade'], t.config);
    assert.match(out, /set-up link[\s\S]*\/set-up\/[^/]+\/first\.staff%40thinkmakesolve\.ng/);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'first.staff@thinkmakesolve.ng'));
    assert.equal(row!.role, 'staff');
    assert.equal(row!.firstName, 'Funmi Ade');
    assert.equal(row!.passwordHash, null);
    await assert.rejects(runAdmin(t.db, ['staff-invite', client.email, 'X'], t.config), /already exists/);
  });

  it('explains unknown commands and bad arguments', async () => {
    await assert.rejects(runAdmin(t.db, ['frobnicate']), /Unknown command/);
    await assert.rejects(runAdmin(t.db, ['quote', 'x', '10']), /request id/);
    assert.match(await runAdmin(t.db, ['help']), /Usage: pnpm admin/);
  });
});
