import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { type BuildOptions, buildApi } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type Db, openDatabase } from '../db/client';
import type { Mailer, MailMessage } from '../mail/mailer';
import { TEST_NOW } from './fixtures';
import { migratedTemplate, templateKey } from './pglite-template';
import { databaseUrlNamed } from './migrations';

export interface TestApi {
  app: Awaited<ReturnType<typeof buildApi>>['app'];
  db: Db;
  /** The database itself, to start a second API on it (two processes sharing one database). */
  database: Database;
  config: Config;
  /** The route table with each route's declared auth level. */
  routes: Awaited<ReturnType<typeof buildApi>>['routes'];
  /** Every message the API sent during the test (by the time a request's answer arrives, unless the harness was told otherwise). */
  sent: MailMessage[];
  mailQueue: Awaited<ReturnType<typeof buildApi>>['ctx']['mailQueue'];
  close: () => Promise<void>;
  /** The API's graceful stop (what SIGTERM runs); the test's database stays open until `close`. */
  shutdown: (graceMs: number) => Promise<void>;
  /** The clock consultations see (TEST_NOW unless set): `setNow` moves it. */
  now: () => Date;
  setNow: (at: Date) => void;
}

/**
 * A fresh API on a fresh database: PGlite in memory by default; with TEST_DATABASE_URL, a new
 * schema-isolated PostgreSQL database created for this test file and dropped afterwards.
 */
export async function startTestApi(overrides: Partial<Config> = {}, mailer?: Mailer, options: { sendMailBeforeAnswer?: boolean; extraRoutes?: BuildOptions['extraRoutes']; now?: Date } = {}): Promise<TestApi> {
  const sent: MailMessage[] = [];
  let clock = options.now ?? TEST_NOW;
  const now = () => clock;
  const baseUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (baseUrl) {
    const name = `t_${randomUUID().replaceAll('-', '')}`;
    const template = await postgresTemplate(baseUrl);
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    databaseUrl = databaseUrlNamed(baseUrl, name);
    dropDatabase = async () => {
      const a = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  }
  const config = loadConfig(
    { NODE_ENV: 'test' },
    { DATA_DIR: path.join(tmpdir(), `agency-api-${randomUUID()}`), LOG_LEVEL: 'silent', RETENTION_INTERVAL_MINUTES: 0, ...overrides },
  );
  const database = databaseUrl
    ? await openDatabase({ databaseUrl, dataDir: config.DATA_DIR })
    : await openDatabase({ dataDir: 'memory://', startFrom: await migratedTemplate() });
  const api = await buildApi({
    config,
    database,
    logger: false,
    sendMailBeforeAnswer: options.sendMailBeforeAnswer ?? true,
    extraRoutes: options.extraRoutes,
    now,
    reminders: false,
    mailer: mailer ?? {
      async send(message) {
        sent.push(message);
      },
    },
  });
  return {
    app: api.app,
    db: database.db,
    database,
    config,
    routes: api.routes,
    sent,
    mailQueue: api.ctx.mailQueue,
    shutdown: api.shutdown,
    now,
    setNow: (at: Date) => {
      clock = at;
    },
    close: async () => {
      await api.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** Any fixed number: every test process that builds the PostgreSQL template takes the same lock. */
const TEMPLATE_LOCK = 4_105_002;
let postgresTemplateName: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database each test database is created from (`CREATE DATABASE … TEMPLATE`), instead of an
 * empty one then 17 migrations (1 to 1.5 s per test database here). Named by the migrations it holds, built once
 * by the first test process that needs it (under a lock, under another name until migrated), kept for the next runs.
 */
function postgresTemplate(baseUrl: string): Promise<string> {
  postgresTemplateName ??= (async () => {
    const name = `agency_test_template_${templateKey()}`;
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    try {
      await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
      const found = await admin`select 1 from pg_database where datname = ${name}`;
      if (found.length === 0) {
        const building = `${name}_building`;
        await admin.unsafe(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.unsafe(`CREATE DATABASE ${building}`);
        const migrated = await openDatabase({ databaseUrl: databaseUrlNamed(baseUrl, building), dataDir: tmpdir() });
        await migrated.close();
        await admin.unsafe(`ALTER DATABASE ${building} RENAME TO ${name}`);
        // Templates of earlier migrations are of no more use.
        const old = await admin`select datname from pg_database where datname like 'agency\_test\_template\_%' and datname <> ${name}`;
        for (const { datname } of old) await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
      return name;
    } finally {
      await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`.catch(() => {});
      await admin.end();
    }
  })();
  return postgresTemplateName;
}
