import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { SINGLETONS } from './shared-deps.mjs';

function versionOf(appDir, dep) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const pkgPath = appRequire.resolve(`${dep}/package.json`);
  return JSON.parse(readFileSync(pkgPath, 'utf8')).version;
}

/**
 * The range an app built against `version` of `dep` requires at run time. The workspace's shared packages
 * follow the versioning policy in docs/architecture.md ("Shared packages: versions and compatibility"): the minor
 * version counts exported API, so a build needs at least the minor it was built against, in the same
 * major; an older patch of that minor only lacks fixes, not exports. Other libraries: at least the version built against.
 */
export function requiredRange(dep, version) {
  if (dep.startsWith('@agency/')) {
    const [major, minor] = version.split('.');
    return `^${major}.${minor}.0`;
  }
  return `^${version}`;
}

/**
 * Singleton share config: the `react/` and `react-dom/` keys cover subpaths such as react-dom/client and
 * react/jsx-runtime. `requiredVersion` lands in each app's mf-manifest.json; the shell refuses a remote whose
 * range its own copy misses (shell/src/mf/shared-versions.ts) instead of handing it an incompatible singleton.
 */
export function sharedConfig(appDir) {
  const shared = {};
  for (const dep of SINGLETONS) {
    const version = versionOf(appDir, dep);
    const entry = { singleton: true, requiredVersion: requiredRange(dep, version), version };
    shared[dep] = entry;
    if (dep === 'react' || dep === 'react-dom') shared[`${dep}/`] = entry;
  }
  return shared;
}

const FEDERATION_CJS = /@module-federation[\\/][\w-]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module twin of one of the federation runtime's .cjs files (each of its packages ships both). */
export function esmTwin(file) {
  for (const ext of ['.js', '.mjs']) {
    const candidate = file.replace(/\.cjs$/, ext);
    if (existsSync(candidate)) return candidate;
  }
  return file;
}

/**
 * rspack wires the federation runtime in through CommonJS files (each package's `main`), which cannot be
 * tree-shaken: about 15 KB of compressed JavaScript, Node loaders included, went to every browser. Point
 * those requests at the ES module twins instead; whatever they import then resolves through the packages'
 * `import` condition.
 */
const federationRequire = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
const runtimeToolsRequire = createRequire(federationRequire.resolve('@module-federation/runtime-tools'));
const runtimeRequire = createRequire(runtimeToolsRequire.resolve('@module-federation/runtime'));
export const FEDERATION_ESM_ALIASES = {
  '@module-federation/runtime-tools': esmTwin(federationRequire.resolve('@module-federation/runtime-tools')),
  '@module-federation/runtime': esmTwin(runtimeToolsRequire.resolve('@module-federation/runtime')),
  // The retry plugin (0.17, its last release) pins an SDK of its own line for one logger; the runtime's SDK
  // exports the same `createLogger`, so one SDK reaches the browser instead of two (1.2 KB less on every page).
  '@module-federation/sdk$': esmTwin(runtimeRequire.resolve('@module-federation/sdk')),
};

export function federationRuntimeAsEsm() {
  return new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (data) => {
    if (!data.createData && path.isAbsolute(data.request)) data.request = esmTwin(data.request);
  });
}
