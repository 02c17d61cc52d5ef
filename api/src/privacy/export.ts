import type { DataExport, ExportDocument } from '@agency/contracts';
import { paths } from '@agency/contracts/pages';
import { PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import { type SQL, sql } from 'drizzle-orm';
import { siteLink } from '../accounts/account-tokens';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { hasPgBoss, rowsOf } from './rows';

export interface Subject {
  id: number;
  email: string;
  publicId: string;
}

/**
 * How to find one table's rows about a person, and what to leave out of them. Every table of the schema is
 * either here or in NOT_ABOUT_PEOPLE (privacy.test.ts walks the schema to prove it), and erasure.ts works from the
 * same notion of "about".
 */
interface TableSource {
  table: string;
  where: (s: Subject) => SQL;
  /** Columns left out, and why (secrets): named in the export's `omitted`. */
  omit?: Record<string, string>;
  /** A different projection than `*` (the outbox: recipient and subject, never a body that may hold a link). */
  columns?: SQL;
}

const email = (s: Subject) => s.email.toLowerCase();
/** Text (a JSON value's text too) that contains the address, in any case. */
const mentions = (column: SQL, s: Subject) => sql`strpos(lower(coalesce(${column}::text, '')), ${email(s)}) > 0`;

export const SUBJECT_TABLES: TableSource[] = [
  { table: 'users', where: (s) => sql`id = ${s.id}`, omit: { password_hash: 'a secret (only its hash is stored, and it is left out)' } },
  { table: 'sessions', where: (s) => sql`user_id = ${s.id}`, omit: { token_hash: 'a secret' } },
  { table: 'account_tokens', where: (s) => sql`user_id = ${s.id}`, omit: { token_hash: 'a secret' } },
  { table: 'service_requests', where: (s) => sql`user_id = ${s.id}` },
  { table: 'projects', where: (s) => sql`user_id = ${s.id}` },
  // A request's thread (issue 26): every message on the person's requests (staff's answers are about them too), and
  // the messages they wrote on anyone's (a staff member's).
  { table: 'request_messages', where: (s) => sql`request_id in (select id from service_requests where user_id = ${s.id}) or author_id = ${s.id}` },
  { table: 'thread_reads', where: (s) => sql`user_id = ${s.id}` },
  // The notification centre (issue 26): the person's own notices, and staff's notices about the person's requests.
  { table: 'notices', where: (s) => sql`user_id = ${s.id} or request_id in (select id from service_requests where user_id = ${s.id})` },
  // A staff member's saved views of the requests list.
  { table: 'office_views', where: (s) => sql`user_id = ${s.id}` },
  // An engagement's files (issue 26): their details (name, type, size, who and when); the bytes are downloaded from
  // the request's page. Every file on the person's requests, and those they uploaded on anyone's (a staff member's).
  {
    table: 'request_files',
    where: (s) => sql`request_id in (select id from service_requests where user_id = ${s.id}) or uploader_id = ${s.id}`,
    omit: { storage_key: 'where the file’s bytes are stored (download the file itself from your request’s messages page)' },
  },
  {
    table: 'file_reviews',
    where: (s) =>
      sql`file_id in (select f.id from request_files f join service_requests r on r.id = f.request_id where r.user_id = ${s.id}) or reviewer_id = ${s.id}`,
  },
  { table: 'consultations', where: (s) => sql`request_id in (select id from service_requests where user_id = ${s.id})` },
  {
    table: 'consultation_tokens',
    where: (s) => sql`consultation_id in (select c.id from consultations c join service_requests r on r.id = c.request_id where r.user_id = ${s.id})`,
    omit: { token_hash: 'a secret' },
  },
  // Times a staff member blocked out: about them (their name on the block), nothing about clients.
  { table: 'consultation_blocks', where: (s) => sql`created_by = ${s.id}` },
  // The catalogue (issue 29): the versions a staff member published, the draft they last saved and the images they
  // uploaded name them; the content itself is the public site's, left out.
  { table: 'catalogue_versions', where: (s) => sql`published_by = ${s.id}`, columns: sql`version, published_at, published_by, note, rollback_of` },
  { table: 'catalogue_draft', where: (s) => sql`updated_by = ${s.id}`, columns: sql`id, updated_at, updated_by` },
  { table: 'catalogue_images', where: (s) => sql`created_by = ${s.id}` },
  { table: 'contact_messages', where: (s) => sql`user_id = ${s.id} or lower(email) = ${email(s)}` },
  {
    table: 'newsletter_subscribers',
    where: (s) => sql`lower(email) = ${email(s)}`,
    omit: { confirm_token_hash: 'a secret', unsubscribe_token: 'a secret (it is in every newsletter you receive)' },
  },
  { table: 'enrolments', where: (s) => sql`user_id = ${s.id}` },
  { table: 'payments', where: (s) => sql`user_id = ${s.id}` },
  { table: 'billing_details', where: (s) => sql`user_id = ${s.id}` },
  { table: 'proposals', where: (s) => sql`user_id = ${s.id}` },
  { table: 'instalments', where: (s) => sql`user_id = ${s.id}` },
  // The documents' printed data (the PDF itself is in `documents`, downloadable).
  { table: 'billing_documents', where: (s) => sql`user_id = ${s.id}`, omit: { pdf: 'the PDF file itself: download it from your billing page' } },
  { table: 'refunds', where: (s) => sql`user_id = ${s.id}` },
  // A retainer's Paystack email token lets its holder cancel the subscription at Paystack.
  { table: 'retainers', where: (s) => sql`user_id = ${s.id}`, omit: { email_token: 'a secret (Paystack’s token for cancelling the subscription)' } },
  {
    table: 'login_throttle',
    where: (s) => sql`key = ${`account:${email(s)}`} or left(key, ${`pair:${email(s)}|`.length}) = ${`pair:${email(s)}|`}`,
  },
  {
    table: 'audit_log',
    where: (s) =>
      sql`actor_id = ${s.id} or target = ${`user ${s.id}`}
        or target in (select 'request ' || id from service_requests where user_id = ${s.id})
        or target in (select 'project ' || id from projects where user_id = ${s.id})
        or target in (select 'consultation ' || c.id from consultations c join service_requests r on r.id = c.request_id where r.user_id = ${s.id})
        or target in (select 'message ' || id from contact_messages where user_id = ${s.id} or lower(email) = ${email(s)})
        or target in (select 'payment ' || reference from payments where user_id = ${s.id})
        or ${mentions(sql`before`, s)} or ${mentions(sql`after`, s)}`,
  },
  {
    table: 'mail_outbox',
    where: (s) => sql`lower(message->>'to') = ${email(s)}`,
    columns: sql`id, created_at, message->>'to' as "to", message->>'subject' as subject`,
    omit: { message: 'the mail’s text (it may hold a sign-in link): recipient and subject only' },
  },
  { table: 'consent_records', where: (s) => sql`user_id = ${s.id} or lower(email) = ${email(s)}` },
  { table: 'data_requests', where: (s) => sql`user_id = ${s.id} or lower(email) = ${email(s)}` },
];

/** Tables that hold nothing about any one person (the catalogue, the published notice texts). */
export const NOT_ABOUT_PEOPLE = ['feedback', 'tutorials', 'privacy_notices', 'consultation_settings', 'field_vitals', 'field_errors', 'billing_settings', 'document_counters', 'site_content'];

/** The mail sent or being sent to the person (pg-boss's mail jobs): when, to whom, what about; never the text. */
const MAIL_JOBS = 'pgboss.job (mail)';

async function tableRows(db: Db, source: TableSource, s: Subject): Promise<Record<string, unknown>[]> {
  const rows = await rowsOf(db, sql`select ${source.columns ?? sql`*`} from ${sql.identifier(source.table)} where ${source.where(s)} order by 1`);
  const omitted = Object.keys(source.omit ?? {});
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !omitted.includes(column))));
}

/**
 * The person's documents, each kind from its own source: add one here when a document kind appears (invoices
 * come with their own issue: a source that lists the user's invoices with their download address).
 */
export type DocumentSource = (db: Db, config: Config, s: Subject) => Promise<ExportDocument[]>;

const certificates: DocumentSource = async (db, config, s) => {
  const rows = await rowsOf<{ course_id: string; title: string; end_date: string }>(
    db,
    sql`select t.course_id, t.title, t.end_date::text as end_date from enrolments e join tutorials t on t.id = e.tutorial_id
        where e.user_id = ${s.id} and t.is_done and t.is_cert_awarded order by t.end_date`,
  );
  return rows.map((r) => ({
    kind: 'certificate' as const,
    title: `Certificate: ${r.title}`,
    url: siteLink(config, paths.certificate(`${r.course_id}-${s.publicId}`)),
    issued_at: new Date(`${r.end_date}T00:00:00Z`).toISOString(),
  }));
};

export const DOCUMENT_SOURCES: DocumentSource[] = [certificates];

/** Everything the database holds about one person (GET /api/me/data-export). */
export async function exportSubject(db: Db, config: Config, s: Subject, now = new Date()): Promise<DataExport> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  const omitted: string[] = [];
  for (const source of SUBJECT_TABLES) {
    tables[source.table] = await tableRows(db, source, s);
    for (const [column, why] of Object.entries(source.omit ?? {})) omitted.push(`${source.table}.${column}: ${why}`);
  }
  if (await hasPgBoss(db)) {
    tables[MAIL_JOBS] = await rowsOf(
      db,
      sql`select id, state, created_on, completed_on, data->>'to' as "to", data->>'subject' as subject from pgboss.job
          where name = 'mail' and lower(data->>'to') = ${email(s)} order by created_on`,
    );
    omitted.push(`${MAIL_JOBS}.data: the mail’s text (it may hold a sign-in link): recipient and subject only`);
  }
  const documents = (await Promise.all(DOCUMENT_SOURCES.map((source) => source(db, config, s)))).flat();
  return {
    format: 'thinkmakesolve-data-export/1',
    generated_at: now.toISOString(),
    subject: { email: s.email, public_id: s.publicId },
    notice_version: PRIVACY_NOTICE_VERSION,
    tables: JSON.parse(JSON.stringify(tables)) as DataExport['tables'],
    omitted,
    documents,
  };
}
