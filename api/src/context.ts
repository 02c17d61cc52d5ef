import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';


/** What every domain's routes get: configuration, the database, the mailer and the auth hooks. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  auth: {
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  };
}

