import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { BootAssetsPlugin } from './boot-assets.mjs';
import { precompressedAssets } from './compression.mjs';
import { FEDERATION_ESM_ALIASES, federationRuntimeAsEsm, sharedConfig } from './federation.mjs';
import { exposesOf, loadPageTable, RouteTablePlugin } from './page-table.mjs';


/**
 * An SVG as a data: URL in its own text, escaping only what a URL cannot hold, with its double quotes made single
 * (so the attribute that holds the URL needs no escapes): about half the size of encodeURIComponent's form, and
 * Brotli compresses it like the SVG itself.
 */
function svgDataUrl(content) {
  let svg = content.toString('utf8').trim().replace(/\s+/g, ' ');
  if (!svg.includes("'")) svg = svg.replace(/"/g, "'");
  return `data:image/svg+xml,${svg.replace(/["%#<>?[\\\]^`{|}]/g, (c) => encodeURIComponent(c))}`;
}

export { requiredRange, sharedConfig } from './federation.mjs';

/** An app's public/favicon.svg as a data: URL (its address as a file when it has none). */
function faviconUrl(appDir) {
  const file = path.join(appDir, 'public', 'favicon.svg');
  return existsSync(file) ? svgDataUrl(readFileSync(file)) : '/favicon.svg';
}

/**
 * `zod` in app code → tooling/zod-jitless.mjs (zod with its eval probe off), whose own import is zod's ES
 * module entry: the one the contracts package (every app's schemas) resolves.
 */
function zodAliases() {
  const contractsRequire = createRequire(path.join(TOOLING_DIR, '../contracts/package.json'));
  const entry = contractsRequire.resolve('zod').replace(/index\.cjs$/, 'index.js');
  return { zod$: path.join(TOOLING_DIR, 'zod-jitless.mjs'), __ZOD_ENTRY__$: entry };
}

/**
 * react-router's package exports always point at its development build (invariant messages and warnings
 * included); it ships a production build beside it. Production builds use that one.
 */
function reactRouterProductionAliases(appDir) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const domRequire = createRequire(appRequire.resolve('react-router-dom'));
  const dist = path.join(path.dirname(domRequire.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

const TOOLING_DIR = path.dirname(fileURLToPath(import.meta.url));
const STYLED_COMPONENTS_SWC = createRequire(import.meta.url).resolve('@swc/plugin-styled-components');

/**
 * `pnpm dev`: the shell's dev server answers /remotes.json as the site does, its public/remotes.json plus the
 * routes each remote's dev server builds (routes.json beside its mf-manifest.json). A remote whose dev server
 * is not up yet has no routes until the next page load.
 */
function devRemotesManifest(appDir) {
  return {
    name: 'remotes-json',
    path: '/remotes.json',
    middleware: async (_req, res) => {
      const manifest = JSON.parse(readFileSync(path.join(appDir, 'public/remotes.json'), 'utf8'));
      const routes = [];
      for (const [remote, entry] of Object.entries(manifest.remotes ?? {})) {
        try {
          const response = await fetch(new URL('routes.json', entry), { signal: AbortSignal.timeout(2000) });
          if (response.ok) for (const route of (await response.json()).routes ?? []) routes.push({ ...route, remote, meta: undefined, entries: undefined });
        } catch {
          // Not started yet: its pages show the not-found page until a reload.
        }
      }
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify({ ...manifest, routes }));
    },
  };
}

/**
 * Where dev servers send `/api`: a local `pnpm dev` API by default, or any API_URL (the built site, a
 * staging deployment). 127.0.0.1 rather than localhost: the API listens on IPv4 only and Node may try ::1 first.
 */
export function devApiUrl() {
  return process.env.API_URL || 'http://127.0.0.1:4000';
}

/** A remote's standalone page: just the #root its renderStandalone mounts into (the plugin adds the scripts). */
function standalonePage(title) {
  const text = title.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${text}</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The rspack config of one front-end app. Development adds, and production leaves out: React Fast
 * Refresh, the `/api` proxy, and for remotes a runtime plugin that marks the remote as served by its dev server.
 * DEV_PORT overrides `port` for one process (tests, `pnpm dev:remote`).
 * @param {{ appDir: string, name: string, port: number, exposes?: Record<string,string>, host?: boolean,
 *   runtimePlugins?: string[], html?: { title: string, template?: string }, devProxy?: object[], wholePages?: boolean }} options
 */
export function createAppConfig(options) {
  return async (_env, argv) => {
    const production = argv.mode !== 'development' && process.env.NODE_ENV !== 'development';
    const withExposes = options.host ? options : { ...options, exposes: { ...options.exposes, ...(await pageExposes(options)) } };
    const browser = browserConfig(withExposes, production);
    // The server build (remotes with public pages, and the shell) is production-only: `pnpm dev` renders in the browser.
    return production && options.ssr ? [browser, serverConfig(withExposes, browser)] : browser;
  };
}

/**
 * A remote's exposed pages, from its page table (page-table.mjs), compiled with the app's own resolver and
 * script loader (server-side settings: no Fast Refresh). `options.exposes` adds modules that are not pages
 * (mf-booking's dialog host).
 */
async function pageExposes(options) {
  const { resolve, module } = browserConfig(options, true);
  const [script, ...assets] = module.rules;
  const rules = [serverScriptRule(script), ...assets.map((rule) => ({ ...rule, generator: { emit: false } }))];
  return exposesOf(await loadPageTable(options.appDir, { resolve, rules }), options.appDir);
}

/** The browser build's script rule, for Node: no Fast Refresh, no development JSX. */
function serverScriptRule(swcRule) {
  return {
    ...swcRule,
    options: {
      jsc: { ...swcRule.options.jsc, transform: { react: { runtime: 'automatic', development: false, refresh: false } } },
      env: { targets: 'node 20' },
    },
  };
}

function browserConfig(options, production) {
  const { appDir, name, exposes = {}, host = false } = options;
    const port = Number(process.env.DEV_PORT || options.port);
    const runtimePlugins = [...(options.runtimePlugins ?? []), ...(production || host ? [] : [path.join(TOOLING_DIR, 'dev-remote-marker.mjs')])];
    const outDir = process.env.MF_OUT_DIR ? path.resolve(process.env.MF_OUT_DIR) : path.join(appDir, 'dist');
    return {
      name: 'browser',
      context: appDir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: { main: production || !host ? './src/index.ts' : [path.join(TOOLING_DIR, 'dev-host-hook.mjs'), './src/index.ts'] },
      output: {
        path: outDir,
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // Images and fonts named like the scripts, so the site serves them `immutable` (site/src/static-host.ts).
        assetModuleFilename: production ? '[name].[contenthash:8][ext]' : '[name][ext]',
        // The server build writes dist/server/ beside this one (see serverConfig).
        clean: { keep: (file) => file.startsWith(`${SERVER_DIR}/`) || file === SERVER_DIR },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: {
          '@': path.join(appDir, 'src'),
          ...FEDERATION_ESM_ALIASES,
          ...zodAliases(),
          ...(production ? reactRouterProductionAliases(appDir) : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules[\\/](?!@agency)/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                // Remotes never use jsxDEV: a remote's dev build must also run inside the built site, whose
                // production React has no jsxDEV (every element then throws "dispatcher.getOwner is not a function").
                transform: { react: { runtime: 'automatic', development: !production && host, refresh: !production } },
                // styled-components: a component's class name comes from its file and position, not from how many
                // components were defined before it, so the server (which has loaded other remotes) and the browser
                // name it alike, which hydration needs. `minify` also drops the CSS's whitespace and comments.
                experimental: { plugins: [[STYLED_COMPONENTS_SWC, { ssr: true, displayName: !production, fileName: !production, minify: true, transpileTemplateLiterals: true, pure: true }]] },
              },
              env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
            },
            type: 'javascript/auto',
          },
          // `?inline`: a small picture written into the page itself (a data: URL, its SVG text URL-encoded rather than
          // base64, which Brotli compresses better): no request stands between the page's first paint and it.
          { test: /\.svg$/, resourceQuery: /inline/, type: 'asset/inline', generator: { dataUrl: svgDataUrl } },
          { test: /\.svg$/, resourceQuery: { not: [/inline/] }, type: 'asset/resource' },
          { test: /\.(png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        runtimeChunk: false,
        minimize: production,
        // Production only: the development server serves every module as it is.
        splitChunks: production ? (host ? BOOT_CHUNKS : options.wholePages ? WHOLE_PAGE_CHUNKS : undefined) : undefined,
      },
      performance: { hints: false },
      // Off: a remote's exposed modules are requested by pages on other origins (the shell, the built site),
      // and in the shell the proxy module it puts at the async boundary accepts no hot update, so every
      // edit became a full reload. Each app compiles in seconds without it.
      lazyCompilation: false,
      plugins: [
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          // Read by development-only code (the standalone dev chrome, the dev-remote marker); production code never names them.
          'process.env.MF_APP_NAME': JSON.stringify(name),
          // The app's release, as its mf-manifest.json names it: the shell's field data tags its own errors with it.
          'process.env.MF_APP_VERSION': JSON.stringify(process.env.MF_BUILD_VERSION || JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).version),
          'process.env.MF_DEV_API': JSON.stringify(production ? '' : devApiUrl()),
        }),
        // Namespaced by output.uniqueName, so the shell's and each remote's refresh runtimes can share a page.
        !production && new ReactRefreshRspackPlugin(),
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes: host ? undefined : exposes,
          remotes: host ? {} : undefined,
          shared: sharedConfig(appDir),
          shareStrategy: 'loaded-first',
          // A remote with a server build names it in its manifest, where the federation runtime in Node looks
          // for it (`metaData.ssrRemoteEntry`); browsers keep reading `remoteEntry`.
          manifest: options.ssr && !host ? { additionalData: ({ stats }) => withSsrEntry(stats) } : true,
          dts: false,
          runtimePlugins: runtimePlugins.length ? runtimePlugins : undefined,
          // Remotes use the shell's federation runtime instead of each shipping its own copy (~30 KB each).
          // Standalone dev servers keep their own runtime so each team can run its remote alone.
          experiments: {
            ...(production ? (host ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
            // Browser only: compiles out the runtime's Node script loader.
            optimization: { target: 'web' },
          },
        }),
        federationRuntimeAsEsm(),
        !host && new RouteTablePlugin(appDir),
        host && production && new BootAssetsPlugin(),
        ...(production ? precompressedAssets() : []),
        // The shell's public files; a remote's too (its share images, which its routes.json names).
        existsSync(path.join(appDir, 'public')) &&
          new rspack.CopyRspackPlugin({
            patterns: [{ from: path.join(appDir, 'public'), to: outDir, globOptions: { ignore: ['**/remotes.json'] } }],
          }),
        options.html &&
          new rspack.HtmlRspackPlugin({
            // Remotes' standalone page needs the #root their renderStandalone mounts into; the generated default has none.
            template: options.html.template ? path.join(appDir, options.html.template) : undefined,
            templateContent: options.html.template ? undefined : standalonePage(options.html.title),
            title: options.html.title,
            // `<%= favicon %>` in a template: the app's public/favicon.svg as a data: URL, so the page names no icon file
            // (a slow phone asked for it right after the first paint, taking a connection its scripts needed).
            templateParameters: options.html.template ? { favicon: faviconUrl(appDir) } : undefined,
            // The page runs the app's own entry only: a remoteEntry.js script beside it would start a second
            // federation container (and a second HMR client) on the same page.
            chunks: ['main'],
            scriptLoading: 'defer',
            inject: 'body',
          }),
      ].filter(Boolean),
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: options.devProxy ?? [{ context: ['/api'], target: devApiUrl(), changeOrigin: true }],
        static: host ? [{ directory: path.join(appDir, 'public'), publicPath: '/' }] : false,
        setupMiddlewares: host ? (middlewares) => [devRemotesManifest(appDir), ...middlewares] : undefined,
        client: { overlay: { errors: true, warnings: false } },
      },
      experiments: { css: false },
      stats: production ? 'errors-warnings' : 'minimal',
    };
}

/**
 * The shell's boot libraries in one chunk: by default each shared singleton and library got a chunk of its own (12 boot
 * files beside the entry), which a slow phone fetched over HTTP/1.1's six connections in three rounds of ~560 ms
 * each before the first button worked (issue 28). Only libraries every page needs at boot are grouped; a library
 * loaded by one lazy screen (forms, the payment dialog) keeps its own chunk. Each shared module's loader asks for
 * this one chunk, so a remote that takes React from the shell takes the same file.
 */
const BOOT_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@tanstack[\\/](query-core|react-query)|ky|zustand)[\\/]|[\\/](shared-ui|shared-auth)[\\/]src[\\/]|[\\/]contracts[\\/]src[\\/](pages|services|version-range)\.ts$|\.woff2$/;
const BOOT_CHUNKS = {
  cacheGroups: {
    bootLibraries: { test: BOOT_LIBRARIES, name: 'boot-libraries', chunks: 'async', enforce: true, priority: 20 },
  },
};

/**
 * A public remote's page module whole (`wholePages`: marketing and academy, whose pages a first visit lands on): the
 * modules of its own that an exposed page imports stay in the page's file, not split into chunks the remote's pages
 * have in common. With the split, the landing page's module came in three files, which a slow phone fetched in a
 * second round of requests (~560 ms at slow 4G's latency) after the shell's, before its first button worked (issue 28). The cost is a few KB of code two pages share, fetched again with the
 * second page. Libraries (node_modules: forms, zod) are still split out as usual, and so is what a page loads
 * lazily (a dialog), so no library is downloaded twice. Marketing's files grew 264 → 318 KB (Brotli) over its 14
 * pages, academy's 439 → 446 KB; the portal's would have grown 297 → 504 KB (its pages share much of their code),
 * which is why the rule is a remote's choice.
 */
const WHOLE_PAGE_CHUNKS = {
  cacheGroups: {
    default: { minChunks: 2, priority: -20, reuseExistingChunk: true, chunks: (chunk) => !chunk.canBeInitial() && !chunk.name?.startsWith('__federation_expose_') },
  },
};

/** Where an app's server build goes, inside its dist/ (so a remote deploys as one folder). */
export const SERVER_DIR = 'server';

/**
 * What the server build writes for the public path: the site replaces it, when it loads a remote's server
 * entry, with the address the browser loads that remote from, so an image's URL in the server's HTML is the
 * one the browser computes when it hydrates (the browser build's publicPath is 'auto', from its script's URL).
 */
export const SSR_PUBLIC_PATH = '/__agency_ssr_public_path__/';

function withSsrEntry(stats) {
  stats.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_DIR, type: 'commonjs-module' };
  return stats;
}

/**
 * The server build of an app, for the site's server rendering (site/src/ssr.ts): Node, CommonJS, no
 * minification, no compression. A remote's is one file, dist/server/remoteEntry.js, that the federation
 * runtime in the site evaluates from wherever the manifest says the remote lives (over HTTP too, where no
 * chunk beside it could be read); every shared singleton comes from the shell's server build (`import: false`),
 * so React, styled-components and the shared packages are one instance per process, as in the browser.
 * The shell's is dist/server/index.js, a CommonJS module the site requires: `options.ssr.entry` exports the renderer.
 */
function serverConfig(options, browser) {
  const { appDir, name, exposes = {}, host = false } = options;
  const shared = sharedConfig(appDir);
  if (!host) for (const entry of Object.values(shared)) entry.import = false;
  const swcRule = browser.module.rules[0];
  return {
    name: 'server',
    // After the browser build: its clean step must not race this build's output.
    dependencies: ['browser'],
    context: appDir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: host ? { index: options.ssr.entry } : {},
    output: {
      path: path.join(browser.output.path, SERVER_DIR),
      publicPath: host ? '/' : SSR_PUBLIC_PATH,
      uniqueName: `${name}-server`,
      filename: '[name].js',
      chunkFilename: '[name].js',
      assetModuleFilename: browser.output.assetModuleFilename,
      library: host ? { type: 'commonjs2' } : undefined,
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      clean: true,
    },
    resolve: browser.resolve,
    module: {
      rules: [
        serverScriptRule(swcRule),
        // Images and fonts keep the browser build's names (same content, same hash) and are not written twice.
        { test: /\.svg$/, resourceQuery: /inline/, type: 'asset/inline', generator: { dataUrl: svgDataUrl } },
        { test: /\.svg$/, resourceQuery: { not: [/inline/] }, type: 'asset/resource', generator: { emit: false } },
        { test: /\.(png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, runtimeChunk: false, splitChunks: host ? undefined : false },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        'process.env.MF_APP_NAME': JSON.stringify(name),
        'process.env.MF_DEV_API': JSON.stringify(''),
      }),
      new ModuleFederationPlugin({
        name,
        filename: host ? undefined : 'remoteEntry.js',
        exposes: host ? undefined : exposes,
        remotes: host ? {} : undefined,
        library: host ? undefined : { type: 'commonjs-module' },
        remoteType: 'script',
        isServer: true,
        shared,
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
      }),
      federationRuntimeAsEsm(),
      !host && new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ].filter(Boolean),
    experiments: { css: false },
    stats: 'errors-warnings',
  };
}
