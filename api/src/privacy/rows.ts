import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../accounts/account-tokens';

type Executor = Pick<DbOrTx, 'select'> & { execute: (query: SQL) => Promise<unknown> };

/** Rows of a raw query, whichever driver (PGlite answers { rows }, postgres-js an array). */
export async function rowsOf<T = Record<string, unknown>>(db: unknown, query: SQL): Promise<T[]> {
  const result = await (db as Executor).execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** Whether pg-boss has made its tables yet (it does at the API's first start). */
export async function hasPgBoss(db: unknown): Promise<boolean> {
  const [row] = await rowsOf<{ present: boolean }>(db, sql`select to_regclass('pgboss.job') is not null as present`);
  return Boolean(row?.present);
}
