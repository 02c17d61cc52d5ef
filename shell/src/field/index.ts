import { fieldDataAllowed } from '@agency/shared-auth';
import { remoteEntries } from '../mf/remotes';
import { remoteVersion } from '../mf/remote-versions';
import { enableFieldErrors } from './errors';
import { pageOwner, remoteOfStack } from './page-owner';

/**
 * Field data for this page view (docs/field-data.md): drawn once against the sample rate the site serves in the
 * run-time manifest, and only where `fieldDataAllowed()` says so. A sampled view holds its errors from now on
 * and loads the reporter (web-vitals and all, its own chunk) once the page has loaded and the browser is idle:
 * nothing of it runs or is fetched before the page is interactive.
 */
export function startFieldDataSampling(sampleRate: number | undefined, routes: readonly { path: string; remote: string }[], random = Math.random): boolean {
  if (!sampleRate || !(random() < sampleRate) || !fieldDataAllowed()) return false;
  enableFieldErrors();
  const landing = pageOwner(routes, window.location.pathname);
  const start = () =>
    void import(/* webpackChunkName: "field-data" */ './start').then(({ startFieldData }) =>
      startFieldData({
        landing,
        current: () => pageOwner(routes, window.location.pathname),
        versionOf: (remote) => (remote === 'shell' ? process.env.MF_APP_VERSION || 'unknown' : remoteVersion(remote)),
        remoteOfStack: (stack) => remoteOfStack(remoteEntries(), stack),
      }),
    );
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 500));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return true;
}
