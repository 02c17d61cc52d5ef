import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installAccessControl, type RouteAccess } from './accounts/access';
import { accountsRoutes } from './accounts/routes';
import { academyRoutes } from './academy/routes';
import { billingRoutes } from './billing/routes';
import { bookingsRoutes } from './bookings/routes';
import { paymentsRoutes } from './payments/routes';
import { portalRoutes } from './portal/routes';
import { requestsRoutes } from './requests/routes';
import { threadsRoutes } from './threads/routes';
import { activityRoutes } from './activity/routes';
import { filesRoutes } from './files/routes';
import { catalogueRoutes, officeCatalogueRoutes } from './catalogue/routes';
import { ensureCatalogue } from './catalogue/store';
import { startThreadNotices } from './threads/notices';
import { apiDocsEnabled, type Config, loadConfig, trustProxyOption } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { fieldRoutes } from './field/routes';
import { healthRoutes, type Lifecycle } from './health/routes';
import { homeRoutes } from './home/home-routes';
import { officeRoutes } from './office/routes';
import { sitemapRoutes } from './seo/sitemap-routes';
import { HttpError } from './lib/errors';
import { startReminders } from './consultations/reminders';
import { consultationsRoutes } from './consultations/routes';
import { documentRoute } from './lib/route-schema';
import { registerApiSecurityHeaders } from './lib/security-headers';
import { contractOnly } from './lib/endpoint-route';
import { describeValidationError } from './lib/validation';
import type { Mailer } from './mail/mailer';
import { createMailer } from './mail/create-mailer';
import { createMailQueue } from './mail/queue';
import { privacyRoutes } from './privacy/routes';
import { startRetentionJob } from './privacy/retention';
import { registerMetrics } from './metrics/metrics';

export interface BuildOptions {
  config?: Config;
  /** An already open database (tests share one); otherwise one is opened from the config. */
  database?: Database;
  /**
   * For an embedded database opened from the config whose folder is new: a dump (PGlite's `dumpDataDir`) to start
   * it from instead of an empty one. The site's tests start theirs from the migrated template (api/src/testing).
   */
  startDatabaseFrom?: Blob;
  mailer?: Mailer;
  logger?: boolean;
  /**
   * Tests only: send the mail a request queued before its answer goes out, so a test can read it
   * right after `inject`. The mail-queue test leaves it off to prove requests never wait for SMTP.
   */
  sendMailBeforeAnswer?: boolean;
  /** Tests only: more routes under /api, registered as a domain's are (behind the same access control). */
  extraRoutes?: (api: FastifyInstance, ctx: AppContext) => void;
  /** The clock consultations are booked and reminded by (tests set it); the system clock by default. */
  now?: () => Date;
  /** Send consultation reminders every REMINDER_CHECK_SECONDS (default: on, every minute, except under NODE_ENV=test unless set; the API's tests call sendDueReminders). */
  reminders?: boolean;
}

export interface Api {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route with its declared auth level (filled as routes are registered). */
  routes: RouteAccess[];
  close: () => Promise<void>;
  /**
   * Graceful stop (SIGTERM): readiness answers 503 at once; after `graceMs` (time for the load balancer
   * to notice) the server stops accepting, lets the requests in flight finish, lets the mail being sent
   * finish, and closes the database.
   */
  shutdown: (graceMs: number) => Promise<void>;
  /** Readiness answers 503 from now on (for a host process that drains the API itself, like the site). */
  markDraining: () => void;
}

/** The API's own server options: used when it runs alone (`pnpm --filter @agency/api start`, tests, the cluster). */
function apiServerOptions(config: Config, logger: boolean | undefined) {
  return {
    logger: logger === false ? false : { level: config.LOG_LEVEL },
    // Only the proxies TRUST_PROXY names (by default one on this machine: the site server) may set
    // X-Forwarded-For; anyone else could spoof an address past the per-IP rate limits.
    trustProxy: trustProxyOption(config, true),
    frameworkErrors: apiFrameworkErrors,
  };
}

/** A request Fastify cannot even route (a malformed URL, a bad header) answers in the API's error shape. */
export function apiFrameworkErrors(error: Error, _request: unknown, reply: unknown): void {
  (reply as FastifyReply).code(400).send({ detail: `Bad request: ${error.message}` });
}

const API_BODY_LIMIT = 256 * 1024;

/** Builds the API on a server of its own: every route under /api, errors as { detail }. Call `app.listen` or `app.inject` on the result. */
export async function buildApi(options: BuildOptions = {}): Promise<Api> {
  const config = options.config ?? loadConfig();
  const app = Fastify(apiServerOptions(config, options.logger));
  return registerApi(app, { ...options, config });
}

/**
 * Mounts the API on a Fastify server: its routes under /api and GET /metrics, in a scope of their own
 * (their hooks, parsers, error and not-found handlers touch nothing else on that server). The site
 * mounts it on its own server this way, so an /api request is parsed and answered once, with no copy
 * between two servers. Closing the server closes the API: mail queue, Redis, database.
 */
export async function registerApi(app: FastifyInstance, options: BuildOptions = {}): Promise<Api> {
  const config = options.config ?? loadConfig();
  const database = options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, startFrom: options.startDatabaseFrom }));
  const ownsDatabase = !options.database;
  if (config.SEED_DEMO && config.NODE_ENV !== 'production') await seedDemo(database.db, config);
  // The catalogue's first version, from its seeded content, on a database that has none (production too).
  await ensureCatalogue(database.db);

  const mailer = options.mailer ?? createMailer(config, (line) => app.log.info(line));
  const mailQueue = createMailQueue({ database, mailer, config, log: app.log });
  await mailQueue.start();
  const now = options.now ?? (() => new Date());
  const retention = await startRetentionJob({ boss: mailQueue.boss, db: database.db, config, log: app.log });
  await startThreadNotices({ boss: mailQueue.boss, db: database.db, config, log: app.log });
  const ctx: AppContext = { config, db: database.db, mailQueue, now };
  const reminderSeconds = config.REMINDER_CHECK_SECONDS ?? (config.NODE_ENV === 'test' ? 0 : 60);
  const stopReminders = (options.reminders ?? reminderSeconds > 0) ? startReminders(database.db, config, now, app.log, (reminderSeconds || 60) * 1000) : async () => {};
  const lifecycle: Lifecycle = { draining: false };
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL, app.log) : undefined;
  let routes: RouteAccess[] = [];

  // From the moment shutdown begins, every answer ends its keep-alive connection (`Connection: close`), the one in
  // flight included: the server's close waits for every connection to end, and a client's idle keep-alive
  // connection otherwise held it open until the server's keep-alive timeout (Fastify's 72 s) after its last answer.
  // While draining, a client that reconnects is sent to another process by the load balancer.
  app.addHook('preClose', async () => {
    lifecycle.draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });

  app.addHook('onClose', async () => {
    await stopReminders();
    retention.stop();
    await mailQueue.stop();
    await mailer.close?.();
    await redis?.quit().catch(() => redis.disconnect());
    if (ownsDatabase) await database.close();
  });

  await app.register(async (scope) => {
    scope.setValidatorCompiler(validatorCompiler);
    scope.setSerializerCompiler(serializerCompiler);
    scope.addHook('onRoute', (route) => {
      route.bodyLimit ??= API_BODY_LIMIT;
    });
    routes = installAccessControl(scope, database.db, config);
    if (options.sendMailBeforeAnswer) scope.addHook('onSend', async (_request, _reply, payload) => {
      await mailQueue.flush();
      return payload;
    });

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const validation = describeValidationError(error);
      if (validation) return reply.status(400).send({ detail: validation });
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ detail: 'Something went wrong on our side. Please try again later.' });
      }
      const extra = error instanceof HttpError ? error.extra : undefined;
      return reply.status(status).send({ ...extra, detail: error.message || 'Bad request.' });
    });

    registerApiSecurityHeaders(scope, { hsts: config.HSTS });
    await scope.register(rateLimit, {
      global: false,
      // With REDIS_URL every process counts in one place: a limit of 10 is 10 across the cluster.
      ...(redis && { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:`, skipOnError: true }),
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
    });

    registerMetrics(scope, config, mailQueue, database.db);

    await scope.register(
      async (api) => {
        api.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not found.' }));
        await api.register(swagger, {
          openapi: {
            info: { title: 'Think-Make-Solve Digital API', version: '1.0.0', description: 'The API behind the agency site and client portal.' },
            // The paths carry their /api prefix: the API is served under the site's own address. The relative
            // one first, so the docs UI's "Try it out" calls the server it was loaded from, whatever its port.
            servers: [
              { url: '/', description: 'This server (the site serves the API under /api)' },
              { url: config.SITE_URL, description: 'The site’s public address (SITE_URL)' },
            ],
            components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
          },
          // zod to JSON Schema, plus the answers every route gives by what it is (lib/route-schema.ts).
          transform: documentRoute,
        });
        // Off in production unless API_DOCS=true: a public map of every route, and an HTML page, are not needed there.
        if (apiDocsEnabled(config)) {
          await api.register(async (docs) => {
            // The docs UI's own routes (a plugin's) are public reading.
            docs.addHook('onRoute', (route) => {
              route.config = { ...route.config, auth: 'public' };
            });
            // The UI's page links its assets relatively (./static/…) only when its address ends in a slash;
            // without one it names /docs/static/…, outside the /api prefix (404: a blank page). A relative
            // redirect works under any prefix a proxy may add.
            docs.addHook('onRequest', (request, reply, done) => {
              const [pathname, query] = splitQuery(request.url);
              if (pathname === '/api/docs') return reply.redirect(`docs/${query}`, 301);
              done();
            });
            await docs.register(swaggerUi, { routePrefix: '/docs' });
          });
        }
        // Every route of the product is registered from the endpoint table; this scope refuses any other.
        await api.register(async (contract) => {
          contractOnly(contract);
          homeRoutes(contract, ctx);
          sitemapRoutes(contract, ctx);
          healthRoutes(contract, ctx, lifecycle);
          await registerDomainRoutes(contract, ctx);
        });
        if (options.extraRoutes) await api.register(async (scope) => options.extraRoutes!(scope, ctx));
      },
      { prefix: '/api' },
    );
  });

  // Closing the server drains first (the preClose hook above).
  const close = async () => {
    await app.close();
  };
  return {
    app,
    ctx,
    get routes() {
      return routes;
    },
    close,
    markDraining: () => {
      lifecycle.draining = true;
    },
    shutdown: async (graceMs) => {
      lifecycle.draining = true;
      if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
      await close();
    },
  };
}

/**
 * A Redis down must not hang requests: commands fail fast (no offline queue, one retry) and the rate
 * limiter then lets the request through (`skipOnError`); the per-account login lock-out, in the
 * database, still holds.
 */
async function openRedis(url: string, log: FastifyInstance['log']): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', (error) => log.warn({ err: error }, 'redis error'));
  await redis.connect().catch((error) => log.error({ err: error }, 'redis unreachable at start: per-IP rate limits are off until it answers'));
  return redis;
}

/** A URL's path and its query (with its '?', or ''). */
function splitQuery(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

/** Each domain's routes, each in its own encapsulated plugin (so a domain may add its own content parsers or hooks). */
async function registerDomainRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const routes of [accountsRoutes, bookingsRoutes, consultationsRoutes, portalRoutes, requestsRoutes, academyRoutes, paymentsRoutes, billingRoutes, privacyRoutes, officeRoutes, fieldRoutes, threadsRoutes, filesRoutes, activityRoutes, catalogueRoutes, officeCatalogueRoutes]) {
    await api.register(async (scope) => routes(scope, ctx));
  }
}
