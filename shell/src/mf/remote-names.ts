import type { SiteRoute } from '@agency/shared-auth/route-table';

/**
 * A remote's name, as the run-time manifest gives it (marketing, portal, …). The shell has no list of
 * remotes: the manifest names them, and each remote's routes.json says which pages it serves.
 */
export type RemoteName = string;

export interface SiteManifest {
  apiBase?: string;
  /** Remote name → URL of its mf-manifest.json (absolute, or relative to the page). */
  remotes: Record<RemoteName, string>;
  /** Every page of the remotes above, combined by the site from each remote's routes.json. */
  routes: SiteRoute[];
  /** Field data: the share of page views that report Web Vitals and errors (0–1; absent: none). */
  fieldData?: { sampleRate: number };
}

/** A name Module Federation can register and a `data-` attribute can carry. */
export function isRemoteName(value: string): value is RemoteName {
  return /^[a-z][\w-]{0,39}$/i.test(value);
}
