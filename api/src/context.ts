import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';

/** What every domain's routes get: configuration, the database, and the mailer (sign-in is the access-control hook's job: `config: { auth }` on each route). */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
}

