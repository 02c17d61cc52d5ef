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
  /** Calls per minute, per signed-in account, of payment_intent and of verify_payment (each counted on its own). */
  PAYMENT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** How long a payment intent (its server-issued reference) can be verified or completed. */
  PAYMENT_INTENT_MINUTES: z.coerce.number().positive().default(30),
  /** The window of RATE_LIMIT_MAX, per IP, on login, reset, set-up, contact, booking and newsletter. */
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Wrong passwords one address may try on one account before exponential back-off (1 s, 2 s, 4 s, …) starts. */
  LOGIN_FREE_FAILURES: z.coerce.number().int().positive().default(5),
  /** The longest back-off one address waits between guesses on one account. */
  LOGIN_BACKOFF_MAX_MINUTES: z.coerce.number().positive().default(60),
  /**
   * Wrong passwords on one account from every address within LOGIN_ACCOUNT_WINDOW_MINUTES before addresses
   * that never signed in to it must wait for the window's end (addresses that did are never held back).
   */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().positive().default(500),
  LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  RESET_TOKEN_MINUTES: z.coerce.number().positive().default(60),
  SETUP_TOKEN_DAYS: z.coerce.number().positive().default(7),
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
