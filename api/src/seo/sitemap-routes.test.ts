import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tutorials } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/test-api';

describe('GET /api/sitemap_entries', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it("lists every tutorial's page params with its creation date, the same on every call", async () => {
    const created = [new Date('2026-01-05T09:00:00Z'), new Date('2026-03-17T14:30:00Z')];
    const rows = await t.db
      .insert(tutorials)
      .values(created.map((createdAt, i) => ({ title: `Tutorial ${i}`, startDate: '2026-12-01', endDate: '2026-12-20', courseId: `SITEMAP${i}`, createdAt })))
      .returning({ id: tutorials.id });
    const res = await t.app.inject({ url: '/api/sitemap_entries' });
    assert.equal(res.statusCode, 200);
    const listed = res.json().sources.tutorials as { params: { id: string }; lastmod: string }[];
    for (const [i, row] of rows.entries()) {
      assert.deepEqual(listed.find((e) => e.params.id === String(row.id)), { params: { id: String(row.id) }, lastmod: created[i]!.toISOString() });
    }
    assert.deepEqual((await t.app.inject({ url: '/api/sitemap_entries' })).json(), res.json());
  });
});
