// A page's path is declared once, in contracts/src/pages.ts: every route (each remote's page table), link
// (`paths` builders, in the remotes, the shell and the API's emails) and test fixture takes it from there, so
// renaming a page there moves all of them. This test reads every page path from that file and fails when any
// other source file spells one. Run by `pnpm --filter @agency/tooling test` (part of `npm test`'s unit step).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DECLARATION = 'contracts/src/pages.ts';

/** Every page pattern of the declaration, by name: `requests: '/made-requests',`. */
function declaredPatterns() {
  const source = readFileSync(path.join(ROOT, DECLARATION), 'utf8');
  const body = source.slice(source.indexOf('export const pages = {'), source.indexOf('} as const;'));
  return [...body.matchAll(/^\s+(\w+): '(\/[^']*)',$/gm)].map(([, name, pattern]) => ({ name, pattern }));
}

/** What a link to the page starts with: the pattern up to its first parameter or splat ('/set-up/:token' → '/set-up'). */
const staticPart = (pattern) => pattern.replace(/\/(:\w+|\*).*$/, '');

/**
 * Sources that spell a page's words for something else: the API's own endpoints live under /api (POST
 * /api/accounts/login is not the login page), and the back office's file downloads call /api/office/….
 */
const NOT_PAGES = {
  'api/src/accounts/routes.ts': ['/login', '/settings'],
  'api/src/home/home-routes.ts': ['/home'],
  'api/src/office/routes.ts': ['/tutorials', '/office'],
  'api/src/catalogue/routes.ts': ['/office'],
  'api/src/portal/routes.ts': ['/dashboard'],
  'mf-office/src/lib/download.ts': ['/office'],
  // The back office's own sub-routes under /office (its billing view, a request's proposal editor), not the portal's pages.
  'mf-office/src/features/layout/office-layout.tsx': ['/billing'],
  'mf-office/src/lib/office-paths.ts': ['/proposal'],
};

/** Source files of the workspace (tests, e2e journeys and docs may spell addresses: they check them from outside). */
function sourceFiles() {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file))
    .filter((file) => !/\.test\.|\.spec\.|^e2e\/|^docs\/|(^|\/)dist\/|^tooling\/test\//.test(file))
    .filter((file) => file !== DECLARATION);
}

/** Each line of `source` that spells `literal` as an address (not in a comment): after a quote, `}` or a space; before a quote, `/`, `?`, `#`, `:` or a space. */
function spellings(source, literal) {
  const escaped = literal.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const address = new RegExp(`(['"\`}]| )${escaped}(?=['"\`/?#: ]|$)`);
  return source
    .split('\n')
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => !/^(\/\/|\*|\/\*)/.test(line) && address.test(line));
}

describe('a page path is declared once', () => {
  const patterns = declaredPatterns();

  it('reads the declaration (every remote with pages, the made-requests page among them)', () => {
    assert.ok(patterns.length >= 20, `only ${patterns.length} patterns read from ${DECLARATION}`);
    assert.ok(patterns.some(({ name, pattern }) => name === 'requests' && pattern === '/made-requests'));
  });

  it('no other source file spells a page path: routes, links and emails all take it from the declaration', () => {
    const literals = [...new Set(patterns.map(({ pattern }) => staticPart(pattern)).filter((literal) => literal.length > 1))];
    const found = [];
    for (const file of sourceFiles()) {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      for (const literal of literals) {
        if (NOT_PAGES[file]?.includes(literal)) continue;
        for (const { line, number } of spellings(source, literal)) found.push(`${file}:${number}: ${literal} in ${line}`);
      }
    }
    assert.deepEqual(found, [], `use the builders of @agency/contracts/pages (or shared-auth's paths) instead:\n${found.join('\n')}`);
  });

  it('recognises a spelled path, in a string, a template and a text', () => {
    assert.equal(spellings("navigate('/made-requests');", '/made-requests').length, 1);
    assert.equal(spellings('const url = `{site}/made-requests`;', '/made-requests').length, 1);
    assert.equal(spellings("'then sign in at /login:',", '/login').length, 1);
    assert.equal(spellings('fetch(`/set-up/:token`)', '/set-up').length, 1);
    assert.equal(spellings('// links to /made-requests', '/made-requests').length, 0);
    assert.equal(spellings("'/made-requests-old'", '/made-requests').length, 0);
  });
});
