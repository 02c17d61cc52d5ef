/**
 * The one script a server-rendered page names in its HTML (site/src/ssr.ts composePage). The page is on screen
 * from its HTML alone; this starts the shell only once the browser has painted it, and then asks for every
 * file the page needs at once: the shell's entry and boot chunks, the route's remote manifest, remote entry
 * and page module, read from this tag's data-main and data-preload (written by the site from the shell's
 * boot-assets.json and the remote's mf-manifest.json). One round of requests after the first paint, instead of
 * the entry's four in a row, and none of them competing with what paints the page.
 *
 * A plain script without imports: the build copies it as is, minified, under its content hash (BootAssetsPlugin
 * in tooling/rspack.mjs).
 */
(() => {
  const tag = document.currentScript;
  if (!tag) return;
  const main = tag.getAttribute('data-main');
  const preload = (tag.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);

  const start = () => {
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.href = href;
      if (/\.json(\?|$)/.test(href)) {
        // The federation runtime reads a manifest with fetch(): a CORS-mode request, as the preload must be to be used.
        link.as = 'fetch';
        link.crossOrigin = 'anonymous';
      } else link.as = 'script';
      document.head.appendChild(link);
    }
    if (!main) return;
    const script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  };

  // After the first contentful paint has been presented, which is later than the frame after this script: the
  // compositor may still be drawing that frame (and text may wait for its font). The paint entry says when it is
  // on screen. A browser without paint timing, or a page that paints nothing (a tab in the background), starts
  // after the next frame, or at the latest after 3 s.
  // A page whose largest paint is a picture marks it (data-largest-paint, the landing page's hero art): the scripts
  // also wait until it is decoded and a frame has drawn it, so that none of their requests comes before the page's
  // largest paint (on a phone's bandwidth they delayed it; Lighthouse's LCP on / 1.39-1.51 s with them first,
  // 2026-11-29).
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  const afterLargest = () => {
    const pictures = Array.from(document.querySelectorAll('img[data-largest-paint]'), (img) => img.decode().catch(() => undefined));
    if (pictures.length === 0) return once();
    Promise.all(pictures).then(() => requestAnimationFrame(() => requestAnimationFrame(once)));
  };
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterLargest();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(once, 3000);
  } else requestAnimationFrame(once);
})();
