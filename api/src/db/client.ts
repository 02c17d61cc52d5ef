import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the domains use: the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string, for components that open their own pool (the mail queue). */
  url?: string;
  /** The embedded database itself, for components that share its one connection (the mail queue). */
  pglite?: PGlite;
  close: () => Promise<void>;
}

/** The newest migration this build ships, as drizzle records it (its journal's `when`). */
export function latestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** Any fixed number: every process that migrates takes the same lock. */
const MIGRATION_LOCK = 4_105_001;

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens and migrates the database: PostgreSQL when a URL is given, else PGlite in `dataDir`
 * (or in memory when `dataDir` is 'memory://'). `startFrom`, for PGlite only, is a dump of a database (its
 * `dumpDataDir`) to start a new one from instead of an empty one: the tests' migrated template, which skips initdb.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; startFrom?: Blob }): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    // Drizzle's migrator takes no lock: two processes starting at once would both apply a migration.
    // The session lock makes the second wait, then find everything applied.
    const lock = await client.reserve();
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
      lock.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', url: options.databaseUrl, close: () => client.end({ timeout: 5 }) };
  }
  let dataDir = options.dataDir;
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    // PGlite has no lock of its own: two processes on one folder each see their own copy and lose writes.
    release = lockDataDir(dataDir);
  }
  try {
    // A dump is for a new database only: a folder that holds one (its PG_VERSION) is opened as it is.
    const startFrom = options.startFrom && !existsSync(path.join(dataDir, 'PG_VERSION')) ? options.startFrom : undefined;
    const client = await PGlite.create(dataDir, startFrom ? { loadDataDir: startFrom } : {});
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
