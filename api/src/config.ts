import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FILE_MAX_BYTES } from '@agency/contracts/files';
import { RETENTION_DEFAULTS } from '@agency/contracts/privacy-notice';
import { z } from 'zod';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const boolean = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  if (rest.length || !ip || !isIP(ip)) return false;
  if (bits === undefined) return true;
  const max = isIP(ip) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * Who may set X-Forwarded-For: 'loopback' (a proxy on this machine, the default), a number of proxy
 * hops in front of the site (a CDN and a load balancer: 2), or a comma-separated list of proxy
 * addresses and CIDRs (also 'linklocal', 'uniquelocal'). 'false' trusts no proxy. Never "everyone":
 * a client could then pick its own address and escape the per-IP rate limits.
 */
const TrustProxy = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, ctx): number | string[] | false => {
    if (value === 'false' || value === 'none') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
    }
    const list = value.split(',').map((s) => s.trim()).filter(Boolean);
    if (!/^\d+$/.test(value) && list.length && list.every(isProxyAddress)) return list;
    ctx.addIssue({ code: 'custom', message: "expected 'loopback', 'false', a hop count from 1 to 10, or comma-separated IP addresses/CIDRs" });
    return z.NEVER;
  });

/** Configuration is read and validated once at start, with defaults that make a fresh clone run. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  TRUST_PROXY: TrustProxy,
  /** Strict-Transport-Security on every answer (site and API): 'auto' on requests that came over TLS, 'on' always (TLS ends at a proxy not trusted for X-Forwarded-Proto), 'off'. */
  HSTS: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Serve the builds' *.map files: by default outside production only ('true' to serve them in production too). */
  SERVE_SOURCE_MAPS: z.enum(['true', 'false', '1', '0']).optional().transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(apiDir, '.data')),
  /** The public address of the site, used to build links in emails (never the request's Host header). Required in production. */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** Seed demo content (tutorials, a demo client with a published password) into an empty database. Refused in production. */
  SEED_DEMO: boolean,
  SMTP_URL: z.string().optional(),
  /** In production without SMTP_URL, write mail to DATA_DIR/outbox anyway (say so on purpose: nobody receives it). */
  MAIL_OUTBOX_IN_PRODUCTION: boolean,
  /** The Swagger UI and its JSON document at /api/docs: on by default outside production, off in production unless 'true'. */
  API_DOCS: z.enum(['true', 'false', '1', '0']).optional().transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  MAIL_FROM: z.string().default('Think-Make-Solve Digital <hello@thinkmakesolve.ng>'),
  AGENCY_INBOX: z.string().email().default('inbox@thinkmakesolve.ng'),
  /** The agency's WhatsApp number, international digits only (+234 803 555 0142): the threads' click-to-chat link. */
  AGENCY_WHATSAPP: z.string().regex(/^[1-9]\d{7,14}$/, 'international digits only, e.g. 2348035550142').default('2348035550142'),
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
  /**
   * Field data (docs/field-data.md): the share of page views whose browser reports Web Vitals and errors, 0 to 1
   * (0 turns it off). Served to the page in the run-time manifest; the browser draws once per page view.
   */
  FIELD_DATA_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.25),
  /** Field-data beacons per minute per address (POST /api/field; an address is counted, never stored). */
  FIELD_DATA_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
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
  /**
   * Retention (docs/privacy.md; the defaults are the privacy notice's, RETENTION_DEFAULTS): the retention job
   * removes, every RETENTION_INTERVAL_MINUTES, newsletter sign-ups never confirmed (and unsubscribed addresses)
   * after RETENTION_NEWSLETTER_DAYS, guest accounts never set up with nothing paid after RETENTION_GUEST_DAYS, sent
   * mail after RETENTION_SENT_MAIL_DAYS, expired or used tokens, sessions and sign-in throttles after
   * RETENTION_TOKEN_DAYS, and payment intents that took no money after RETENTION_INTENT_DAYS. Payment records are
   * kept FINANCIAL_RECORD_YEARS (tax), even after an erasure.
   */
  RETENTION_NEWSLETTER_DAYS: z.coerce.number().positive().default(RETENTION_DEFAULTS.unconfirmedNewsletterDays),
  RETENTION_GUEST_DAYS: z.coerce.number().positive().default(RETENTION_DEFAULTS.unconfirmedGuestDays),
  RETENTION_SENT_MAIL_DAYS: z.coerce.number().positive().default(RETENTION_DEFAULTS.sentMailDays),
  RETENTION_TOKEN_DAYS: z.coerce.number().positive().default(RETENTION_DEFAULTS.expiredTokenDays),
  RETENTION_INTENT_DAYS: z.coerce.number().positive().default(RETENTION_DEFAULTS.expiredIntentDays),
  FINANCIAL_RECORD_YEARS: z.coerce.number().int().positive().default(RETENTION_DEFAULTS.financialRecordYears),
  /**
   * How often due consultation reminders are looked for, in seconds (docs/consultations.md). Unset: every minute,
   * except under NODE_ENV=test, where the API's tests send them themselves with a clock they set; the e2e site sets
   * it to see a reminder go (and not go) on the real clock. 0 turns the timer off.
   */
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  /** How often the retention job runs (0: never; tests run it themselves with a clock of their choosing). */
  RETENTION_INTERVAL_MINUTES: z.coerce.number().min(0).default(60),
  /** One newsletter confirmation mail per address per this many minutes, however often the form is sent. */
  NEWSLETTER_RESEND_MINUTES: z.coerce.number().min(0).default(60),
  /** Sends of one mail before it is kept as failed (`pnpm admin mail-failures`); waits double from MAIL_RETRY_DELAY_SECONDS. */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).default(8),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().positive().default(30),
  MAIL_RETRY_DELAY_MAX_SECONDS: z.coerce.number().int().positive().default(3600),
  /**
   * Threads (issue 26): a message's email to the other side waits this long, so the messages written meanwhile go
   * in the same email (one per thread and side); none goes if the reader opened the thread in the meantime.
   */
  THREAD_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  /** Thread messages one account may post per minute. */
  THREAD_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  /**
   * Files on an engagement (issue 26): where uploads are kept on disk, and where an upload waits while it is checked
   * (with S3 too). Default: a `files` folder in DATA_DIR, beside the embedded database.
   */
  FILES_DIR: z.string().optional(),
  /** The largest upload, in bytes (20 MB, the contracts' FILE_MAX_BYTES: the refusal's text names it). */
  FILE_MAX_BYTES: z.coerce.number().int().positive().max(FILE_MAX_BYTES).default(FILE_MAX_BYTES),
  /** Uploads one account may send per minute. */
  FILE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /**
   * An S3-compatible store for the files instead of the disk (AWS S3, Cloudflare R2, MinIO…): set S3_BUCKET and
   * S3_ENDPOINT (e.g. https://s3.eu-west-1.amazonaws.com; objects are addressed path-style, endpoint/bucket/key)
   * with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; S3_REGION is the signing region ('auto' suits R2).
   */
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
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

/** FILES_DIR is always set once loaded (its default depends on DATA_DIR). */
export type Config = Omit<z.infer<typeof ConfigSchema>, 'FILES_DIR'> & { FILES_DIR: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const merged = { ...parsed.data, ...overrides };
  const config: Config = { ...merged, FILES_DIR: merged.FILES_DIR || path.join(merged.DATA_DIR, 'files') };
  const s3 = [config.S3_BUCKET, config.S3_ENDPOINT];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new Error('Invalid configuration: set both S3_BUCKET and S3_ENDPOINT to keep files in an S3-compatible store (or neither, to keep them in FILES_DIR)');
  }
  if (config.S3_BUCKET && !(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (the store signs every request)');
  }
  if (config.NODE_ENV === 'production') {
    // Production must be safe by itself: nothing here may fall back to a development default.
    if (config.PAYMENTS_SANDBOX) throw new Error('Invalid configuration: PAYMENTS_SANDBOX cannot be enabled in production');
    if (config.SEED_DEMO) throw new Error('Invalid configuration: SEED_DEMO cannot be enabled in production (the demo account has a published password)');
    if (!env.SITE_URL && !overrides.SITE_URL) {
      throw new Error('Invalid configuration: SITE_URL must be set in production (the links in emails point at it), e.g. SITE_URL=https://thinkmakesolve.ng');
    }
    if (!config.SMTP_URL && !config.MAIL_OUTBOX_IN_PRODUCTION) {
      throw new Error(
        'Invalid configuration: SMTP_URL must be set in production, or nobody receives the emails; set MAIL_OUTBOX_IN_PRODUCTION=true to write them to DATA_DIR/outbox on purpose',
      );
    }
  }
  return config;
}

/** Whether /api/docs (the Swagger UI and the JSON document) is served. */
export function apiDocsEnabled(config: Config): boolean {
  return config.API_DOCS ?? config.NODE_ENV !== 'production';
}

/**
 * Fastify's trustProxy for TRUST_PROXY, for the server that faces the network (`site`, or the API alone).
 * `forApi`: the site hands each request to the API in-process from the loopback address with
 * X-Forwarded-For set to the client it resolved, so the API always trusts loopback as well.
 */
export function trustProxyOption(config: Config, forApi = false): string[] | false | ((address: string, hop: number) => boolean) {
  const value = config.TRUST_PROXY;
  // A hop count trusts that many nearest proxies, whatever their addresses (proxy-addr's meaning of a number);
  // the in-process hop from the site is the nearest one.
  if (typeof value === 'number') return (_address, hop) => hop < value;
  if (!forApi) return value;
  if (value === false) return ['loopback'];
  return value.includes('loopback') ? value : [...value, 'loopback'];
}
