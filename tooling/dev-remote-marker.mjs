/**
 * Development builds of remotes only (the config factory adds this runtime plugin in development): when a
 * page served from elsewhere (the built site, a `pnpm dev` shell) loads this remote from its dev server,
 * a small badge says so, so nobody mistakes the dev build for the deployed one. The standalone page has
 * its own dev chrome and shows no badge.
 */
/** True when a React renderer on this page supports Fast Refresh (development React DOM, not the built site's production one). */
function reactCanRefresh() {
  const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  return Boolean(hook?.renderers && [...hook.renderers.values()].some((renderer) => typeof renderer.scheduleRefresh === 'function'));
}

/**
 * Inside the built site React is the production build, which cannot refresh components in place: an
 * edit would be applied and show nothing. There, reload the page after each hot update instead.
 */
function reloadWhenReactCannotRefresh() {
  const hot = import.meta.webpackHot;
  if (!hot) return;
  let applied = false;
  hot.addStatusHandler((status) => {
    if (status === 'apply') applied = true;
    if (status === 'idle' && applied) {
      applied = false;
      if (!reactCanRefresh()) window.location.reload();
    }
  });
}

export default function devRemoteMarker() {
  const name = process.env.MF_APP_NAME;
  if (typeof document !== 'undefined') {
    // With publicPath 'auto' this is the address the remote's own scripts came from: its dev server.
    const origin = new URL(__webpack_public_path__, document.baseURI).origin;
    if (origin !== window.location.origin) {
      const show = () => {
        if (document.querySelector(`[data-dev-remote="${name}"]`)) return;
        // One corner for all of them: under `pnpm dev` every remote comes from its dev server.
        let corner = document.querySelector('[data-dev-remotes]');
        if (!corner) {
          corner = document.createElement('div');
          corner.dataset.devRemotes = '';
          corner.style.cssText =
            'position:fixed;left:8px;bottom:8px;z-index:2147483647;display:flex;flex-direction:column;' +
            'align-items:flex-start;gap:4px;pointer-events:none';
          document.body.append(corner);
        }
        const badge = document.createElement('div');
        badge.dataset.devRemote = name;
        badge.setAttribute('role', 'note');
        badge.textContent = `mf-${name}: dev server ${origin}`;
        badge.style.cssText =
          'padding:4px 10px;border-radius:999px;background:#0d1330;color:#ffffff;font:600 12px/1.4 system-ui,sans-serif;opacity:0.9';
        corner.append(badge);
      };
      if (document.body) show();
      else document.addEventListener('DOMContentLoaded', show, { once: true });
      reloadWhenReactCannotRefresh();
    }
  }
  return { name: `dev-remote-marker:${name}` };
}
