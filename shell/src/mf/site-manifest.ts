import { isRemoteName, type SiteManifest } from './remote-names';

/** Reads the run-time manifest that tells the shell where each remote lives. Deploying a remote = pointing this at its new dist. */
export async function fetchSiteManifest(url = '/remotes.json'): Promise<SiteManifest> {
  try {
    const response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return parseSiteManifest(await response.json());
  } catch (error) {
    console.error('The remotes manifest could not be read; every remote will show its fallback.', error);
    return { remotes: {} };
  }
}

export function parseSiteManifest(data: unknown): SiteManifest {
  const result: SiteManifest = { remotes: {} };
  if (!data || typeof data !== 'object') return result;
  const { apiBase, remotes } = data as { apiBase?: unknown; remotes?: unknown };
  if (typeof apiBase === 'string' && apiBase) result.apiBase = apiBase;
  if (remotes && typeof remotes === 'object') {
    for (const [name, entry] of Object.entries(remotes)) {
      if (isRemoteName(name) && typeof entry === 'string' && entry) result.remotes[name] = entry;
    }
  }
  return result;
}
