import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { SINGLETONS } from './shared-deps.mjs';

function versionOf(appDir, dep) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const pkgPath = appRequire.resolve(`${dep}/package.json`);
  return JSON.parse(readFileSync(pkgPath, 'utf8')).version;
}

/** Singleton share config: the `react/` and `react-dom/` keys cover subpaths such as react-dom/client and react/jsx-runtime. */
export function sharedConfig(appDir) {
  const shared = {};
  for (const dep of SINGLETONS) {
    const version = versionOf(appDir, dep);
    const entry = { singleton: true, requiredVersion: `^${version}`, version };
    shared[dep] = entry;
    if (dep === 'react' || dep === 'react-dom') shared[`${dep}/`] = entry;
  }
  return shared;
}

const FEDERATION_CJS = /@module-federation[\\/][\w-]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module twin of one of the federation runtime's .cjs files (each of its packages ships both). */
function esmTwin(file) {
  for (const ext of ['.js', '.mjs']) {
    const candidate = file.replace(/\.cjs$/, ext);
    if (existsSync(candidate)) return candidate;
  }
  return file;
}

/**
 * rspack wires the federation runtime in through CommonJS files (each package's `main`), which cannot be
 * tree-shaken: about 15 KB of compressed JavaScript, Node loaders included, went to every browser. Point
 * those requests at the ES module twins instead; whatever they import then resolves through the packages'
 * `import` condition.
 */
const federationRequire = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
const runtimeToolsRequire = createRequire(federationRequire.resolve('@module-federation/runtime-tools'));
const FEDERATION_ESM_ALIASES = {
  '@module-federation/runtime-tools': esmTwin(federationRequire.resolve('@module-federation/runtime-tools')),
  '@module-federation/runtime': esmTwin(runtimeToolsRequire.resolve('@module-federation/runtime')),
};

function federationRuntimeAsEsm() {
  return new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (data) => {
    if (!data.createData && path.isAbsolute(data.request)) data.request = esmTwin(data.request);
  });
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

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text asset, written at build time so the static
 * host serves them as they are (`preCompressed`) instead of compressing each response at a low level.
 */
function precompressedAssets() {
  const common = { test: /\.(js|json|html|svg)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/**
 * The rspack config of one front-end app.
 * @param {{ appDir: string, name: string, port: number, exposes?: Record<string,string>, host?: boolean,
 *   runtimePlugins?: string[], html?: { title: string, template?: string }, devProxy?: object[] }} options
 */
export function createAppConfig(options) {
  const { appDir, name, port, exposes = {}, host = false } = options;
  return (_env, argv) => {
    const production = argv.mode !== 'development' && process.env.NODE_ENV !== 'development';
    const outDir = process.env.MF_OUT_DIR ? path.resolve(process.env.MF_OUT_DIR) : path.join(appDir, 'dist');
    return {
      context: appDir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: outDir,
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: {
          '@': path.join(appDir, 'src'),
          ...FEDERATION_ESM_ALIASES,
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
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                experimental: { plugins: [] },
              },
              env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
            },
            type: 'javascript/auto',
          },
          { test: /\.svg$/, type: 'asset/resource' },
          { test: /\.(png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        runtimeChunk: false,
        minimize: production,
      },
      performance: { hints: false },
      plugins: [
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        }),
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes: host ? undefined : exposes,
          remotes: host ? {} : undefined,
          shared: sharedConfig(appDir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          runtimePlugins: options.runtimePlugins,
          // Remotes use the shell's federation runtime instead of each shipping its own copy (~30 KB each).
          // Standalone dev servers keep their own runtime so each team can run its remote alone.
          experiments: {
            ...(production ? (host ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
            // Browser only: compiles out the runtime's Node script loader.
            optimization: { target: 'web' },
          },
        }),
        federationRuntimeAsEsm(),
        ...(production ? precompressedAssets() : []),
        host &&
          new rspack.CopyRspackPlugin({
            patterns: [{ from: path.join(appDir, 'public'), to: outDir, globOptions: { ignore: ['**/remotes.json'] } }],
          }),
        options.html &&
          new rspack.HtmlRspackPlugin({
            template: options.html.template ? path.join(appDir, options.html.template) : undefined,
            title: options.html.title,
            scriptLoading: 'defer',
            inject: 'body',
          }),
      ].filter(Boolean),
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: options.devProxy,
        static: host ? [{ directory: path.join(appDir, 'public'), publicPath: '/' }] : false,
        client: { overlay: { errors: true, warnings: false } },
      },
      experiments: { css: false },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

