import { inlineScriptSource } from './inline-script';

/**
 * The after-paint loader: the one script a server-rendered page carries in place of the shell's entry script
 * (composePage in ./ssr.ts), inline, so it costs no request. The page is on screen from its HTML alone; this starts
 * the shell only once the browser has painted it, and then asks for every file the page needs at once: the shell's
 * entry first, at high priority (nothing runs before it; a script added by a script is otherwise low priority, and
 * over HTTP/1.1 a browser opens six connections to a host, so it waited for two rounds of the others), then its boot
 * chunks, the route's remote manifest, remote entry and page module, read from this tag's data-main and data-preload
 * (./hints.ts). One round of requests after the first paint, none of them competing with what paints the page.
 *
 * It waits for the first contentful paint (the paint entry says when it is on screen, which is later than the frame
 * after this script); a page whose largest paint is a picture marks it (data-largest-paint, the landing page's hero
 * art), and the scripts also wait until it is decoded and a frame has drawn it, so that none of their requests comes
 * before the page's largest paint (on a phone's bandwidth they delayed it: Lighthouse's LCP on / 1.39-1.51 s with
 * them first, 2026-11-29). A browser without paint timing starts after the next frame; any page at the latest after
 * 3 s.
 *
 * Until 2026-11-29 this was a file of the shell's (after-paint.<hash>.js, a `defer` script): on a slow phone's
 * network that request was one more round trip (~560 ms) between the first paint and the page's scripts. Written
 * out here as the exact text the page carries: the Content-Security-Policy allows it by its SHA-256
 * (AFTER_PAINT_HASH, worked out from this text at start), never by 'unsafe-inline'. Tested in jsdom
 * (after-paint.test.ts) and by e2e/tests/ssr.spec.ts (every script held back until the first paint).
 */
export const AFTER_PAINT_SCRIPT =
  "(()=>{let d=document,t=d.currentScript,m=t.dataset.main,p=(t.dataset.preload||'').split(' ').filter(Boolean)," +
  "go=()=>{let s=d.createElement('script');s.src=m;s.fetchPriority='high';d.head.appendChild(s);for(let h of p){let l=d.createElement('link');l.rel='preload';l.href=h;" +
  "/\\.json(\\?|$)/.test(h)?(l.as='fetch',l.crossOrigin='anonymous'):l.as='script';d.head.appendChild(l)}}," +
  "on=0,once=()=>{on||(on=1,setTimeout(go,0))}," +
  "big=()=>{let i=[...d.querySelectorAll('img[data-largest-paint]')].map(i=>i.decode().catch(()=>0));" +
  "i.length?Promise.all(i).then(()=>requestAnimationFrame(()=>requestAnimationFrame(once))):once()};" +
  "if(self.PerformanceObserver?.supportedEntryTypes?.includes('paint')){let o=new PerformanceObserver(l=>{l.getEntriesByName('first-contentful-paint').length&&(o.disconnect(),big())});" +
  "o.observe({type:'paint',buffered:!0});setTimeout(once,3e3)}else requestAnimationFrame(once)})()";

/** The CSP source that allows exactly AFTER_PAINT_SCRIPT. */
export const AFTER_PAINT_HASH = inlineScriptSource(AFTER_PAINT_SCRIPT);

