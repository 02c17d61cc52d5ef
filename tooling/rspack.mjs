import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
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
        alias: { '@': path.join(appDir, 'src') },
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
          experiments: production ? (host ? { provideExternalRuntime: true } : { externalRuntime: true }) : undefined,
        }),
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

