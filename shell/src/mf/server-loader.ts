import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Written by the server build for its public path (tooling/rspack.mjs, SSR_PUBLIC_PATH). */
const SSR_PUBLIC_PATH = '/__agency_ssr_public_path__/';
/** A server build's folder inside a remote's dist/ (tooling/rspack.mjs, SERVER_DIR). */
const SERVER_ENTRY = 'server/remoteEntry.js';

import type { ServerRemote } from '@agency/contracts/page-renderer';

export type { ServerRemote };

/** The server entry's URL → the remote's browser folder, for the remotes the site renders with now. */
export function publicPathsOf(remotes: Readonly<Record<string, ServerRemote>>): Map<string, string> {
  return new Map(Object.values(remotes).map(({ entry, publicPath }) => [new URL(SERVER_ENTRY, entry).href, publicPath]));
}

/**
 * How the site's server loads a remote's files: a build on this machine's disk through file: URLs, any
 * other over HTTP. In a server entry, the placeholder public path becomes the address the browser loads
 * that remote from (`publicPathOf`), so the URLs of its images in the server's HTML are the browser's.
 */
export function serverLoaderPlugin(publicPathOf: (url: string) => string | undefined): ModuleFederationRuntimePlugin {
  const read = async (url: string, init?: RequestInit) =>
    url.startsWith('file:') ? new Response(await readFile(fileURLToPath(url))) : fetch(url, init);
  return {
    name: 'agency-server-loader',
    // The remotes' mf-manifest.json (the runtime's own fetch cannot read file: URLs).
    fetch(url, init) {
      return url.startsWith('file:') ? read(url, init) : undefined;
    },
    // The server entry itself: read, its public path filled in, and run as the CommonJS module it is.
    async loadEntry({ remoteInfo }) {
      // The runtime prefixes an address that is not http(s) with "https:" (for protocol-relative URLs).
      const url = remoteInfo.entry.replace(/^https:(?=file:)/, '');
      const response = await read(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      let source = await response.text();
      const publicPath = publicPathOf(url);
      if (publicPath !== undefined) source = source.replaceAll(JSON.stringify(SSR_PUBLIC_PATH), JSON.stringify(publicPath));
      const module: { exports: Record<string, unknown> } = { exports: {} };
      const run = new Script(`(function (exports, module, require, __dirname, __filename) {${source}\n})`, { filename: url });
      const requireFrom = createRequire(url.startsWith('file:') ? url : pathToFileURL(path.join(process.cwd(), 'remote-entry.js')));
      const file = url.startsWith('file:') ? fileURLToPath(url) : new URL(url).pathname;
      run.runInThisContext()(module.exports, module, requireFrom, path.dirname(file), file);
      const exported = module.exports;
      return (exported[remoteInfo.entryGlobalName] ?? exported) as never;
    },
  };
}
