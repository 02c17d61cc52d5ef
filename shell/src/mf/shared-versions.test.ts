import { hostProvidedVersions, SharedVersionMismatchError, sharedMismatches, sharedVersionGuardPlugin } from './shared-versions';

const shellShared = {
  react: [{ version: '19.3.1', from: 'shell' }],
  '@agency/shared-ui': [
    { version: '1.1.0', from: 'shell' },
    { version: '1.2.0', from: 'marketing' },
  ],
};

describe('sharedMismatches', () => {
  it('names each singleton whose required range the provided version misses', () => {
    expect(
      sharedMismatches(
        'marketing',
        [
          { name: '@agency/shared-ui', singleton: true, requiredVersion: '^1.2.0', version: '1.2.0' },
          { name: 'react', singleton: true, requiredVersion: '^19.3.1', version: '19.3.1' },
        ],
        hostProvidedVersions('shell', shellShared),
      ),
    ).toEqual([{ remote: 'marketing', pkg: '@agency/shared-ui', requiredVersion: '^1.2.0', providedVersion: '1.1.0' }]);
  });

  it('accepts a newer compatible version, and ignores non-singletons, open ranges and packages the host does not provide', () => {
    expect(
      sharedMismatches(
        'booking',
        [
          { name: '@agency/shared-ui', singleton: true, requiredVersion: '^1.0.0' },
          { name: 'react', singleton: false, requiredVersion: '^20.0.0' },
          { name: 'react', singleton: true, requiredVersion: '*' },
          { name: 'react', singleton: true, requiredVersion: false },
          { name: 'left-pad', singleton: true, requiredVersion: '^2.0.0' },
        ],
        hostProvidedVersions('shell', shellShared),
      ),
    ).toEqual([]);
  });

  it('refuses a new major', () => {
    expect(sharedMismatches('portal', [{ name: 'react', singleton: true, requiredVersion: '^20.0.0' }], { react: '19.3.1' })).toHaveLength(1);
  });

  it('judges by semver, as the site and the skew check do: a prerelease is in no plain range, ^0.2 stops at 0.3', () => {
    // the federation runtime's own satisfy, which the guard used before, let 1.2.0-beta.1 into ^1.1.0
    expect(sharedMismatches('portal', [{ name: 'react', singleton: true, requiredVersion: '^1.1.0' }], { react: '1.2.0-beta.1' })).toHaveLength(1);
    expect(sharedMismatches('portal', [{ name: 'zustand', singleton: true, requiredVersion: '^0.2.0' }], { zustand: '0.3.0' })).toHaveLength(1);
    expect(sharedMismatches('portal', [{ name: 'zustand', singleton: true, requiredVersion: '~0.2.0' }], { zustand: '0.2.9' })).toEqual([]);
  });
});

describe('sharedVersionGuardPlugin', () => {
  const hook = sharedVersionGuardPlugin().loadRemoteSnapshot as (args: unknown) => unknown;
  const args = (requiredVersion: string) => ({
    from: 'manifest',
    options: { name: 'shell', shared: shellShared },
    moduleInfo: { name: 'marketing', entry: '/m/mf-manifest.json' },
    manifestJson: { shared: [{ name: '@agency/shared-ui', singleton: true, requiredVersion, version: '9.9.9' }] },
    remoteSnapshot: {},
  });

  it('passes a compatible remote through', () => {
    const compatible = args('^1.0.0');
    expect(hook(compatible)).toBe(compatible);
  });

  it('throws for an incompatible remote and logs package, required range, provided version and remote', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => hook(args('^1.2.0'))).toThrow(SharedVersionMismatchError);
    expect(error).toHaveBeenCalledWith(
      'Shared version mismatch: Remote "marketing" requires @agency/shared-ui@^1.2.0, but the shell provides @agency/shared-ui@1.1.0; the remote is not loaded.',
    );
    error.mockRestore();
  });
});
