import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { JSDOM } from 'jsdom';
import { REPLAY_HASH, REPLAY_SCRIPT, replayTag } from './replay';
import { contentSecurityPolicy } from './security-headers';
import { composePage } from './ssr';

interface Counter {
  replays: number;
  dropped: number;
  delays: number[];
  ready(owner: string): void;
}

/**
 * A server-rendered page with the capture script in its head, the way composePage writes it: a marked button of
 * the shell and one of marketing, a marked form, a marked link, and an unmarked button. `clock` drives Date.now
 * inside the page (the script's tap times), so staleness is tested without waiting.
 */
function page() {
  const dom = new JSDOM(
    `<!doctype html><html><head>${replayTag()}</head><body>
      <button id="menu" data-replay="shell">Menu</button>
      <button id="book" data-replay="marketing"><span id="label">Book Consultation</span></button>
      <form id="form" data-replay="marketing" action="/book"><input name="n" /><button id="send">Send</button></form>
      <a id="link" href="#there" data-replay="marketing">Services</a>
      <button id="plain">Plain</button>
    </body></html>`,
    { runScripts: 'dangerously', url: 'https://agency.test/' },
  );
  const { window } = dom;
  const clock = { now: 1_000_000 };
  window.Date.now = () => clock.now;
  // jsdom does not implement form submission; requestSubmit dispatches the submit event, which is what is counted.
  const seen: string[] = [];
  const el = (id: string) => window.document.getElementById(id)!;
  // React's listeners sit below the document (on the root), so the bubble phase here is what the app would see.
  for (const id of ['menu', 'book', 'plain', 'link']) el(id).addEventListener('click', () => seen.push(`click:${id}`));
  el('form').addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push('submit:form');
  });
  const counter = (window as unknown as { __replay: Counter }).__replay;
  // The script replays in a task of its own after `ready`: wait for it.
  const tick = () => new Promise<void>((resolve) => (window as unknown as { setTimeout(f: () => void): void }).setTimeout(resolve));
  const replay = {
    get replays() {
      return counter.replays;
    },
    get dropped() {
      return counter.dropped;
    },
    get delays() {
      return counter.delays;
    },
    ready: async (owner: string) => {
      counter.ready(owner);
      await tick();
    },
  };
  return { window, el, seen, clock, replay, counter };
}

describe('the tap-capture script', () => {
  it('is well under 1 KB and allowed by the policy by its own hash, never by unsafe-inline', () => {
    assert.ok(Buffer.byteLength(REPLAY_SCRIPT) < 1000, `${Buffer.byteLength(REPLAY_SCRIPT)} bytes`);
    const expected = `'sha256-${createHash('sha256').update(REPLAY_SCRIPT).digest('base64')}'`;
    assert.equal(REPLAY_HASH, expected);
    const scriptSrc = contentSecurityPolicy({}).split('; ').find((d) => d.startsWith('script-src '))!;
    assert.ok(scriptSrc.split(' ').includes(REPLAY_HASH));
    assert.ok(!scriptSrc.includes('unsafe-inline'));
  });

  it('is in the head of a server-rendered page, exactly the hashed text, and not on a page the browser renders', () => {
    const shell = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const rendered = composePage(shell, {}, { html: '<p>hi</p>', styles: '', state: {} } as never);
    const inline = [...rendered.split('</head>')[0]!.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    assert.ok(inline.includes(REPLAY_SCRIPT));
    assert.ok(!composePage(shell, {}, null).includes(REPLAY_SCRIPT));
  });

  it('queues a tap on a marked button before its owner is ready, shows it busy, and replays it once when ready', async () => {
    const { window, el, seen, clock, replay } = page();
    el('label').dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    assert.deepEqual(seen, [], 'the app does not see the tap before it has hydrated');
    assert.equal(el('book').getAttribute('aria-busy'), 'true', 'pressed/busy at once');
    clock.now += 2500;
    await replay.ready('shell');
    assert.deepEqual(seen, [], 'another owner being ready replays nothing of marketing');
    await replay.ready('marketing');
    assert.deepEqual(seen, ['click:book']);
    assert.equal(el('book').hasAttribute('aria-busy'), false);
    assert.equal(replay.replays, 1);
    assert.deepEqual([...replay.delays], [2500]);
    await replay.ready('marketing');
    assert.deepEqual(seen, ['click:book'], 'nothing replays twice');
    el('book').click();
    assert.deepEqual(seen, ['click:book', 'click:book'], 'once ready, taps go straight to the app');
  });

  it('queues one action per element however often it is tapped while waiting', async () => {
    const { el, seen, replay } = page();
    el('menu').click();
    el('menu').click();
    el('menu').click();
    await replay.ready('shell');
    assert.deepEqual(seen, ['click:menu'], 'a menu tapped three times opens, not opens-closes-opens');
    assert.equal(replay.replays, 1);
  });

  it('replays after the commit that made the owner ready, and a tap in between does not act a second time', async () => {
    const { el, seen, replay, counter } = page();
    el('menu').click();
    counter.ready('shell');
    // The owner's mount effects run now: the replay waits for them. A tap on the same button before the replay
    // is the same action, still waiting.
    assert.deepEqual(seen, []);
    el('menu').click();
    assert.deepEqual(seen, []);
    await replay.ready('shell');
    assert.deepEqual(seen, ['click:menu']);
    assert.equal(replay.replays, 1);
  });

  it('drops a tap older than 10 s, and one whose element left the page, clearing the busy state', async () => {
    const { el, seen, clock, replay } = page();
    el('book').click();
    el('menu').click();
    el('menu').remove();
    clock.now += 10_001;
    await replay.ready('marketing');
    await replay.ready('shell');
    assert.deepEqual(seen, []);
    assert.equal(el('book').hasAttribute('aria-busy'), false);
    assert.equal(replay.dropped, 2);
    assert.equal(replay.replays, 0);
  });

  it('replays a form submission with requestSubmit', async () => {
    const { window, el, seen, replay } = page();
    el('form').dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    assert.deepEqual(seen, []);
    assert.equal(el('form').getAttribute('aria-busy'), 'true');
    await replay.ready('marketing');
    assert.deepEqual(seen, ['submit:form']);
  });

  it('leaves links and unmarked buttons alone', async () => {
    const { window, el, seen, replay } = page();
    const link = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    el('link').dispatchEvent(link);
    assert.equal(link.defaultPrevented, false, 'a link navigates natively');
    el('plain').click();
    assert.deepEqual(seen, ['click:link', 'click:plain']);
    assert.equal(el('link').hasAttribute('aria-busy'), false);
    await replay.ready('marketing');
    assert.equal(replay.replays, 0);
  });
});
