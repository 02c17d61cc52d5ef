import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';

/**
 * A remote's page table: its `src/routes.ts`, exporting `routes`, one entry per page (path, expose, module,
 * layout, access, meta, ssr; the PageEntry type of @agency/contracts/routes). Everything else about a page is
 * derived from it here: the Module Federation exposes (`exposesOf`), and routes.json beside the
 * mf-manifest.json (`RouteTablePlugin`) for the site (404s, sitemap, per-page tags, server rendering) and
 * the shell (its router). The remote's standalone router maps over the same table (shared-ui's standaloneRoutes).
 */
export const PAGE_TABLE = 'src/routes.ts';

/** The table module's value, from its compiled CommonJS source: data only, so nothing outside the bundle may be required. */
function evaluateTable(source) {
  const module = { exports: {} };
  new Function('module', 'exports', 'require', source)(module, module.exports, () => {
    throw new Error('src/routes.ts is data: it may import types, page paths and copy modules only');
  });
  const { routes } = module.exports;
  if (!Array.isArray(routes)) throw new Error('src/routes.ts must export `routes`, an array');
  return routes;
}

/** What routes.json carries of a page: everything but the file of its module, which is the remote's own business. */
export function routesJson(routes) {
  return `${JSON.stringify({ routes: routes.map(({ module: _module, ...route }) => route) }, null, 2)}\n`;
}

/**
 * The exposes of a remote with these pages: `./<expose>` → `./src/exposes/<module>.tsx`. Pages may share a
 * module (/ and /home are both Home) but not an expose name with two files.
 */
export function exposesOf(routes, appDir) {
  const exposes = {};
  for (const { path: route, expose, module } of routes) {
    if (typeof module !== 'string' || !/^[a-z0-9][\w-]*$/.test(module)) {
      throw new Error(`src/routes.ts: the page ${route} must name its module, the file src/exposes/<module>.tsx`);
    }
    const file = `./src/exposes/${module}.tsx`;
    if (appDir && !existsSync(path.join(appDir, file))) throw new Error(`src/routes.ts: the page ${route} names ${file}, which does not exist`);
    const key = `./${expose}`;
    if (exposes[key] && exposes[key] !== file) throw new Error(`src/routes.ts: ${expose} is exposed from two files, ${exposes[key]} and ${file}`);
    exposes[key] = file;
  }
  return exposes;
}

/**
 * Reads the page table before the build starts (the exposes are part of the build's configuration): compiles
 * src/routes.ts with the app's own resolver and loaders into a temporary folder, evaluates it once. An app
 * without the file has no pages.
 */
export async function loadPageTable(appDir, { resolve, rules }) {
  const entry = path.join(appDir, PAGE_TABLE);
  if (!existsSync(entry)) return [];
  const outDir = mkdtempSync(path.join(tmpdir(), 'page-table-'));
  try {
    const compiler = rspack({
      context: appDir,
      mode: 'none',
      target: 'node',
      devtool: false,
      entry: { 'page-table': entry },
      output: { path: outDir, filename: '[name].cjs', publicPath: '', library: { type: 'commonjs2' } },
      resolve,
      module: { rules },
      optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
      plugins: [
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
        new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      experiments: { css: false },
      stats: 'none',
      infrastructureLogging: { level: 'error' },
    });
    const stats = await new Promise((resolvePromise, reject) =>
      compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolvePromise(result)))),
    );
    if (stats.hasErrors()) throw new Error(`src/routes.ts does not compile:\n${stats.toString({ all: false, errors: true })}`);
    return evaluateTable(readFileSync(path.join(outDir, 'page-table.cjs'), 'utf8'));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * routes.json, written beside the mf-manifest.json. The table is compiled again by a child compilation of the
 * same build, with the same loaders (so `rspack serve` rewrites it when the table or a copy text changes),
 * then evaluated once: the JSON is that module's value, never a second copy kept by hand.
 */
export class RouteTablePlugin {
  constructor(appDir) {
    this.entry = path.join(appDir, PAGE_TABLE);
  }
  apply(compiler) {
    if (!existsSync(this.entry)) return;
    const name = 'RouteTablePlugin';
    const script = '__route-table.cjs';
    compiler.hooks.make.tapAsync(name, (compilation, callback) => {
      const child = compilation.createChildCompiler(name, { filename: script }, [
        new rspack.library.EnableLibraryPlugin('commonjs2'),
        new rspack.EntryPlugin(compiler.context, this.entry, { name: 'route-table', library: { type: 'commonjs2' } }),
        new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ]);
      child.runAsChild((error, _entries, childCompilation) => {
        if (error) return callback(error);
        if (childCompilation.errors.length) return callback(childCompilation.errors[0]);
        const asset = childCompilation.getAsset(script);
        try {
          const routes = evaluateTable(asset.source.source().toString());
          compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
            if (compilation.getAsset(script)) compilation.deleteAsset(script);
            compilation.emitAsset('routes.json', new rspack.sources.RawSource(routesJson(routes)));
          });
          callback();
        } catch (e) {
          callback(e);
        }
      });
    });
  }
}
