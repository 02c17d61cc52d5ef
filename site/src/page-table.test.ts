import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildersOf, pages } from '@agency/contracts/pages';
import type { PageEntry } from '@agency/contracts/routes';
import { findRoute, parseRouteFile, type RouteTable, shellRoutes } from './route-table';
import { rendersOnServer } from './ssr';

/**
 * A page added to the portal: its path beside the portal's others (the path part of its table, which the
 * builders come from) and its entry in the table (module, frame, texts). Nothing else is written for it: the
 * build derives its exposed module and routes.json from the entry (tooling/test/page-table.test.mjs), and the
 * site, the shell and every link take it from there, as below.
 */
const portalPages = { ...pages.portal, invoice: '/invoices/:id' } as const;
const link = buildersOf(portalPages);
const entry: PageEntry = {
  path: portalPages.invoice,
  expose: 'Invoice',
  module: 'invoice',
  layout: 'app',
  ssr: true,
  meta: { title: 'Invoice | TMS', description: 'Your invoice', public: false },
};

/** The combined table the site builds from each remote's routes.json (the build writes the entries without `module`). */
function siteTable(routes: PageEntry[]): RouteTable {
  const parsed = parseRouteFile(JSON.parse(JSON.stringify({ routes: routes.map(({ module: _module, ...route }) => route) })));
  assert.ok(parsed);
  return { routes: parsed.map((route) => ({ ...route, remote: 'portal' })), complete: true };
}

describe('a page added to a remote\'s table', () => {
  const table = siteTable([{ path: pages.portal.requests, expose: 'Requests', module: 'requests', layout: 'app', meta: entry.meta }, entry]);

  it('is routed by the site and handed to the shell, at the address its builder gives other remotes', () => {
    const address = link.invoice(42);
    assert.equal(address, '/invoices/42');
    const match = findRoute(table, address);
    assert.equal(match?.route.expose, 'Invoice');
    assert.deepEqual(match?.params, { id: '42' });
    assert.deepEqual(
      shellRoutes(table).find((route) => route.expose === 'Invoice'),
      { path: '/invoices/:id', remote: 'portal', expose: 'Invoice', layout: 'app' },
    );
  });

  it('is rendered on the server when its entry says so', () => {
    const match = findRoute(table, link.invoice(42));
    assert.ok(match && rendersOnServer(match));
    assert.equal(rendersOnServer(findRoute(table, link.requests)!), false);
  });

  it('moves with its declaration: renamed, the old address is no page and the builder gives the new one', () => {
    const renamed = { ...portalPages, requests: '/my-requests' } as const;
    const moved = siteTable([{ path: renamed.requests, expose: 'Requests', module: 'requests', layout: 'app', meta: entry.meta }]);
    assert.equal(buildersOf(renamed).requests, '/my-requests');
    assert.equal(findRoute(moved, buildersOf(renamed).requests)?.route.expose, 'Requests');
    assert.equal(findRoute(moved, pages.portal.requests), null);
  });
});
