import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Each remote's build version, read from its mf-manifest.json as the runtime loads it
 * (`metaData.buildInfo.buildVersion`: the remote's package.json version, or MF_BUILD_VERSION at build time), so
 * field data and error reports name the release that produced them. A remote whose manifest could not be read
 * has none: 'unknown'.
 */
const versions = new Map<string, string>();

export function remoteVersionsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'agency-remote-versions',
    loadRemoteSnapshot(args) {
      const version = (args.manifestJson as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | undefined)?.metaData?.buildInfo?.buildVersion;
      if (typeof version === 'string' && /^[\w.+-]{1,40}$/.test(version)) versions.set(args.moduleInfo.name, version);
      return args;
    },
  };
}

export function remoteVersion(remote: string): string {
  return versions.get(remote) ?? 'unknown';
}
