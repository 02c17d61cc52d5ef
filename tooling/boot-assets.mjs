import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shell's boot scripts, written as boot-assets.json for the site (site/src/hints.ts): `main`, the entry's
 * own files; `scripts`, the files of every chunk the entry loads straight away, which are the bootstrap chunk
 * and the shared singletons the shell provides (a chunk loaded only by a lazy module, such as the newsletter
 * form, has other parents); `fonts`, the brand font's files. Read from the build's own chunk graph, so the lists are
 * exact for this build. (The after-paint loader a server-rendered page carries in place of the entry is the
 * site's, inline: site/src/after-paint.ts.)
 */
export class BootAssetsPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('BootAssetsPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const { chunks, publicPath } = stats.toJson({ all: false, chunks: true, chunkRelations: true, ids: true, publicPath: true, assets: false });
      const entries = new Set(chunks.filter((c) => c.initial).map((c) => c.id));
      const boot = chunks.filter((c) => !c.initial && c.parents.some((p) => entries.has(p)));
      const url = (f) => `${publicPath}${f}`;
      const main = chunks.filter((c) => c.initial).flatMap((c) => c.files.filter((f) => f.endsWith('.js'))).sort().map(url);
      // Largest first (react-dom's chunk): the after-paint loader asks for them in this order, and the big ones
      // take longest to arrive.
      const scripts = [...boot]
        .sort((a, b) => b.size - a.size || String(a.id).localeCompare(String(b.id)))
        .flatMap((c) => c.files.filter((f) => f.endsWith('.js')))
        .map(url);
      // The brand font's files (shared-ui's @font-face, emitted with the boot chunks): every page's text needs them.
      const fonts = [...new Set(chunks.flatMap((c) => [...c.files, ...(c.auxiliaryFiles ?? [])]).filter((f) => f.endsWith('.woff2')))].sort().map(url);
      const assets = { main, scripts, fonts };
      writeFileSync(path.join(compiler.options.output.path, 'boot-assets.json'), `${JSON.stringify(assets, null, 2)}\n`);
    });
  }
}
