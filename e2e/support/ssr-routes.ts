import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hasDemoSeed, REMOTE_BASE_URL } from './environment';
import { REPO_ROOT } from './processes';
import { DEMO_CERTIFICATE } from './session';
import { builtRemotes } from './topology';

/**
 * The pages the site renders on its server, from the remotes' own routes.json, each with an address to open:
 * a listed entry of a parametrised route, else its parameters filled in (tutorial 1, the demo certificate, the
 * seeded case study, a token never issued).
 */

export interface RemoteRoute {
  path: string;
  expose: string;
  ssr?: boolean;
  access?: string;
  meta?: { public?: boolean };
  entries?: { params: Record<string, string> }[];
}

/** The site's rule (site/src/ssr.ts, rendersOnServer): a route that says so, else a public one; staff pages never. */
export const rendersOnServer = (route: RemoteRoute) => route.access !== 'staff' && (route.ssr ?? route.meta?.public ?? false);

/** A certificate issued on the environment under test (as in smoke.spec.ts). */
export const CERTIFICATE_ID = process.env.E2E_CERTIFICATE_ID ?? (hasDemoSeed ? DEMO_CERTIFICATE : undefined);
/** A token page with a token that was never issued: the page still renders (and says so once it asks). */
const DUMMY = { token: 'e2e-ssr-not-a-token', email: 'e2e.ssr@example.com' };

/** One address of a server-rendered route, with the route's remote and exposed page. */
export interface PageCase {
  /** The address. */
  path: string;
  /** The route's path, as its routes.json says it ('/tutorial-detail/:id'). */
  route: string;
  remote: string;
  expose: string;
  /** Why this address cannot be checked on this environment. */
  unavailable?: string;
}

export function addressesOf(remote: string, route: RemoteRoute): PageCase[] {
  if (route.entries?.length) {
    return route.entries.map((entry) => ({
      path: route.path.replace(/:(\w+)/g, (_, name: string) => entry.params[name]!),
      route: route.path,
      remote,
      expose: route.expose,
    }));
  }
  let unavailable: string | undefined;
  const filled = route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'token') return DUMMY.token;
    if (name === 'email') return encodeURIComponent(DUMMY.email);
    if (name === 'id' && route.expose === 'TutorialDetail') return '1';
    // The catalogue's first case study, published on every database at first start (api/src/catalogue/seed-content.ts).
    if (name === 'slug' && route.expose === 'CaseStudy') return 'ojafresh-marketplace';
    if (name === 'id' && route.expose === 'Certificate') {
      if (!CERTIFICATE_ID) unavailable = `needs a certificate issued on ${REMOTE_BASE_URL}: set E2E_CERTIFICATE_ID`;
      return CERTIFICATE_ID ?? 'none';
    }
    throw new Error(`${remote}: no value for :${name} of ${route.path}; teach support/ssr-routes.ts one`);
  });
  return [{ path: filled, route: route.path, remote, expose: route.expose, unavailable }];
}

/** Every server-rendered address of this checkout's builds (each remote's dist/routes.json), read when the file loads. */
export function serverRenderedPages(): PageCase[] {
  return builtRemotes().flatMap((remote) => {
    const file = path.join(REPO_ROOT, `mf-${remote}`, 'dist/routes.json');
    if (!existsSync(file)) throw new Error(`${file} is missing: build the remotes first (pnpm build)`);
    const { routes } = JSON.parse(readFileSync(file, 'utf8')) as { routes: RemoteRoute[] };
    return routes.filter(rendersOnServer).flatMap((route) => addressesOf(remote, route));
  });
}
