import { inlineScriptSource } from './inline-script';

/**
 * No lost tap: the capture script every server-rendered page carries inline in its <head> (composePage in
 * ./ssr.ts). The page is on screen from its HTML long before React has hydrated it (on a slow phone, seconds);
 * React attaches its listeners at `hydrateRoot` and a remote's part only once that remote's code has arrived,
 * so a tap in between did nothing. This script:
 * - listens on `document`, in the capture phase, for `click` on an element the server marked `data-replay`
 *   (value: the remote that owns it, `shell` for the shell's nav and footer) and `submit` of a form so marked,
 *   while that owner has not said it is ready; links (`<a>`) are never captured, they work natively;
 * - stops the event, queues `{ target, type, time }` (one per element: a second tap on a waiting button does not
 *   queue a second action, nor does a tap on it between its owner becoming ready and the replay) and shows at once that the tap was taken: `aria-busy="true"`, which the design
 *   system's global style renders as a pressed/busy state (shared-ui/src/global-style.ts);
 * - when the owner marks itself ready (`window.__replay.ready('marketing')`, called by the shell's RemoteSlot
 *   and the shell itself once hydrated), replays each of its events once, in a task of its own (after every
 *   mount effect of that commit: the nav's "close the menu on a new route" must not undo a replayed open), `el.click()` / `form.requestSubmit()`,
 *   if the element is still in the page and the tap is younger than 10 s; older ones are dropped, and so is any
 *   tap still waiting after 10 s; the busy state is cleared either way;
 * - counts on `window.__replay`: `replays`, `dropped`, and `delays` (ms from each tap to its replay), for the
 *   field data to report.
 *
 * Kept tiny (well under 1 KB) and written out here as the exact text the page carries: the Content-Security-Policy
 * allows it by its SHA-256 (REPLAY_HASH, worked out from this text at start, so the two cannot drift), never by
 * 'unsafe-inline'. Tested in jsdom (replay.test.ts) and on an emulated slow phone (e2e/tests/slow-phone.spec.ts).
 */
export const REPLAY_SCRIPT =
  "(()=>{let q=[],ok={},M=1e4,d=document,R=window.__replay={replays:0,dropped:0,delays:[],ready(o){ok[o]=1;setTimeout(()=>{let r=q.filter(e=>e.owner==o);q=q.filter(e=>e.owner!=o);r.map(fire)})}}," +
  "off=e=>e.target.removeAttribute('aria-busy')," +
  "fire=e=>{off(e);let a=Date.now()-e.time;a>M||!e.target.isConnected?R.dropped++:(R.replays++,R.delays.push(a),e.type=='submit'?e.target.requestSubmit():e.target.click())}," +
  "on=v=>{let el=v.target.closest?.('[data-replay]'),o,w=q.some(e=>e.target==el);if(!el||el.tagName=='A'||(v.type=='submit')!=(el.tagName=='FORM')||ok[o=el.dataset.replay||'shell']&&!w)return;" +
  "v.preventDefault();v.stopImmediatePropagation();if(w)return;let e={target:el,type:v.type,time:Date.now(),owner:o};q.push(e);el.setAttribute('aria-busy','true');" +
  "setTimeout(()=>{q.includes(e)&&(q=q.filter(x=>x!=e),off(e),R.dropped++)},M)};" +
  "d.addEventListener('click',on,!0);d.addEventListener('submit',on,!0)})()";

/** The CSP source that allows exactly REPLAY_SCRIPT. */
export const REPLAY_HASH = inlineScriptSource(REPLAY_SCRIPT);

/** The inline tag, for the page's <head>. */
export const replayTag = () => `<script>${REPLAY_SCRIPT}</script>`;
