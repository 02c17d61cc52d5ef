import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';
import { contentSecurityPolicy } from './security-headers';
import { composePage } from './ssr';
import { STORAGE_ANSWERED_HASH, STORAGE_ANSWERED_SCRIPT, STORAGE_CONSENT_KEY } from './storage-answered';

const SHELL = '<!doctype html><html id="page"><head><title>x</title></head><body><div id="root"></div><noscript>Needs JS</noscript></body></html>';
const rendered = () => composePage(SHELL, {}, { html: '<section data-storage-notice>What this site stores</section>', styles: '', state: {} } as never);

/**
 * Loads a composed page in jsdom with this device's storage as given (a script put first in the head stores it,
 * before the page's own tags, which composePage writes at the end of the head), running its inline scripts.
 */
function load(html: string, stored: string | null) {
  const seed = stored === null ? '' : `<script>localStorage.setItem(${JSON.stringify(STORAGE_CONSENT_KEY)}, ${JSON.stringify(stored)})</script>`;
  const dom = new JSDOM(html.replace('<head>', `<head>${seed}`), { runScripts: 'dangerously', url: 'https://agency.test/' });
  return dom.window.document.getElementById('page')!;
}

describe("the storage notice's head script", () => {
  it("reads the key the shell writes the visitor's answer under", () => {
    // Read from the source: the site's (Node) types cannot take shared-auth's browser module.
    const source = readFileSync(new URL('../../shared-auth/src/consent.ts', import.meta.url), 'utf8');
    assert.equal(/export const STORAGE_CONSENT_KEY = '([^']+)'/.exec(source)?.[1], STORAGE_CONSENT_KEY);
  });

  it('marks the document answered before the body is parsed when this device has answered, and not otherwise', () => {
    const answered = JSON.stringify({ v: 1, at: '2026-11-26T00:00:00.000Z', purposes: { 'field-data': false } });
    assert.ok(load(rendered(), answered).hasAttribute('data-storage-answered'));
    assert.ok(!load(rendered(), null).hasAttribute('data-storage-answered'));
    // A page the browser renders carries it too: the notice is hidden there before React renders it.
    assert.ok(load(composePage(SHELL, {}, null), answered).hasAttribute('data-storage-answered'));
  });

  it('is first in the head, allowed by the policy by its own hash, and a page without JavaScript hides the notice', () => {
    const html = rendered();
    const head = html.split('</head>')[0]!;
    assert.equal(/<script>([\s\S]*?)<\/script>/.exec(head)?.[1], STORAGE_ANSWERED_SCRIPT);
    assert.ok(head.includes('<noscript><style>[data-storage-notice]{display:none}</style></noscript>'));
    assert.ok(!composePage(SHELL, {}, null).includes('[data-storage-notice]{display:none}'), 'only pages that carry the notice');
    const scriptSrc = contentSecurityPolicy({}).split('; ').find((d) => d.startsWith('script-src '))!;
    assert.ok(scriptSrc.split(' ').includes(STORAGE_ANSWERED_HASH));
    assert.ok(!scriptSrc.includes('unsafe-inline'));
  });
});
