import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { type ManifestShared, type SharedMismatch, sharedMismatches } from '@agency/contracts/version-range';

// The version rule itself (semver's, the same for the site's page hints and scripts/skew-compat.mjs) lives in
// @agency/contracts/version-range; this file turns its mismatches into the refusal of a remote.
export { type ManifestShared, type SharedMismatch, sharedMismatches };

export function describeMismatch({ remote, pkg, requiredVersion, providedVersion }: SharedMismatch): string {
  return `Remote "${remote}" requires ${pkg}@${requiredVersion}, but the shell provides ${pkg}@${providedVersion}; the remote is not loaded.`;
}

export class SharedVersionMismatchError extends Error {
  constructor(readonly mismatches: SharedMismatch[]) {
    super(mismatches.map(describeMismatch).join(' '));
    this.name = 'SharedVersionMismatchError';
  }
}

interface HostShared {
  version?: string;
  from?: string;
}

/** The versions of the singletons the host itself provides (its own entries of the share config). */
export function hostProvidedVersions(hostName: string, shared: Readonly<Record<string, readonly HostShared[]>> | undefined): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [pkg, entries] of Object.entries(shared ?? {})) {
    const own = entries.find((e) => e.from === hostName && e.version);
    if (own?.version) versions[pkg] = own.version;
  }
  return versions;
}

/**
 * Refuses a remote whose manifest requires a shared singleton in a version the host does not provide,
 * before its entry script runs: the manifest says `shared[].requiredVersion`, the host's share config
 * says what it provides. The error reaches `errorLoadRemote`, where the fallback plugin answers with
 * the fallback module; the console names package, required range, provided version and remote.
 */
export function sharedVersionGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'agency-shared-version-guard',
    loadRemoteSnapshot(args) {
      const manifest = args.manifestJson as { shared?: ManifestShared[] } | undefined;
      if (args.from !== 'manifest' || !manifest?.shared) return args;
      const provided = hostProvidedVersions(args.options.name, args.options.shared as Record<string, HostShared[]>);
      const mismatches = sharedMismatches(args.moduleInfo.name, manifest.shared, provided);
      if (mismatches.length === 0) return args;
      for (const mismatch of mismatches) console.error(`Shared version mismatch: ${describeMismatch(mismatch)}`);
      throw new SharedVersionMismatchError(mismatches);
    },
  };
}
