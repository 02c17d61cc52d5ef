import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApi, type TestApi } from '../testing/test-api';
import { docsPageLoads } from '../testing/docs-ui';

describe('the API docs UI', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ API_DOCS: true });
  });
  after(() => t.close());

  it('at /api/docs (no trailing slash) leads to a page whose every stylesheet and script loads', async () => {
    const loaded = await docsPageLoads((url) => t.app.inject({ url }), '/api/docs');
    assert.ok(loaded.assets.length >= 3, `${loaded.assets.length} assets`);
    for (const asset of loaded.assets) assert.equal(asset.status, 200, asset.url);
    assert.equal(loaded.page, '/api/docs/');
  });

  it('keeps the query through the redirect', async () => {
    const res = await t.app.inject({ url: '/api/docs?x=1' });
    assert.equal(res.statusCode, 301);
    assert.equal(res.headers.location, 'docs/?x=1');
  });
});
