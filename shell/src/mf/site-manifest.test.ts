import { fetchSiteManifest, parseSiteManifest } from './site-manifest';

describe('parseSiteManifest', () => {
  it('reads the API base and the address of every known remote', () => {
    expect(
      parseSiteManifest({
        apiBase: 'https://api.example.test/api',
        remotes: { marketing: '/remotes/marketing/mf-manifest.json', booking: 'https://cdn.example.test/booking/mf-manifest.json' },
      }),
    ).toEqual({
      apiBase: 'https://api.example.test/api',
      remotes: { marketing: '/remotes/marketing/mf-manifest.json', booking: 'https://cdn.example.test/booking/mf-manifest.json' },
      routes: [],
    });
  });

  it('takes every remote the manifest names, and ignores names and addresses that are not usable text', () => {
    expect(
      parseSiteManifest({
        remotes: { portal: '/portal/mf-manifest.json', careers: '/careers/mf-manifest.json', 'a b': '/x.json', academy: '', booking: 42, marketing: null },
      }),
    ).toEqual({ remotes: { portal: '/portal/mf-manifest.json', careers: '/careers/mf-manifest.json' }, routes: [] });
  });

  it('ignores an API base that is not non-empty text', () => {
    expect(parseSiteManifest({ apiBase: '', remotes: {} })).toEqual({ remotes: {}, routes: [] });
    expect(parseSiteManifest({ apiBase: 8000, remotes: {} })).toEqual({ remotes: {}, routes: [] });
  });

  it.each([null, undefined, 'remotes', 7, [], { remotes: 'marketing' }])('answers no remotes for %p', (data) => {
    expect(parseSiteManifest(data)).toEqual({ remotes: {}, routes: [] });
  });
});

/**
 * /remotes.json is a static file the site writes, not an API endpoint: the contract-checked MSW handlers
 * (mockApi, @agency/contracts/testing/msw) answer /api/ paths only, and the shell's bootstrap reads the file
 * with a plain fetch, before the API client is configured. So this one stub stays, scoped to that address: it
 * answers '/remotes.json' and fails any other call, so it can never stand in for the API.
 */
function serveManifest(...answers: (() => Response)[]) {
  const next = [...answers];
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (input !== '/remotes.json') throw new Error(`site-manifest tests answer /remotes.json only, not ${String(input)}`);
    const answer = next.shift();
    if (!answer) throw new Error('/remotes.json was read more often than the test expected');
    return answer();
  });
}

describe('fetchSiteManifest', () => {
  it('fetches the manifest fresh and parses it', async () => {
    const fetchSpy = serveManifest(() => new Response(JSON.stringify({ remotes: { marketing: '/m.json', other: '/o.json' } }), { status: 200 }));
    await expect(fetchSiteManifest('/remotes.json')).resolves.toEqual({ remotes: { marketing: '/m.json', other: '/o.json' }, routes: [] });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache', credentials: 'same-origin' }));
  });

  it('answers no remotes (every remote shows its fallback) when the manifest cannot be read', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    serveManifest(
      () => new Response('Not found', { status: 404 }),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Response('<html>', { status: 200 }),
    );
    await expect(fetchSiteManifest()).resolves.toEqual({ remotes: {}, routes: [] });
    await expect(fetchSiteManifest()).resolves.toEqual({ remotes: {}, routes: [] });
    await expect(fetchSiteManifest()).resolves.toEqual({ remotes: {}, routes: [] });
    expect(consoleError).toHaveBeenCalledTimes(3);
  });
});
