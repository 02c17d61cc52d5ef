import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The first HTML names every script the page will run, so the browser fetches them in one round instead of
 * four (main.js → the shell's shared chunks → the remote's mf-manifest.json → its remoteEntry.js and page
 * module): the shell's boot scripts (shell/dist/boot-assets.json, from its build's chunk graph), and for the
 * route's remote its mf-manifest.json, remoteEntry.js and the page's own scripts (`exposes[].assets.js.sync`
 * of that manifest). Nothing else: the page's lazy parts and other routes are not hinted.
 */
export interface RemoteManifestJson {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** The scripts a remote's page needs first, as URLs relative to the site (or absolute, for a remote elsewhere). */
export function remoteScripts(manifestUrl: string, manifest: RemoteManifestJson, expose: string): string[] {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? [entry.path, entry.name].filter(Boolean).join('/') : undefined;
  const page = manifest.exposes?.find((e) => e.name === expose)?.assets?.js?.sync ?? [];
  return [...(entryFile ? [entryFile] : []), ...page].map((file) => `${base}${file}`);
}

const escapeAttr = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** <link> tags: the manifest is fetched by the federation runtime (fetch, same-origin credentials), the rest are classic scripts. */
export function hintTags(scripts: string[], manifests: string[] = []): string[] {
  return [
    ...manifests.map((url) => `<link rel="preload" href="${escapeAttr(url)}" as="fetch" crossorigin="anonymous" />`),
    ...scripts.map((url) => `<link rel="preload" href="${escapeAttr(url)}" as="script" />`),
  ];
}

interface Cached<T> {
  value: T;
  at: number;
}

/**
 * Reads what the hints come from: the shell's boot list once, each remote's mf-manifest.json from its dist/ on
 * disk or over HTTP, kept `ttlMs` (a redeployed remote is a new manifest URL, read on its first page). A file that
 * cannot be read gives no hints; the page works as without them.
 */
export function createHintLoader(options: { shellDir: string; remoteDirs: Record<string, string>; ttlMs?: number; fetchTimeoutMs?: number }) {
  const ttl = options.ttlMs ?? 10_000;
  const manifests = new Map<string, Cached<Promise<RemoteManifestJson | null>>>();
  let boot: Promise<string[]> | null = null;

  const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as unknown;

  function manifestOf(url: string): Promise<RemoteManifestJson | null> {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < ttl) return cached.value;
    const local = url.match(/^\/remotes\/([^/?#]+)\/([^?#]*)$/);
    const dir = local && options.remoteDirs[local[1]!];
    const value = (async () => {
      try {
        if (dir) return (await readJson(path.join(dir, local![2]!))) as RemoteManifestJson;
        if (!/^https?:\/\//i.test(url)) return null;
        const response = await fetch(url, { signal: AbortSignal.timeout(options.fetchTimeoutMs ?? 2000) });
        return response.ok ? ((await response.json()) as RemoteManifestJson) : null;
      } catch {
        return null;
      }
    })();
    manifests.set(url, { value, at: Date.now() });
    return value;
  }

  return async function hintsFor(manifestUrl: string | undefined, expose: string | undefined): Promise<string[]> {
    boot ??= readJson(path.join(options.shellDir, 'boot-assets.json'))
      .then((data) => ((data as { scripts?: unknown }).scripts as string[]).filter((s) => typeof s === 'string'))
      .catch(() => []);
    const shell = await boot;
    if (!manifestUrl || !expose) return hintTags(shell);
    const manifest = await manifestOf(manifestUrl);
    return hintTags([...shell, ...(manifest ? remoteScripts(manifestUrl, manifest, expose) : [])], manifest ? [manifestUrl] : []);
  };
}
