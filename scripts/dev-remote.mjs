#!/usr/bin/env node
/**
 * A remote team's daily loop: `pnpm dev:remote portal` (or several names) serves those remotes from source
 * with Fast Refresh and the built site (shell, API, the other remotes' dist/) on PORT (3000), with a
 * remotes manifest whose entries for the named remotes point at their dev servers. The site re-reads that
 * manifest on every request, so a second `pnpm dev:remote academy` in another terminal joins the same site.
 *
 * REMOTES_FROM=<url or file of a remotes.json>: the other remotes come from that (a deployed site's
 * manifest) instead of the local dist/ folders. API_URL: where the standalone dev pages send /api (default:
 * this site's API). DEV_PORT: the dev server's port when one remote is named. PORT: the site's port.
 * DEV_REMOTES_FILE: the manifest file (default .dev/remotes.json; tests use their own).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MANIFEST_FILE = process.env.DEV_REMOTES_FILE ? path.resolve(process.env.DEV_REMOTES_FILE) : path.join(ROOT, '.dev', 'remotes.json');
const SITE_PORT = Number(process.env.PORT || 3000);
const SITE = `http://localhost:${SITE_PORT}`;
/** Loopback by address: Node may resolve localhost to ::1 first, where the site does not listen. */
const SITE_LOOPBACK = `http://127.0.0.1:${SITE_PORT}`;

const known = readdirSync(ROOT)
  .filter((dir) => dir.startsWith('mf-') && existsSync(path.join(ROOT, dir, 'rspack.config.mjs')))
  .map((dir) => dir.slice(3))
  .sort();
const names = process.argv.slice(2);
if (names.length === 0 || names.some((n) => !known.includes(n))) {
  const bad = names.filter((n) => !known.includes(n));
  console.error(`${bad.length ? `Unknown remote: ${bad.join(', ')}. ` : ''}Usage: pnpm dev:remote <${known.join('|')}> [more…]`);
  process.exit(2);
}

const children = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  restoreManifest();
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

function run(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${options.label} stopped (${signal ?? code}); stopping the rest.`);
      stop(code || 1);
    }
  });
  return child;
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  console.error(`${what} did not answer on ${url} in time.`);
  stop(1);
}

/** The dev server port each remote's own config sets (mf-office and any later remote included). */
async function devPortOf(name) {
  if (names.length === 1 && process.env.DEV_PORT) return Number(process.env.DEV_PORT);
  const { default: config } = await import(pathToFileURL(path.join(ROOT, `mf-${name}`, 'rspack.config.mjs')).href);
  const devPort = typeof config === 'function' ? (await config({}, { mode: 'development' })).devServer.port : config.devServer.port;
  return Number(devPort);
}

/** Where the remotes not being worked on come from: this site's dist/ folders, or a deployed manifest. */
async function baseEntries() {
  const from = process.env.REMOTES_FROM;
  if (!from) return Object.fromEntries(known.map((n) => [n, `/remotes/${n}/mf-manifest.json`]));
  const isUrl = /^https?:\/\//.test(from);
  const text = isUrl ? await (await fetch(from)).text() : readFileSync(from, 'utf8');
  const { remotes = {} } = JSON.parse(text);
  // A deployed manifest may use addresses relative to its own site; they must not resolve against this one.
  return Object.fromEntries(Object.entries(remotes).map(([n, entry]) => [n, isUrl ? new URL(entry, from).href : entry]));
}

const overrides = {};
let restoreEntries = {};
function readManifest() {
  try {
    return JSON.parse(readFileSync(MANIFEST_FILE, 'utf8'));
  } catch {
    return null;
  }
}
function writeManifest(manifest) {
  mkdirSync(path.dirname(MANIFEST_FILE), { recursive: true });
  writeFileSync(MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
}
/** On exit, the named remotes go back to where they came from, so a site another terminal keeps using still works. */
function restoreManifest() {
  const current = readManifest();
  if (!current || Object.keys(overrides).length === 0) return;
  for (const [n, entry] of Object.entries(overrides)) {
    if (current.remotes?.[n] === entry) current.remotes[n] = restoreEntries[n];
  }
  writeManifest(current);
}

function ensureBuilt(pkgDir, marker) {
  if (existsSync(path.join(ROOT, pkgDir, 'dist', marker))) return;
  console.log(`Building ${pkgDir} (no dist/ yet)…`);
  const result = spawnSync('pnpm', ['--filter', `./${pkgDir}`, 'run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const base = await baseEntries().catch((error) => {
  console.error(`REMOTES_FROM could not be read (${process.env.REMOTES_FROM}): ${error.cause?.message ?? error.message}`);
  process.exit(1);
});
for (const n of names) overrides[n] = `http://localhost:${await devPortOf(n)}/mf-manifest.json`;

const siteRunning = await answers(`${SITE_LOOPBACK}/remotes.json`);
const previous = siteRunning ? readManifest() : null;
if (siteRunning) {
  // Only a site started by this script reads .dev/remotes.json; check it is that one before relying on it.
  // The site adds the remotes' combined routes to what it serves; the file's remotes are what must match.
  const served = await (await fetch(`${SITE_LOOPBACK}/remotes.json`)).json();
  if (!previous || JSON.stringify(served.remotes) !== JSON.stringify(previous.remotes ?? {})) {
    console.error(`Port ${SITE_PORT} is taken by a site that does not read ${path.relative(ROOT, MANIFEST_FILE)}. Stop it, or set PORT.`);
    process.exit(1);
  }
}
const manifest = { apiBase: '/api', remotes: { ...base, ...(previous?.remotes ?? {}), ...overrides } };
restoreEntries = Object.fromEntries(names.map((n) => [n, base[n] ?? `/remotes/${n}/mf-manifest.json`]));
writeManifest(manifest);

if (!siteRunning) {
  ensureBuilt('shell', 'index.html');
  for (const n of known) if (!names.includes(n) && !process.env.REMOTES_FROM) ensureBuilt(`mf-${n}`, 'mf-manifest.json');
  run(process.execPath, ['--import', 'tsx', 'src/serve.ts'], {
    cwd: path.join(ROOT, 'site'),
    env: { ...process.env, PORT: String(SITE_PORT), REMOTES_FILE: MANIFEST_FILE },
    label: 'The site',
  });
}

for (const n of names) {
  const dir = path.join(ROOT, `mf-${n}`);
  const port = new URL(overrides[n]).port;
  run(process.execPath, [path.join(dir, 'node_modules/@rspack/cli/bin/rspack.js'), 'serve', '--mode', 'development'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'development', DEV_PORT: port, API_URL: process.env.API_URL || SITE_LOOPBACK },
    label: `mf-${n}'s dev server`,
  });
}

await waitFor(`${SITE_LOOPBACK}/api/home`, 'The site');
for (const n of names) await waitFor(overrides[n].replace('localhost', '127.0.0.1'), `mf-${n}'s dev server`);
if (!stopping) {
  console.log(`\nThe site: ${SITE}${siteRunning ? ' (already running; its manifest now points here too)' : ''}`);
  for (const n of names) console.log(`  mf-${n} from source, Fast Refresh on its own page: ${new URL(overrides[n]).origin}/`);
  for (const [n, entry] of Object.entries(manifest.remotes)) {
    if (!names.includes(n)) console.log(`  mf-${n} from ${entry.startsWith('/remotes/') ? `mf-${n}/dist/` : entry}`);
  }
  console.log('  Demo client sign-in: demo@thinkmakesolve.ng / Demo@2026!   Ctrl+C stops.\n');
}
