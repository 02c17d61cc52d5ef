import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { buildApi } from '../app';
import { type Config, loadConfig } from '../config';
import { type Db, openDatabase } from '../db/client';
import type { Mailer, MailMessage } from '../mail/mailer';

export interface TestApi {
  app: Awaited<ReturnType<typeof buildApi>>['app'];
  db: Db;
  config: Config;
  /** The route table with each route's declared auth level. */
  routes: Awaited<ReturnType<typeof buildApi>>['routes'];
  /** Every message the API sent during the test. */
  sent: MailMessage[];
  close: () => Promise<void>;
}

/**
 * A fresh API on a fresh database: PGlite in memory by default; with TEST_DATABASE_URL, a new
 * schema-isolated PostgreSQL database created for this test file and dropped afterwards.
 */
export async function startTestApi(overrides: Partial<Config> = {}, mailer?: Mailer): Promise<TestApi> {
  const sent: MailMessage[] = [];
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
    { DATA_DIR: path.join(tmpdir(), `agency-api-${randomUUID()}`), LOG_LEVEL: 'silent', ...overrides },
  );
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? config.DATA_DIR : 'memory://' });
  const api = await buildApi({
    config,
    database,
    logger: false,
    mailer: mailer ?? {
      async send(message) {
        sent.push(message);
      },
    },
  });
  return {
    app: api.app,
    db: database.db,
    config,
    routes: api.routes,
    sent,
    close: async () => {
      await api.close();
      await database.close();
      await dropDatabase();
    },
  };
}
