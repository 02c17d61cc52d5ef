import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { drizzleFolder } from './migrations';

/**
 * The tests' migrated PGlite database, as a dump every test database starts from. An empty PGlite runs initdb
 * (about 2.5 s of CPU here), then the migrations; starting from a dump of one already migrated takes about 1 s.
 * The suite's processes (run-suite.ts) and the site's tests open 62 databases or more per run, so the dump is kept
 * in the temporary folder for every process, named by what it was built from: the migrations' text and PGlite's
 * version. A changed migration names a new dump; the first process to need it builds it.
 */
const PREFIX = 'agency-pglite-template-';

/** What a migrated template is built from: the migrations' text and PGlite's version (a hash, 16 hex digits). */
export function templateKey(): string {
  const hash = createHash('sha256');
  // PGlite's package.json is not in its exports map: it sits two folders above its entry (dist/index.cjs).
  const pgliteRoot = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
  hash.update(readFileSync(path.join(pgliteRoot, 'package.json')));
  const files = [path.join('meta', '_journal.json'), ...readdirSync(drizzleFolder).filter((f) => f.endsWith('.sql')).sort()];
  for (const file of files) hash.update(`${file}\n`).update(readFileSync(path.join(drizzleFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

async function build(file: string): Promise<Blob> {
  const database = await openDatabase({ dataDir: 'memory://' });
  if (!database.pglite) throw new Error('an in-memory database is PGlite');
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  // Written beside its place and renamed over it: a process reading it meanwhile never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  for (const old of readdirSync(tmpdir())) {
    if (old.startsWith(PREFIX) && old !== path.basename(file) && old.endsWith('.tar')) rmSync(path.join(tmpdir(), old), { force: true });
  }
  return dump;
}

let template: Promise<Blob> | undefined;

/** The dump of a freshly migrated database, built once per migrations and kept for the next test processes. */
export function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `${PREFIX}${templateKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    return build(file);
  })();
  return template;
}
