import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { MailQueue } from './mail/queue';


/** What every domain's routes get: configuration, the database, the mail queue and the auth hooks. */
export interface AppContext {
  config: Config;
  db: Db;
  /** Mail is queued with `enqueueMail(tx, …)` in the causing transaction; this sends it. */
  mailQueue: MailQueue;
  auth: {
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  };
}

