import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { acceptProposal, createProposal, sendProposal } from '../billing/proposals';
import { fileReviews, instalments, notices, payments, projects, requestFiles, requestMessages, serviceRequests } from '../db/schema';
import { createTestUser, type TestUser } from '../testing/fixtures';
import { startTestApi, type TestApi } from '../testing/test-api';
import { progressOf } from './progress';
import { stageApproved } from './stages';

// Issue 26: a project's stages as a list with approvals, progress derived from them, the client told of each change,
// and the engagement's activity timeline, end to end through the API on a real database.

const SITE = 'https://site.test';
const GATE = (stage: string) => `"${stage}" needs the client's approval of its deliverable first.`;

describe('projects: stages as a list, approvals, derived progress, the client told', () => {
  let t: TestApi;
  let ada: TestUser;
  let bayo: TestUser;
  let staff: TestUser;

  const office = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/office${url}`, headers: staff.headers, payload: payload as object });
  const paidRequest = async (user: TestUser, subject: string) =>
    (await t.db.insert(serviceRequests).values({ userId: user.id, service: 'wd', subject, price: 500_000, paidAt: new Date(), status: 'Quoted' }).returning())[0]!.id;
  const start = async (requestId: number, body: Record<string, unknown>) => {
    const res = await office('POST', '/projects', { request_id: requestId, ...body });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { id: number; progress: number; current_stage: string; stage_list: { name: string; needs_approval: boolean; reached_at: string | null; state: string }[]; revision_rounds: number | null };
  };
  const patch = (id: number, body: Record<string, unknown>) => office('PATCH', `/projects/${id}`, body);
  /** A deliverable of `stage` (the files domain's row), with the client's review when given. */
  const deliverable = async (requestId: number, stage: string, round: number, decision?: 'approved' | 'changes', comment = '') => {
    const [file] = await t.db
      .insert(requestFiles)
      .values({ requestId, uploaderId: staff.id, fromStaff: true, name: `${stage} v${round}.pdf`, mediaType: 'application/pdf', size: 1000, sha256: 'x'.repeat(64), storageKey: `test/${requestId}/${stage}/${round}/${Math.random()}`, deliverableStage: stage, round })
      .returning();
    if (decision) await t.db.insert(fileReviews).values({ fileId: file!.id, reviewerId: ada.id, decision, comment, round });
    return file!;
  };
  const noticesOf = (user: TestUser, requestId: number) =>
    t.db.select().from(notices).where(and(eq(notices.userId, user.id), eq(notices.requestId, requestId))).orderBy(asc(notices.id));

  before(async () => {
    t = await startTestApi({ SITE_URL: SITE });
    ada = await createTestUser(t.db, t.config, { firstName: 'Adaeze Okafor' });
    bayo = await createTestUser(t.db, t.config, { firstName: 'Bayo Ade' });
    staff = await createTestUser(t.db, t.config, { role: 'staff', firstName: 'Bola Staff' });
  });
  after(() => t.close());

  it('derives progress on every path: start, a stage, a list edit, done; stage 5 of 5 is 80 %, never typed', async () => {
    assert.equal(progressOf({ stages: ['A', 'B', 'C', 'D', 'E'], currentStage: 'E', isDone: false }), 80);
    assert.equal(progressOf({ stages: ['A', 'B', 'C', 'D', 'E'], currentStage: 'A', isDone: false }), 1);
    assert.equal(progressOf({ stages: ['A', 'B', 'C'], currentStage: 'B', isDone: true }), 100);

    const requestId = await paidRequest(ada, 'Shop');
    const project = await start(requestId, { stages: ['Discovery', 'Design', 'Build', 'Test', 'Launch'] });
    assert.equal(project.progress, 1);
    assert.equal(project.revision_rounds, 2, 'the Basic package by default');
    let res = await patch(project.id, { stage: 'Launch' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().progress, 80);
    // A typed progress is not part of the change any more: with nothing else, nothing changes.
    res = await patch(project.id, { progress: 10 });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().detail, /Nothing to change/);
    // Adding stages before the current one moves the share.
    res = await patch(project.id, { stages: ['Discovery', 'Design', 'Build', 'Test', 'Content', 'Launch'] });
    assert.equal(res.json().progress, 83);
    const dash = (await t.app.inject({ method: 'GET', url: `/api/dashboard/${project.id}`, headers: ada.headers })).json();
    assert.equal(dash.project.levels, 83, 'the client reads the same derived number');
    res = await office('POST', `/projects/${project.id}/done`);
    assert.equal(res.json().progress, 100);
  });

  it('a proposal accepted starts the project derived, with its milestone stages needing approval and two revision rounds', async () => {
    const requestId = (await t.db.insert(serviceRequests).values({ userId: ada.id, service: 'wd', subject: 'Proposal shop' }).returning())[0]!.id;
    const draft = await createProposal(t.db, staff.id, requestId, {
      title: 'Shop',
      scope: 'A shop.',
      deliverables: ['The shop'],
      line_items: [{ description: 'Build', quantity: 1, unit_price_kobo: 100_000_00 }],
      valid_until: '2099-12-31',
      stages: ['Discovery', 'Design', 'Build', 'Launch'],
      plan: { kind: 'deposit', deposit_percent: 40, milestones: [{ stage: 'Build', percent: 30 }, { stage: 'Design', percent: 30 }] },
    });
    await sendProposal(t.db, null, draft.id);
    await acceptProposal(t.db, null, ada.id, draft.id, { fullName: 'Adaeze Okafor', ip: '127.0.0.1', userAgent: 'test' });
    const [project] = await t.db.select().from(projects).where(eq(projects.requestId, requestId));
    assert.equal(project!.levels, 1);
    assert.deepEqual(project!.approvalStages, ['Design', 'Build']);
    assert.equal(project!.revisionRounds, 2);
  });

  it('edits the list: a renamed stage keeps its date, deliverables, approval and milestone; a reorder and a new stage move only what they should', async () => {
    const requestId = (await t.db.insert(serviceRequests).values({ userId: ada.id, service: 'wd', subject: 'Rename shop' }).returning())[0]!.id;
    const draft = await createProposal(t.db, staff.id, requestId, {
      title: 'Rename shop',
      scope: 'A shop.',
      deliverables: ['The shop'],
      line_items: [{ description: 'Build', quantity: 1, unit_price_kobo: 100_000_00 }],
      valid_until: '2099-12-31',
      stages: ['Discovery', 'Design', 'Build'],
      plan: { kind: 'deposit', deposit_percent: 50, milestones: [{ stage: 'Build', percent: 50 }] },
    });
    await sendProposal(t.db, null, draft.id);
    await acceptProposal(t.db, null, ada.id, draft.id, { fullName: 'Adaeze Okafor', ip: '127.0.0.1', userAgent: 'test' });
    const [row] = await t.db.select().from(projects).where(eq(projects.requestId, requestId));
    const id = row!.id;
    assert.equal((await patch(id, { approval_stages: ['design', 'Build'] })).statusCode, 200);
    await deliverable(requestId, 'Design', 1, 'approved');
    let res = await patch(id, { stage: 'Design' });
    assert.equal(res.statusCode, 200, res.body);
    const designDay = res.json().stage_list[1].reached_at;
    assert.ok(designDay);

    res = await patch(id, {
      stages: ['Discovery', 'Look and feel', 'Content', 'Construction'],
      renames: { Design: 'Look and feel', build: 'Construction' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const changed = res.json();
    assert.equal(changed.current_stage, 'Look and feel', 'the current stage keeps its place under its new name');
    assert.deepEqual(
      changed.stage_list.map((s: { name: string; needs_approval: boolean; state: string }) => [s.name, s.needs_approval, s.state]),
      [
        ['Discovery', false, 'done'],
        ['Look and feel', true, 'current'],
        ['Content', false, 'upcoming'],
        ['Construction', true, 'upcoming'],
      ],
    );
    assert.equal(changed.stage_list[1].reached_at, designDay, 'the renamed stage keeps the day it was reached');
    assert.equal(changed.progress, 25);
    const files = await t.db.select({ stage: requestFiles.deliverableStage }).from(requestFiles).where(eq(requestFiles.requestId, requestId));
    assert.deepEqual(files.map((f) => f.stage), ['Look and feel'], 'the deliverable follows its stage');
    const [milestone] = await t.db.select().from(instalments).where(and(eq(instalments.requestId, requestId), eq(instalments.status, 'scheduled')));
    assert.equal(milestone!.stage, 'Construction', 'the milestone follows its stage');
    // The renamed stage's approved deliverable still opens its gate; reaching the renamed milestone stage makes it due.
    assert.equal((await patch(id, { stage: 'Content' })).statusCode, 200);
    assert.equal((await patch(id, { stage: 'Construction' })).statusCode, 200);
    const [due] = await t.db.select().from(instalments).where(eq(instalments.id, milestone!.id));
    assert.equal(due!.status, 'due');
  });

  it('refuses duplicate names (in any case), approval stages outside the list, bad renames and revision rounds, with a detail', async () => {
    const requestId = await paidRequest(ada, 'Duplicates');
    const dup = await office('POST', '/projects', { request_id: requestId, stages: ['Design', 'Build', 'design'] });
    assert.equal(dup.statusCode, 400);
    assert.equal(dup.json().detail, 'Each stage needs its own name: "design" is in the list twice.');
    const outside = await office('POST', '/projects', { request_id: requestId, stages: ['Design', 'Build'], approval_stages: ['Launch'] });
    assert.equal(outside.statusCode, 400);
    assert.match(outside.json().detail, /"Launch" is not one of the project's stages/);
    const project = await start(requestId, { stages: ['Design', 'Build'], approval_stages: ['design'], revision_rounds: null });
    assert.equal(project.revision_rounds, null, 'unlimited');
    assert.deepEqual(project.stage_list.map((s) => s.needs_approval), [true, false]);
    for (const [body, detail] of [
      [{ stages: ['Design', 'BUILD', 'Build'] }, /"Build" is in the list twice/],
      [{ renames: { Build: 'Design' } }, /"Design" is in the list twice/],
      [{ renames: { Launch: 'Go live' } }, /There is no stage "Launch" to rename/],
      [{ stages: ['Design', 'Build'], renames: { Build: 'Construction' } }, /"Construction", the new name of "Build", is not in the list/],
      [{ approval_stages: ['Launch'] }, /"Launch" is not one of the project's stages/],
      [{ revision_rounds: 11 }, /.+/],
      [{ revision_rounds: 0 }, /.+/],
    ] as const) {
      const res = await patch(project.id, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.match(res.json().detail, detail);
    }
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    assert.deepEqual(row!.stages, ['Design', 'Build'], 'nothing refused was stored');
  });

  it('gates a stage that needs approval: refused (409) until its latest deliverable is approved; going back is allowed', async () => {
    const requestId = await paidRequest(ada, 'Gated');
    const project = await start(requestId, { stages: ['Design', 'Build', 'Launch'], approval_stages: ['Design', 'Launch'] });
    let res = await patch(project.id, { stage: 'Build' });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), { detail: GATE('Design') });
    assert.equal((await office('POST', `/projects/${project.id}/done`)).statusCode, 409);
    await deliverable(requestId, 'Design', 1, 'approved');
    await deliverable(requestId, 'Design', 2, 'changes', 'Bigger logo');
    res = await patch(project.id, { stage: 'Launch' });
    assert.equal(res.statusCode, 409, 'the latest round is not approved');
    assert.equal(res.json().detail, GATE('Design'));
    await deliverable(requestId, 'Design', 3);
    assert.equal((await patch(project.id, { stage: 'Build' })).statusCode, 409, 'the latest round awaits an answer');
    await t.db.insert(fileReviews).values({ fileId: (await deliverable(requestId, 'Design', 4)).id, reviewerId: ada.id, decision: 'approved', round: 4 });
    res = await patch(project.id, { stage: 'Build' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await patch(project.id, { stage: 'Design' })).statusCode, 200, 'back to an earlier stage');
    assert.equal((await patch(project.id, { stage: 'Launch' })).statusCode, 200);
    res = await office('POST', `/projects/${project.id}/done`);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().detail, GATE('Launch'));
    await deliverable(requestId, 'Launch', 1, 'approved');
    res = await office('POST', `/projects/${project.id}/done`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().is_done, true);
  });


  it("marks a request done the project's way: the approval gate holds, and the client is told", async () => {
    const requestId = await paidRequest(ada, 'Done from the requests list');
    const project = await start(requestId, { stages: ['Design', 'Launch'], approval_stages: ['Launch'] });
    const statusOf = async () => (await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, requestId)))[0]!.status;
    const before = await statusOf();
    let res = await office('POST', `/requests/${requestId}/done`);
    assert.equal(res.statusCode, 409, 'Mark done on the request skips no gate');
    assert.deepEqual(res.json(), { detail: GATE('Launch') });
    assert.equal(await statusOf(), before, 'a refusal changes nothing');
    await deliverable(requestId, 'Launch', 1, 'approved');
    res = await office('POST', `/requests/${requestId}/done`);
    assert.equal(res.statusCode, 200, res.body);
    const done = (await office('GET', '/projects')).json().find((p: { id: number }) => p.id === project.id);
    assert.equal(done.is_done, true);
    assert.equal(done.progress, 100);
    assert.ok((await noticesOf(ada, requestId)).some((n) => n.kind === 'project'), 'the client has the project-done notice');
  });
  it('tells the client of a stage change and of the project done: a notice and an email linking to the dashboard', async () => {
    const requestId = await paidRequest(ada, 'Told shop');
    const project = await start(requestId, { stages: ['Design', 'Build', 'Launch'] });
    const sentBefore = t.sent.length;
    assert.equal((await patch(project.id, { stage: 'Build' })).statusCode, 200);
    const told = await noticesOf(ada, requestId);
    assert.deepEqual(
      told.map((n) => [n.kind, n.text]),
      [
        ['project', 'Your project has started: its first stage is Design.'],
        ['stage', 'Your project reached Build (33%).'],
      ],
    );
    const mail = t.sent.slice(sentBefore).filter((m) => m.to === ada.email);
    assert.equal(mail.length, 1);
    assert.match(mail[0]!.subject, /reached Build/);
    assert.match(mail[0]!.text, /Told shop/);
    assert.match(mail[0]!.text, /33% done/);
    assert.ok(mail[0]!.text.includes(`${SITE}/dashboard`));
    // A URL change or a rename of the current stage is no new stage: nothing more is said.
    await patch(project.id, { url: 'https://staging.example.ng' });
    await patch(project.id, { renames: { Build: 'Construction' } });
    assert.equal((await noticesOf(ada, requestId)).length, 2);
    await office('POST', `/projects/${project.id}/done`);
    const last = (await noticesOf(ada, requestId)).at(-1)!;
    assert.deepEqual([last.kind, last.text], ['project', 'Your project is complete.']);
    assert.ok(t.sent.some((m) => m.to === ada.email && /is complete/.test(m.subject)));
    // Bayo was told nothing of Ada's project.
    assert.equal((await t.db.select().from(notices).where(eq(notices.userId, bayo.id))).length, 0);
  });

  it('stageApproved: the current stage approved moves the project on, dated and told; anything else changes nothing', async () => {
    const requestId = await paidRequest(ada, 'Approved shop');
    const project = await start(requestId, { stages: ['Design', 'Build'], approval_stages: ['Design', 'Build'] });
    const current = async () => (await t.db.select().from(projects).where(eq(projects.id, project.id)))[0]!;
    // Not the current stage: nothing.
    await t.db.transaction((tx) => stageApproved(tx, t.config, requestId, 'Build'));
    assert.equal((await current()).currentStage, 'Design');

    const sentBefore = t.sent.length;
    await deliverable(requestId, 'Design', 1, 'approved');
    await t.db.transaction((tx) => stageApproved(tx, t.config, requestId, 'Design'));
    await t.mailQueue.flush();
    const moved = await current();
    assert.equal(moved.currentStage, 'Build');
    assert.equal(moved.levels, 50);
    assert.ok(moved.stageDates.Build);
    assert.equal((await noticesOf(ada, requestId)).at(-1)!.text, 'Your project reached Build (50%).');
    assert.ok(t.sent.slice(sentBefore).some((m) => m.to === ada.email && /reached Build/.test(m.subject)));

    // The last stage approved stays current: staff mark the project done.
    await deliverable(requestId, 'Build', 1, 'approved');
    await t.db.transaction((tx) => stageApproved(tx, t.config, requestId, 'Build'));
    const last = await current();
    assert.equal(last.currentStage, 'Build');
    assert.equal(last.isDone, false);
    assert.equal((await office('POST', `/projects/${project.id}/done`)).statusCode, 200);
  });
});

describe('activity: an engagement’s timeline', () => {
  let t: TestApi;
  let ada: TestUser;
  let bayo: TestUser;
  let staff: TestUser;
  let requestId: number;

  before(async () => {
    t = await startTestApi({ SITE_URL: SITE });
    ada = await createTestUser(t.db, t.config, { firstName: 'Adaeze Okafor' });
    bayo = await createTestUser(t.db, t.config, { firstName: 'Bayo Ade' });
    staff = await createTestUser(t.db, t.config, { role: 'staff', firstName: 'Bola Staff' });
    const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 5, day, hour));
    requestId = (await t.db.insert(serviceRequests).values({ userId: ada.id, service: 'wd', subject: 'Bakery site', createdAt: at(1) }).returning())[0]!.id;
    const draft = await createProposal(t.db, staff.id, requestId, {
      title: 'Bakery site',
      scope: 'A site.',
      deliverables: ['The site'],
      line_items: [{ description: 'Build', quantity: 1, unit_price_kobo: 850_000_00 }],
      valid_until: '2099-12-31',
      stages: ['Design', 'Build'],
      plan: { kind: 'full' },
    });
    await sendProposal(t.db, null, draft.id, at(2));
    await acceptProposal(t.db, null, ada.id, draft.id, { fullName: 'Adaeze Okafor', ip: '127.0.0.1', userAgent: 'test' }, at(3));
    await t.db.insert(payments).values({ reference: 'act-1', userId: ada.id, kind: 'requests', itemIds: [requestId], amountKobo: 850_000_00, status: 'paid', provider: 'sandbox', paidAt: at(4), createdAt: at(4) });
    await t.db.update(projects).set({ stageDates: { Design: at(3).toISOString(), Build: at(8).toISOString() }, currentStage: 'Build', isDone: true, completedAt: at(9) }).where(eq(projects.requestId, requestId));
    const [message] = await t.db.insert(requestMessages).values({ requestId, authorId: ada.id, fromStaff: false, body: 'Here is our logo, secret recipe inside', createdAt: at(5) }).returning();
    await t.db.insert(requestMessages).values({ requestId, authorId: staff.id, fromStaff: true, body: 'Thanks!', createdAt: at(5, 10) });
    await t.db.insert(requestFiles).values({ requestId, uploaderId: ada.id, fromStaff: false, name: 'logo.png', mediaType: 'image/png', size: 10, sha256: 'a'.repeat(64), storageKey: `act/${requestId}/logo`, messageId: message!.id, createdAt: at(5) });
    const [file] = await t.db
      .insert(requestFiles)
      .values({ requestId, uploaderId: staff.id, fromStaff: true, name: 'Design v1.pdf', mediaType: 'application/pdf', size: 10, sha256: 'b'.repeat(64), storageKey: `act/${requestId}/design`, deliverableStage: 'Design', round: 1, createdAt: at(6) })
      .returning();
    await t.db.insert(fileReviews).values({ fileId: file!.id, reviewerId: ada.id, decision: 'approved', comment: `Lovely work, ${'very '.repeat(30)}good`, round: 1, createdAt: at(7) });
  });
  after(() => t.close());

  it('lists what happened, oldest first, each in one sentence, with no message text', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/requests/${requestId}/activity`, headers: ada.headers });
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json();
    assert.equal(answer.code, `REQ-${String(requestId).padStart(4, '0')}`);
    const items = answer.items as { at: string; kind: string; text: string; by: string | null }[];
    assert.deepEqual(
      items.map((i) => i.kind),
      ['request', 'proposal', 'proposal', 'project', 'stage', 'payment', 'message', 'file', 'message', 'deliverable', 'review', 'stage', 'project'],
    );
    assert.deepEqual(items.map((i) => i.at), [...items.map((i) => i.at)].sort(), 'oldest first');
    const text = (kind: string, n = 0) => items.filter((i) => i.kind === kind)[n]!.text;
    assert.equal(text('request'), 'Adaeze made the request "Bakery site".');
    assert.equal(text('proposal'), 'Bola Staff sent proposal version 1, "Bakery site", for ₦913,750.00.', 'the total, VAT included');
    assert.equal(text('proposal', 1), 'Adaeze accepted proposal version 1, signed as Adaeze Okafor.');
    assert.equal(text('payment'), 'Payment of ₦850,000.00 received.');
    assert.equal(text('stage'), 'The project reached Design.');
    assert.equal(text('message'), 'Adaeze wrote a message.');
    assert.equal(text('message', 1), 'Bola Staff wrote a message.');
    assert.equal(text('file'), 'Adaeze shared logo.png.');
    assert.equal(text('deliverable'), 'Bola Staff shared Design v1.pdf, the Design deliverable (round 1).');
    assert.match(text('review'), /^Adaeze approved Design v1\.pdf \(round 1\): "Lovely work, very .*…"\.$/);
    assert.ok(text('review').length < 140, 'the comment is shortened');
    assert.equal(items.at(-1)!.text, 'The project is complete.');
    assert.doesNotMatch(res.body, /secret recipe|Thanks!/, 'messages are named, never quoted');
  });

  it("answers another client's request or a missing one with 404; staff read any; signed out is 401", async () => {
    for (const url of [`/api/requests/${requestId}/activity`, '/api/requests/2147483000/activity']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bayo.headers });
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), { detail: 'Request not found.' });
    }
    const staffView = await t.app.inject({ method: 'GET', url: `/api/office/requests/${requestId}/activity`, headers: staff.headers });
    assert.equal(staffView.statusCode, 200, staffView.body);
    assert.equal(staffView.json().items.length, 13);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/office/requests/2147483000/activity', headers: staff.headers })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/office/requests/${requestId}/activity`, headers: ada.headers })).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/requests/${requestId}/activity` })).statusCode, 401);
  });
});

describe('the demo projects', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ SEED_DEMO: true, RATE_LIMIT_MAX: 1000 });
  });
  after(() => t.close());

  it('need approval where the demo deliverable waits, with two revision rounds and derived progress, however often seeded', async () => {
    const { seedDemo, DEMO_THREAD_SUBJECT } = await import('../db/seed');
    await seedDemo(t.db, t.config);
    const rows = await t.db
      .select({ subject: serviceRequests.subject, project: projects })
      .from(projects)
      .innerJoin(serviceRequests, eq(serviceRequests.id, projects.requestId));
    const bySubject = new Map(rows.map((r) => [r.subject, r.project]));
    const bakery = bySubject.get(DEMO_THREAD_SUBJECT)!;
    assert.equal(bakery.currentStage, 'Development');
    assert.ok(bakery.approvalStages.includes(bakery.currentStage), 'the bakery project is on a stage that needs approval');
    assert.equal(bakery.revisionRounds, 2);
    assert.equal(bakery.levels, 40, 'derived: Development is the third of five stages');
    const app = bySubject.get('Ordering app for our bakery')!;
    assert.deepEqual(app.approvalStages, ['Design', 'Build']);
    assert.equal(app.levels, 25);
    for (const { project } of rows) assert.equal(project.levels, progressOf(project), `${project.id}: progress is derived`);
  });
});
