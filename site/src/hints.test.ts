import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { AFTER_PAINT_SCRIPT } from './after-paint';
import { afterPaintTag, compatible, createHintLoader, createManifestReader, hintTags, remoteScripts } from './hints';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'Home', assets: { js: { sync: ['165.ab.js', '__federation_expose_Home.cd.js'], async: ['211.ef.js'] } } },
    { name: 'About', assets: { js: { sync: ['__federation_expose_About.12.js'] } } },
  ],
};

describe('preload hints', () => {
  it("names the remote's entry and the page's own first scripts, not its lazy parts nor other pages", () => {
    assert.deepEqual(remoteScripts('/remotes/marketing/mf-manifest.json', MANIFEST, 'Home'), [
      '/remotes/marketing/remoteEntry.js',
      '/remotes/marketing/165.ab.js',
      '/remotes/marketing/__federation_expose_Home.cd.js',
    ]);
    assert.deepEqual(remoteScripts('https://cdn.example/academy/v2/mf-manifest.json', MANIFEST, 'About'), [
      'https://cdn.example/academy/v2/remoteEntry.js',
      'https://cdn.example/academy/v2/__federation_expose_About.12.js',
    ]);
  });

  it('puts the font first, then the manifest and the scripts at low priority', () => {
    assert.deepEqual(hintTags({ fonts: ['/f.woff2'], manifests: ['/m.json'], scripts: ['/a.js'] }), [
      '<link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin="anonymous" />',
      '<link rel="preload" href="/m.json" as="fetch" crossorigin="anonymous" fetchpriority="low" />',
      '<link rel="preload" href="/a.js" as="script" fetchpriority="low" />',
    ]);
  });

  it("combines the shell's boot list (base font subset only) with the route's remote, read from its dist/", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hints-'));
    writeFileSync(
      path.join(root, 'boot-assets.json'),
      JSON.stringify({ main: ['/main.1.js'], scripts: ['/784.js'], fonts: ['/sans-latin-ext-wght.woff2', '/sans-latin-wght.woff2', '/sans-naira-wght.woff2'] }),
    );
    writeFileSync(path.join(root, 'mf-manifest.json'), JSON.stringify(MANIFEST));
    const hintsFor = createHintLoader({ shellDir: root, manifestOf: createManifestReader({ remoteDirs: { marketing: root } }) });
    assert.deepEqual(await hintsFor('/remotes/marketing/mf-manifest.json', 'About'), {
      main: '/main.1.js',
      fonts: ['/sans-latin-wght.woff2'],
      naira: '/sans-naira-wght.woff2',
      manifests: ['/remotes/marketing/mf-manifest.json'],
      // The shell's first (they run first), then the route's.
      scripts: ['/784.js', '/remotes/marketing/remoteEntry.js', '/remotes/marketing/__federation_expose_About.12.js'],
    });
    // A remote whose manifest cannot be read: the shell's hints only, and the page still works.
    const without = await hintsFor('/remotes/gone/mf-manifest.json', 'Home');
    assert.deepEqual([without.manifests, without.scripts], [[], ['/784.js']]);
  });

  it("names a rendered page's files to the inline after-paint loader, in one list, and only when the shell has one entry file", () => {
    const hints = { fonts: ['/f.woff2'], manifests: ['/m.json'], scripts: ['/r.js', '/a&b.js'], main: '/main.1.js' };
    assert.equal(afterPaintTag(hints), `<script data-main="/main.1.js" data-preload="/m.json /r.js /a&#38;b.js">${AFTER_PAINT_SCRIPT}</script>`);
    assert.equal(afterPaintTag({ ...hints, main: undefined }), null);
  });

  it('has no loader for a shell whose entry is more than one file', async () => {
    for (const assets of [{ main: ['/a.js', '/b.js'] }, {}]) {
      const root = mkdtempSync(path.join(tmpdir(), 'hints-'));
      writeFileSync(path.join(root, 'boot-assets.json'), JSON.stringify({ scripts: ['/784.js'], fonts: [], ...assets }));
      const hints = await createHintLoader({ shellDir: root, manifestOf: async () => null })(undefined, undefined);
      assert.equal(hints.main, undefined);
      assert.equal(afterPaintTag(hints), null);
    }
  });

  it('gives no hints for a remote the shell will refuse (a singleton it needs in a newer minor), so none of its scripts is fetched', () => {
    const needs = (requiredVersion: string) => ({ shared: [{ name: '@agency/shared-ui', singleton: true, requiredVersion }] });
    assert.equal(compatible(needs('^1.0.0'), { '@agency/shared-ui': '1.0.2' }), true);
    assert.equal(compatible(needs('^1.1.0'), { '@agency/shared-ui': '1.0.2' }), false);
    // the shell's rule (semver's, @agency/contracts/version-range), not a caret-only approximation of it
    assert.equal(compatible(needs('^0.2.0'), { '@agency/shared-ui': '0.3.0' }), false);
    assert.equal(compatible(needs('1.0.2'), { '@agency/shared-ui': '1.0.2' }), true);
    assert.equal(compatible(needs('~1.0.0'), { '@agency/shared-ui': '1.0.9' }), true);
  });
});
