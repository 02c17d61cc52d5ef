/** The remotes the shell composes; each is built and deployed on its own. */
export const REMOTE_NAMES = ['marketing', 'booking', 'portal', 'academy', 'office'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface SiteManifest {
  apiBase?: string;
  /** Remote name → URL of its mf-manifest.json (absolute, or relative to the page). */
  remotes: Partial<Record<RemoteName, string>>;
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
