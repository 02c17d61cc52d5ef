import { expect, test } from '@playwright/test';
import { appManifestUrls } from '../support/manifests';

/**
 * Strings that survive minification and occur in exactly one module each of @agency/shared-auth's
 * singleton part: the auth store's storage key, the API client's error class name, the run-time config's
 * default. A chunk holding one of them holds that module.
 */
const SINGLETON_MODULES = { 'auth store': '"userInfo"', 'API client': '"ApiError"', 'run-time config': 'apiBase:"/api"' };
/** Paystack's inline checkout (@paystack/inline-js) loads its script from this host. */
const PAYSTACK_MARKER = 'paystack.co';

interface Assets {
  sync: string[];
  async: string[];
}
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { name: string; assets: { js: Assets } }[];
  exposes: { name: string; assets: { js: Assets } }[];
}

test.describe('what each build bundles', { tag: '@smoke' }, () => {
  // Issue 9: a remote that bundled its own auth store and API client paid with whoever was signed in when
  // that copy loaded. Only the shared singleton's chunks may hold them: the copy the page uses is the
  // first one loaded, and every other app's copy is a fallback that is never run next to it.
  test("no app bundles the auth store or the API client outside @agency/shared-auth's shared chunks; Paystack loads only on checkout", async ({
    request,
    baseURL,
  }) => {
    const manifests = await appManifestUrls(request, baseURL!);

    const found: string[] = [];
    const paystackOutsideCheckout: string[] = [];
    let paystackChunks = 0;
    for (const [app, manifestUrl] of Object.entries(manifests)) {
      const manifest = (await (await request.get(manifestUrl)).json()) as Manifest;
      const url = (file: string) => new URL(file, manifestUrl).href;
      const sharedAuth = new Set(manifest.shared.filter((s) => s.name === '@agency/shared-auth').flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async].map(url)));
      expect(sharedAuth.size, `${app} lists its @agency/shared-auth chunks`).toBeGreaterThan(0);
      // Every chunk a page of this app can load: the entry, each exposed module's, each shared library's.
      const eager = new Set<string>();
      const all = new Set<string>();
      if (app !== 'shell') all.add(url(`${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`));
      for (const entry of [...manifest.exposes, ...manifest.shared]) {
        for (const file of entry.assets.js.sync) {
          eager.add(url(file));
          all.add(url(file));
        }
        for (const file of entry.assets.js.async) all.add(url(file));
      }
      for (const s of manifest.shared) for (const file of s.assets.js.sync) eager.add(url(file));

      for (const chunk of all) {
        const response = await request.get(chunk);
        expect(response.ok(), chunk).toBe(true);
        const code = await response.text();
        for (const [module, marker] of Object.entries(SINGLETON_MODULES)) {
          if (code.includes(marker) && !sharedAuth.has(chunk)) found.push(`${app}: ${module} in ${chunk}`);
        }
        if (code.includes(PAYSTACK_MARKER)) {
          paystackChunks++;
          if (eager.has(chunk) || sharedAuth.has(chunk)) paystackOutsideCheckout.push(`${app}: ${chunk}`);
        }
      }
    }
    expect(found, 'own copies of the singleton modules').toEqual([]);
    // The portal's order summary and the academy's tutorial detail each fetch it when a checkout opens.
    expect(paystackChunks).toBeGreaterThanOrEqual(2);
    expect(paystackOutsideCheckout, 'Paystack in a chunk loaded before checkout').toEqual([]);
  });
});
