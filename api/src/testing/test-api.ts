import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { type BuildOptions, buildApi } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, type Db, openDatabase } from '../db/client';
import type { Mailer, MailMessage } from '../mail/mailer';
import { TEST_NOW } from './fixtures';
import { migratedTemplate } from './pglite-template';

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
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
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
