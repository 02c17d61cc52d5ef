import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/enhanced/runtime';

/** One `shared` entry of a remote's mf-manifest.json, as far as version checks need it. */
export interface ManifestShared {
  name: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

export interface SharedMismatch {
  remote: string;
  pkg: string;
  requiredVersion: string;
  providedVersion: string;
}

/**
 * The singletons a remote needs in a version the host does not provide. A singleton exists once per
 * page, so the remote gets the host's copy whatever its own range says (the runtime only warns); a
 * remote whose range the host's copy misses would find exports it was built against `undefined`.
 */
export function sharedMismatches(remote: string, shared: readonly ManifestShared[], provided: Readonly<Record<string, string>>): SharedMismatch[] {
  const mismatches: SharedMismatch[] = [];
  for (const entry of shared) {
    const providedVersion = provided[entry.name];
    const { requiredVersion } = entry;
    if (!entry.singleton || !providedVersion || typeof requiredVersion !== 'string' || requiredVersion === '*') continue;
    if (!satisfy(providedVersion, requiredVersion)) mismatches.push({ remote, pkg: entry.name, requiredVersion, providedVersion });
  }
  return mismatches;
}

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
