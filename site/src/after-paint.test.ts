import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { JSDOM } from 'jsdom';
import { AFTER_PAINT_HASH, AFTER_PAINT_SCRIPT } from './after-paint';
import { afterPaintTag } from './hints';
import { contentSecurityPolicy } from './security-headers';

/**
 * A server-rendered page with the loader where the shell's entry script was, as composePage writes it. jsdom has no
 * paint timing, so the loader starts after the next frame (its fallback); `paint` stands in for a browser that has it,
 * delivering the first contentful paint when the test says. (jsdom does not reflect a link's `as` to its attribute,
 * so the property is read, as the browser's preload does.)
 */
function page({ paint = false, largestPicture = false } = {}) {
  let deliver: (() => void) | null = null;
  const dom = new JSDOM(
    `<!doctype html><html><head>${afterPaintTag({ main: '/main.1.js', manifests: ['/remotes/marketing/mf-manifest.json'], scripts: ['/435.js', '/remotes/marketing/remoteEntry.js'] })}</head>
     <body><h1>Think-Make-Solve</h1>${largestPicture ? '<img data-largest-paint src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">' : ''}</body></html>`,
    {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      url: 'https://agency.test/',
      beforeParse(window) {
        if (!paint) return;
        class FakeObserver {
          static supportedEntryTypes = ['paint'];
          constructor(private callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
          observe() {
            deliver = () => this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
          }
          disconnect() {}
        }
        Object.assign(window, { PerformanceObserver: FakeObserver });
      },
    },
  );
  const requested = () =>
    [...dom.window.document.head.querySelectorAll('script[src], link[rel="preload"]')].map((el) =>
      el.tagName === 'SCRIPT' ? `script ${el.getAttribute('src')}` : `${el.as} ${el.getAttribute('href')}${el.getAttribute('crossorigin') !== null ? ' cors' : ''}`,
    );
  return { dom, requested, paint: () => deliver?.() };
}

const tick = (ms = 40) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the after-paint loader', () => {
  it("asks for nothing before the first paint, then for the shell's entry first and every named file once", async () => {
    const { requested, paint } = page({ paint: true });
    await tick();
    assert.deepEqual(requested(), [], 'nothing before the first contentful paint');
    paint();
    await tick();
    assert.deepEqual(requested(), ['script /main.1.js', 'fetch /remotes/marketing/mf-manifest.json cors', 'script /435.js', 'script /remotes/marketing/remoteEntry.js']);
    paint();
    await tick();
    assert.equal(requested().length, 4, 'a second paint entry starts nothing again');
  });

  it('starts after the next frame in a browser without paint timing', async () => {
    const { requested } = page();
    await tick(100);
    assert.equal(requested()[0], 'script /main.1.js');
  });

  it('waits for the largest picture to be decoded when the page marks one', async () => {
    const { dom, requested, paint } = page({ paint: true, largestPicture: true });
    let decoded: () => void = () => {};
    const img = dom.window.document.querySelector('img')!;
    img.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    paint();
    await tick();
    assert.deepEqual(requested(), [], 'not before the picture is drawn');
    decoded();
    await tick(100);
    assert.equal(requested()[0], 'script /main.1.js');
  });

  it('is allowed by the page policy by its hash, never by unsafe-inline', () => {
    const hash = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;
    assert.equal(AFTER_PAINT_HASH, hash);
    const scriptSrc = contentSecurityPolicy({ remotes: {} }).split('; ').find((d) => d.startsWith('script-src'))!;
    assert.ok(scriptSrc.includes(hash));
    assert.ok(!scriptSrc.includes("'unsafe-inline'"));
    assert.ok(AFTER_PAINT_SCRIPT.length < 1000, `kept small: ${AFTER_PAINT_SCRIPT.length} bytes in every rendered page`);
  });
});
