import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ManifestShared, sharedMismatches } from '@agency/contracts/version-range';
import { AFTER_PAINT_SCRIPT } from './after-paint';
import { localRemoteFile } from './route-table';

/**
 * The first HTML names every script the page will run, so the browser fetches them in one round instead of
 * four (main.js → the shell's shared chunks → the remote's mf-manifest.json → its remoteEntry.js and page
 * module): the shell's boot scripts (shell/dist/boot-assets.json, from its build's chunk graph), and for the
 * route's remote its mf-manifest.json, remoteEntry.js and the page's own scripts (`exposes[].assets.js.sync`
 * of that manifest). Nothing else: the page's lazy parts and other routes are not hinted. A page the browser
 * renders preloads them with <link> tags; a server-rendered page hands them to the after-paint loader
 * (composePage in ./ssr.ts), which asks for all of them in one round once the page is on screen.
 */
export interface RemoteManifestJson {
  shared?: ManifestShared[];
  metaData?: { remoteEntry?: { name?: string; path?: string }; ssrRemoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * Whether the shell can run this remote: every singleton it needs is provided in a version its range accepts,
 * by the same rule as the shell's runtime guard (shell/src/mf/shared-versions.ts) and scripts/skew-compat.mjs.
 * A remote the shell will refuse gets no hints, so none of its scripts is fetched.
 */
export function compatible(manifest: RemoteManifestJson, provided: Record<string, string>): boolean {
  return sharedMismatches('', manifest.shared ?? [], provided).length === 0;
}

/** The scripts a remote's page needs first, as URLs relative to the site (or absolute, for a remote elsewhere). */
export function remoteScripts(manifestUrl: string, manifest: RemoteManifestJson, expose: string): string[] {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? [entry.path, entry.name].filter(Boolean).join('/') : undefined;
  const page = manifest.exposes?.find((e) => e.name === expose)?.assets?.js?.sync ?? [];
  return [...(entryFile ? [entryFile] : []), ...page].map((file) => `${base}${file}`);
}

export const escapeAttr = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a page's first HTML names: the shell's entry and the files it loads first. */
export interface PageHints {
  /** The brand font's base subset (its text paints with it; the latin-ext subset stays on demand, by unicode-range). */
  fonts: string[];
  /** The brand font's naira-sign file (shared-ui/scripts/naira-font.cjs): preloaded only with a page whose HTML shows ₦. */
  naira?: string;
  /** The route's remote manifest (read by the federation runtime with fetch). */
  manifests: string[];
  /** The shell's boot chunks, then the route's remote entry and page scripts. */
  scripts: string[];
  /** The shell's entry script, as its index.html names it. */
  main?: string;
}

/**
 * <link> tags, in the order the page needs them: the font first, then, at low priority, the manifest and the
 * scripts. For a page the browser renders: nothing is on screen before they run, so they are fetched with the
 * document, in one round; low priority keeps the font ahead of them.
 */
export function hintTags({ fonts = [], manifests = [], scripts = [] }: Partial<PageHints>): string[] {
  return [
    ...fonts.map((url) => `<link rel="preload" href="${escapeAttr(url)}" as="font" type="font/woff2" crossorigin="anonymous" />`),
    ...manifests.map((url) => `<link rel="preload" href="${escapeAttr(url)}" as="fetch" crossorigin="anonymous" fetchpriority="low" />`),
    ...scripts.map((url) => `<link rel="preload" href="${escapeAttr(url)}" as="script" fetchpriority="low" />`),
  ];
}

/**
 * For a server-rendered page, the tag that replaces the shell's entry script: the after-paint loader (./after-paint.ts,
 * inline), naming the entry and every file it will need. The page is on screen from its HTML; its scripts only make it
 * interactive, so none of them is fetched before the first paint (where it would take bandwidth from the font and
 * pictures that paint it), and then all of them at once, one round instead of four. Null without one entry file.
 */
export function afterPaintTag({ manifests = [], scripts = [], main }: Partial<PageHints>): string | null {
  if (!main) return null;
  const preload = [...manifests, ...scripts].join(' ');
  return `<script data-main="${escapeAttr(main)}" data-preload="${escapeAttr(preload)}">${AFTER_PAINT_SCRIPT}</script>`;
}

interface Cached<T> {
  value: T;
  at: number;
}

/**
 * Reads a remote's mf-manifest.json, from its dist/ on disk for a remote this process serves or over HTTP, kept
 * `ttlMs` (a redeployed remote is a new manifest URL, read on its first page). Null when it cannot be read.
 */
export function createManifestReader(options: { remoteDirs: Record<string, string>; ttlMs?: number; fetchTimeoutMs?: number }) {
  const ttl = options.ttlMs ?? 10_000;
  const manifests = new Map<string, Cached<Promise<RemoteManifestJson | null>>>();
  return function manifestOf(url: string): Promise<RemoteManifestJson | null> {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < ttl) return cached.value;
    const file = localRemoteFile(url, options.remoteDirs);
    const value = (async () => {
      try {
        if (file) return JSON.parse(await readFile(file, 'utf8')) as RemoteManifestJson;
        if (!/^https?:\/\//i.test(url)) return null;
        const response = await fetch(url, { signal: AbortSignal.timeout(options.fetchTimeoutMs ?? 2000) });
        return response.ok ? ((await response.json()) as RemoteManifestJson) : null;
      } catch {
        return null;
      }
    })();
    manifests.set(url, { value, at: Date.now() });
    // A manifest that could not be read is asked for again on the next page: a host that is back up is
    // rendered on the server again at once, not 10 s later.
    void value.then((read) => {
      if (read === null && manifests.get(url)?.value === value) manifests.delete(url);
    });
    return value;
  };
}

/** The hints of a page: the shell's boot list (read once) and, for a route, its remote's files. */
export function createHintLoader(options: { shellDir: string; manifestOf: (url: string) => Promise<RemoteManifestJson | null> }) {
  let boot: Promise<Pick<PageHints, 'scripts' | 'fonts' | 'naira' | 'main'>> | null = null;
  let provided: Promise<Record<string, string>> | null = null;
  return async function hintsFor(manifestUrl: string | undefined, expose: string | undefined): Promise<PageHints> {
    boot ??= readFile(path.join(options.shellDir, 'boot-assets.json'), 'utf8')
      .then((text) => {
        const assets = JSON.parse(text) as { scripts?: unknown; fonts?: unknown; main?: unknown };
        const strings = (list: unknown) => (Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : []);
        const main = strings(assets.main);
        const fonts = strings(assets.fonts);
        const naira = fonts.find((f) => /-naira-/.test(f));
        return {
          scripts: strings(assets.scripts),
          fonts: fonts.filter((f) => !/-ext-|-naira-/.test(f)),
          ...(naira ? { naira } : {}),
          // One entry file, or the loader cannot stand in for the entry's tags.
          ...(main.length === 1 ? { main: main[0] } : {}),
        };
      })
      .catch(() => ({ scripts: [], fonts: [] }));
    const shell = await boot;
    provided ??= readFile(path.join(options.shellDir, 'mf-manifest.json'), 'utf8')
      .then((text) => Object.fromEntries(((JSON.parse(text) as RemoteManifestJson).shared ?? []).flatMap((s) => (s.name && s.version ? [[s.name, s.version]] : []))))
      .catch(() => ({}));
    const read = manifestUrl && expose ? await options.manifestOf(manifestUrl) : null;
    const manifest = read && compatible(read, await provided) ? read : null;
    const remote = manifest ? remoteScripts(manifestUrl!, manifest, expose!) : [];
    // The shell's files before the route's: the shell's run first (its entry, then react-dom's and the shared
    // libraries' chunks, largest first), and over HTTP/1.1's six connections a file asked for late waits a round.
    return { ...shell, manifests: manifest ? [manifestUrl!] : [], scripts: [...shell.scripts, ...remote] };
  };
}
