import type { Config } from './config';
import type { Db } from './db/client';
import type { MailQueue } from './mail/queue';

/** What every domain's routes get: configuration, the database and the mail queue (sign-in is the access-control hook's job: `config: { auth }` on each route). */
export interface AppContext {
  config: Config;
  db: Db;
  /** Mail is queued with `enqueueMail(tx, …)` in the causing transaction; this sends it. */
  mailQueue: MailQueue;
  /** The clock (consultations: availability, notice, reminders); tests set it. */
  now: () => Date;
}

