import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { projects, serviceRequests } from '../db/schema';
import { createTestUser, type TestUser } from '../testing/fixtures';
import { advanceProject, completeProject, startProject } from './queries';
import { startTestApi, type TestApi } from '../testing/test-api';

describe('portal: dashboard and requests', () => {
  let t: TestApi;
  let owner: TestUser;
  let other: TestUser;
  const ids = { ongoing: 0, done: 0, pending: 0, ongoingProject: 0, doneProject: 0 };

  before(async () => {
    t = await startTestApi();
    owner = await createTestUser(t.db, t.config);
    other = await createTestUser(t.db, t.config);
    const [done, ongoing, pending] = await t.db
      .insert(serviceRequests)
      .values([
        { userId: owner.id, service: 'gd', subject: 'Logo', price: 120000, paidAt: new Date('2026-01-02T10:00:00Z'), status: 'Completed', isDone: true, createdAt: new Date('2026-01-01T10:00:00Z') },
        { userId: owner.id, service: 'wd', subject: 'Shop', price: 450000, paidAt: new Date('2026-02-01T12:00:00Z'), status: 'Ongoing', createdAt: new Date('2026-02-01T10:00:00Z') },
        { userId: owner.id, service: 'seo', subject: 'Audit', price: 150000, status: 'Quoted', createdAt: new Date('2026-03-01T10:00:00Z') },
      ])
      .returning();
    ids.done = done!.id;
    ids.ongoing = ongoing!.id;
    ids.pending = pending!.id;
    const [p1, p2] = await t.db
      .insert(projects)
      .values([
        { requestId: ongoing!.id, userId: owner.id, levels: 40, stages: ['Design', 'Build', 'Launch'], currentStage: 'Build', createdAt: new Date('2026-02-02T10:00:00Z') },
        { requestId: done!.id, userId: owner.id, levels: 100, stages: ['Concepts', 'Delivery'], currentStage: 'Delivery', isDone: true, createdAt: new Date('2026-03-02T10:00:00Z') },
      ])
      .returning();
    ids.ongoingProject = p1!.id;
    ids.doneProject = p2!.id;
  });
  after(() => t.close());

  it('needs a sign-in', async () => {
    for (const url of ['/api/dashboard/-1', '/api/del_project/1', '/api/requests']) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 401, url);
      assert.equal(typeof res.json().detail, 'string');
    }
  });

  it('selects the most recent unfinished project by default and lists all, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/-1', headers: owner.headers });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.project.id, ids.ongoingProject);
    assert.deepEqual(body.project, {
      id: ids.ongoingProject,
      levels: 40,
      url: '',
      current_stage: 'Build',
      list_stages: 'Design,Build,Launch',
      is_done: false,
      request: { service: 'wd', subject: 'Shop' },
      started_at: '2026-02-02T10:00:00.000Z',
      stage_dates: {},
      completed_at: null,
      request_id: ids.ongoing,
      approval_stages: [],
      revision_rounds: 2,
    });
    assert.deepEqual(
      body.projects.map((p: { id: number }) => p.id),
      [ids.doneProject, ids.ongoingProject],
    );
  });

  it('selects a given project of the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dashboard/${ids.doneProject}`, headers: owner.headers });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().project.id, ids.doneProject);
  });

  it("answers 404 for another client's project and shows them none", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dashboard/${ids.doneProject}`, headers: other.headers });
    assert.equal(res.statusCode, 404);
    assert.equal(JSON.stringify(res.json()).includes('Logo'), false);
    const mine = await t.app.inject({ method: 'GET', url: '/api/dashboard/-1', headers: other.headers });
    assert.deepEqual(mine.json(), { project: null, projects: [] });
  });

  it('rejects a malformed project id with a detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/abc', headers: owner.headers });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().detail, /id/);
  });

  it('deletes only finished projects, and only for their owner', async () => {
    const unfinished = await t.app.inject({ method: 'GET', url: `/api/del_project/${ids.ongoingProject}`, headers: owner.headers });
    assert.equal(unfinished.statusCode, 400);
    assert.equal(typeof unfinished.json().detail, 'string');
    const stranger = await t.app.inject({ method: 'GET', url: `/api/del_project/${ids.doneProject}`, headers: other.headers });
    assert.equal(stranger.statusCode, 404);
    assert.equal((await t.db.select().from(projects).where(eq(projects.id, ids.doneProject))).length, 1);
    const ok = await t.app.inject({ method: 'GET', url: `/api/del_project/${ids.doneProject}`, headers: owner.headers });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { success: 'success' });
    assert.equal((await t.db.select().from(projects).where(eq(projects.id, ids.doneProject))).length, 0);
  });

  it("lists the client's own requests, newest first, in the spec's shape", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/requests', headers: owner.headers });
    assert.equal(res.statusCode, 200);
    const list = res.json();
    assert.deepEqual(
      list.map((r: { id: number }) => r.id),
      [ids.pending, ids.ongoing, ids.done],
    );
    assert.deepEqual(list[0], {
      id: ids.pending,
      date: '2026-03-01T10:00:00.000Z',
      price: '150000',
      reference: 'Quoted',
      is_done: false,
      request: { service: 'seo', subject: 'Audit' },
      // What is due now (issue 25): a simple quote owes its whole price until paid.
      due_kobo: 15_000_000,
      due_label: '',
      proposal_id: null,
    });
    const others = await t.app.inject({ method: 'GET', url: '/api/requests', headers: other.headers });
    assert.deepEqual(others.json(), []);
  });

  it('deletes a request that is done or not Ongoing; refuses an Ongoing one and strangers', async () => {
    const ongoing = await t.app.inject({ method: 'DELETE', url: `/api/requests/${ids.ongoing}`, headers: owner.headers });
    assert.equal(ongoing.statusCode, 400);
    const stranger = await t.app.inject({ method: 'DELETE', url: `/api/requests/${ids.pending}`, headers: other.headers });
    assert.equal(stranger.statusCode, 404);
    for (const id of [ids.pending, ids.done]) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/requests/${id}`, headers: owner.headers });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { success: 'success' });
    }
    // The unpaid request is gone; the paid one (done) is only hidden from the client: the agency keeps its record and documents.
    const left = await t.db.select({ id: serviceRequests.id, hidden: serviceRequests.clientHiddenAt }).from(serviceRequests).where(eq(serviceRequests.userId, owner.id));
    assert.deepEqual(
      left.map((r) => [r.id, r.hidden !== null]).sort(([a], [b]) => Number(a) - Number(b)),
      [
        [ids.done, true],
        [ids.ongoing, false],
      ].sort(([a], [b]) => Number(a) - Number(b)),
    );
    const listed = (await t.app.inject({ method: 'GET', url: '/api/requests', headers: owner.headers })).json();
    assert.deepEqual(
      listed.map((r: { id: number }) => r.id),
      [ids.ongoing],
    );
  });

  it('dates the stage timeline: the day each stage is reached, none for a stage dropped, and the day the project is done', async () => {
    const client = await createTestUser(t.db, t.config);
    const [paid] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'md', subject: 'App', price: 60000, paidAt: new Date(), status: 'Quoted' }).returning();
    const dashboardOf = async () => (await t.app.inject({ method: 'GET', url: '/api/dashboard/-1', headers: client.headers })).json().project;
    const isoDate = /^\d{4}-\d{2}-\d{2}T/;

    const started = await startProject(t.db, paid!.id, { stages: ['Discovery', 'Build', 'QA', 'Launch'] });
    let view = await dashboardOf();
    assert.deepEqual(Object.keys(view.stage_dates), ['Discovery']);
    assert.equal(view.stage_dates.Discovery, view.started_at);
    assert.equal(view.completed_at, null);

    await advanceProject(t.db, null, started.id, { stage: 'build' });
    view = await dashboardOf();
    assert.deepEqual(Object.keys(view.stage_dates).sort(), ['Build', 'Discovery']);
    assert.match(view.stage_dates.Build, isoDate);
    const buildDay = view.stage_dates.Build;

    // Choosing the current stage again keeps the day it was reached.
    await advanceProject(t.db, null, started.id, { stage: 'Build' });
    assert.equal((await dashboardOf()).stage_dates.Build, buildDay);

    // A stage taken out of the plan takes its date with it.
    await advanceProject(t.db, null, started.id, { stages: ['Build', 'QA', 'Launch'] });
    assert.deepEqual(Object.keys((await dashboardOf()).stage_dates), ['Build']);

    await completeProject(t.db, null, started.id);
    view = await dashboardOf();
    assert.equal(view.is_done, true);
    assert.match(view.completed_at, isoDate);
    assert.equal(view.stage_dates.Launch, view.completed_at);
    assert.equal(view.stage_dates.Build, buildDay);
  });
});
