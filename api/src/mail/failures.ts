import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { MAIL_JOB } from './queue';

export type MailFailure = {
  id: string;
  queued: Date;
  failed: Date | null;
  to: string;
  subject: string;
  attempts: number;
  error: string;
};

/** Mail pg-boss gave up on, newest first: what staff need to act on it (never the body: it may hold a link). */
export async function listMailFailures(db: Db, limit = 50): Promise<MailFailure[]> {
  try {
    const result = await db.execute(sql`
      select id::text as id, created_on as queued, completed_on as failed, data->>'to' as "to", data->>'subject' as subject,
             retry_count + 1 as attempts, coalesce(output->>'error', output->>'message', '') as error
      from pgboss.job where name = ${MAIL_JOB} and state = 'failed'
      order by created_on desc limit ${limit}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as MailFailure[];
    return rows.map((r) => ({ ...r, queued: new Date(r.queued), failed: r.failed ? new Date(r.failed) : null, attempts: Number(r.attempts) }));
  } catch (error) {
    // Before the API's first start, pg-boss has not created its tables: nothing can have failed.
    const e = error as { code?: string; cause?: { code?: string } };
    if (e.code === '42P01' || e.cause?.code === '42P01') return [];
    throw error;
  }
}
