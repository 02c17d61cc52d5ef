import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';

/**
 * The shell's boot scripts, written as boot-assets.json for the site (site/src/hints.ts): `main`, the entry's
 * own files; `scripts`, the files of every chunk the entry loads straight away, which are the bootstrap chunk
 * and the shared singletons the shell provides (a chunk loaded only by a lazy module, such as the newsletter
 * form, has other parents); `fonts`, the brand font's files; and `loader`, the after-paint loader a
 * server-rendered page names instead of the entry (src/boot/after-paint.js, emitted here under its content
 * hash, minified and precompressed with the rest). Read from the build's own chunk graph, so the lists are
 * exact for this build.
 */
export class BootAssetsPlugin {
  constructor(appDir) {
    this.loaderSource = path.join(appDir, 'src/boot/after-paint.js');
  }

  apply(compiler) {
    let loader = null;
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!existsSync(this.loaderSource)) return;
        compilation.fileDependencies.add(this.loaderSource);
        const source = readFileSync(this.loaderSource, 'utf8');
        loader = `after-paint.${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        compilation.emitAsset(loader, new rspack.sources.RawSource(source));
      });
    });
    compiler.hooks.done.tap('BootAssetsPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { chunks, publicPath } = stats.toJson({ all: false, chunks: true, chunkRelations: true, ids: true, publicPath: true, assets: false });
      const entries = new Set(chunks.filter((c) => c.initial).map((c) => c.id));
      const boot = chunks.filter((c) => !c.initial && c.parents.some((p) => entries.has(p)));
      const url = (f) => `${publicPath}${f}`;
      const main = chunks.filter((c) => c.initial).flatMap((c) => c.files.filter((f) => f.endsWith('.js'))).sort().map(url);
      const scripts = boot.flatMap((c) => c.files.filter((f) => f.endsWith('.js'))).sort().map(url);
      // The brand font's files (shared-ui's @font-face, emitted with the boot chunks): every page's text needs them.
      const fonts = [...new Set(chunks.flatMap((c) => [...c.files, ...(c.auxiliaryFiles ?? [])]).filter((f) => f.endsWith('.woff2')))].sort().map(url);
      const assets = { main, scripts, fonts, ...(loader ? { loader: url(loader) } : {}) };
      writeFileSync(path.join(compiler.options.output.path, 'boot-assets.json'), `${JSON.stringify(assets, null, 2)}\n`);
    });
  }
}
