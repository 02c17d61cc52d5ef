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

describe('fetchSiteManifest', () => {
  it('fetches the manifest fresh and parses it', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ remotes: { marketing: '/m.json', other: '/o.json' } }), { status: 200 }));
    await expect(fetchSiteManifest('/remotes.json')).resolves.toEqual({ remotes: { marketing: '/m.json', other: '/o.json' }, routes: [] });
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('answers no remotes (every remote shows its fallback) when the manifest cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('Not found', { status: 404 }));
    await expect(fetchSiteManifest()).resolves.toEqual({ remotes: {}, routes: [] });
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchSiteManifest()).resolves.toEqual({ remotes: {}, routes: [] });
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(fetchSiteManifest()).resolves.toEqual({ remotes: {}, routes: [] });
  });
});
