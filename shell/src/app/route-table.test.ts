import { parseSiteManifest } from '../mf/site-manifest';
import { routesOf } from './route-table';

describe('the route table from the run-time manifest', () => {
  it('routes the pages of every remote the manifest names, whatever its name', () => {
    const manifest = parseSiteManifest({
      remotes: { marketing: '/m/mf-manifest.json', careers: 'https://cdn.example.test/careers/mf-manifest.json' },
      routes: [
        { path: '/about', remote: 'marketing', expose: 'About' },
        { path: '/careers/:role', remote: 'careers', expose: 'Role', layout: 'focused' },
      ],
    });
    expect(routesOf(manifest)).toEqual([
      { path: '/about', remote: 'marketing', expose: 'About' },
      { path: '/careers/:role', remote: 'careers', expose: 'Role', layout: 'focused' },
    ]);
  });

  it('leaves out routes of remotes without an address, and malformed routes', () => {
    const manifest = parseSiteManifest({
      remotes: { marketing: '/m/mf-manifest.json' },
      routes: [
        { path: '/dashboard', remote: 'portal', expose: 'Dashboard' },
        { path: 'about', remote: 'marketing', expose: 'About' },
        { path: '/x', remote: 'marketing', expose: '../evil' },
        { path: '/y', remote: 'marketing', expose: 'Y', layout: 'wide', access: 'admin' },
        null,
      ],
    });
    expect(routesOf(manifest)).toEqual([{ path: '/y', remote: 'marketing', expose: 'Y' }]);
  });

  it('keeps the staff-only mark and the frame of a route', () => {
    const manifest = parseSiteManifest({
      remotes: { office: '/o/mf-manifest.json' },
      routes: [{ path: '/office/*', remote: 'office', expose: 'Office', layout: 'app', access: 'staff' }],
    });
    expect(routesOf(manifest)).toEqual([{ path: '/office/*', remote: 'office', expose: 'Office', layout: 'app', access: 'staff' }]);
  });
});
