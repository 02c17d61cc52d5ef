import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

/** Helpers of the migration tests: a database migrated up to just before one migration, then through it. */

export const drizzleFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** The migrations folder as it was before `tag`: the same files, the journal without its last entry. */
export function folderBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-migrations-'));
  cpSync(drizzleFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  assert.ok(at > 0, `${tag} is in the journal`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  rmSync(path.join(dir, `${tag}.sql`));
  return dir;
}

/** A bare database (PGlite in memory, or a new PostgreSQL database under TEST_DATABASE_URL) and how to migrate it to a folder. */
export async function bareDatabase(): Promise<{ db: Db; migrateTo: (folder: string) => Promise<void>; close: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const client = await PGlite.create('memory://');
    const db = drizzlePglite(client, { schema });
    return { db: db as unknown as Db, migrateTo: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
  }
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const client = postgres(databaseUrlNamed(baseUrl, name), { max: 2, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema });
  return {
    db: db as unknown as Db,
    migrateTo: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end({ timeout: 5 });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The server's address `baseUrl` (postgres://…/any) with its database set to `name`. */
export function databaseUrlNamed(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The rows of a raw query, on PGlite and postgres-js alike. */
export const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));
