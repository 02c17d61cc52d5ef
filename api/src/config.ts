import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const boolean = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Configuration is read and validated once at start, with defaults that make a fresh clone run. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(apiDir, '.data')),
  /** The public address of the site, used to build links in emails (never the request's Host header). */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** Seed demo content (feedback, tutorials, a demo client) into an empty database. */
  SEED_DEMO: boolean,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Think-Make-Solve Digital <hello@thinkmakesolve.ng>'),
  AGENCY_INBOX: z.string().email().default('inbox@thinkmakesolve.ng'),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_PUBLIC_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  /** Lets a local user complete a payment without Paystack. Refused in production. */
  PAYMENTS_SANDBOX: boolean,
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /** The window of RATE_LIMIT_MAX, per IP, on login, reset, set-up, contact, booking and newsletter. */
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Failed logins allowed per account within LOGIN_FAILURE_WINDOW_MINUTES before that account's logins answer 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  RESET_TOKEN_MINUTES: z.coerce.number().positive().default(60),
  SETUP_TOKEN_DAYS: z.coerce.number().positive().default(7),
  /** Sends of one mail before it is kept as failed (`pnpm admin mail-failures`); waits double from MAIL_RETRY_DELAY_SECONDS. */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).default(8),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().positive().default(30),
  MAIL_RETRY_DELAY_MAX_SECONDS: z.coerce.number().int().positive().default(3600),
  /** How often an idle mail worker looks for due retries (new mail wakes it at once). At least 0.5. */
  MAIL_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /**
   * Redis for what several API processes must share (the per-IP rate limits). Without it each process
   * counts alone, which is right for one process and the embedded default.
   */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key this API writes, so several sites (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('agency:'),
  /** Bearer token Prometheus sends to GET /metrics; without it the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** On SIGTERM, how long readiness answers 503 before the server stops accepting (the load balancer's time to notice). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(5),
  /** After this, a shutdown that has not finished draining exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const config = { ...parsed.data, ...overrides };
  if (config.NODE_ENV === 'production' && config.PAYMENTS_SANDBOX) {
    throw new Error('Invalid configuration: PAYMENTS_SANDBOX cannot be enabled in production');
  }
  return config;
}
