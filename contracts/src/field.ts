import { z } from 'zod';
import { iso, Success } from './common';

/**
 * Field data: Core Web Vitals and front-end errors from real visitors' browsers (docs/field-data.md). A beacon
 * (`navigator.sendBeacon`, no cookies, no identifiers) carries a few items; every field is listed here and any
 * other is refused, so a client cannot smuggle an identifier in.
 */

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Google's thresholds at the 75th percentile (web.dev/articles/vitals): at or under `good` is good, over `poor`
 * is poor, between needs improvement. Times in milliseconds, CLS unitless.
 */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export function rateVital(name: VitalName, p75: number): VitalRating {
  const t = VITAL_THRESHOLDS[name];
  return p75 <= t.good ? 'good' : p75 <= t.poor ? 'needs-improvement' : 'poor';
}

/** The biggest beacon the API takes (bytes): a few vitals and errors fit many times over; more answers 413. */
export const FIELD_BODY_LIMIT = 16 * 1024;
export const FIELD_MAX_ITEMS = 20;

/** A route pattern of the site (`/tutorial-detail/:id`, `/office/*`), never a full address: no query, no ids. */
const page = z.string().regex(/^\/[\w\-/:*.]{0,120}$/, 'must be a route pattern');
/** A remote's name as the run-time manifest gives it, or `shell`. */
const remote = z.string().regex(/^[a-z][\w-]{0,39}$/i, 'must be a remote name');
/** The remote's build version from its mf-manifest.json (`metaData.buildInfo.buildVersion`), or `unknown`. */
const version = z.string().regex(/^[\w.+-]{1,40}$/, 'must be a version');

export const FieldVital = z
  .object({
    kind: z.literal('vital'),
    name: z.enum(VITAL_NAMES),
    /** Milliseconds (CLS: the layout-shift score). */
    value: z.number().finite().min(0).max(600_000),
    page,
    remote,
    version,
    /** What web-vitals' attribution build names: the LCP element, the INP target and phase (a CSS selector, short). */
    attribution: z.string().max(200).optional(),
  })
  .strict();

export const ERROR_SOURCES = ['error', 'rejection', 'boundary', 'load'] as const;
export const FieldError = z
  .object({
    kind: z.literal('error'),
    /** window.onerror, unhandledrejection, a React error boundary, the federation runtime's load error. */
    source: z.enum(ERROR_SOURCES),
    message: z.string().min(1).max(500),
    /** The error's stack; the server keeps its top frames for the fingerprint. */
    stack: z.string().max(4000).optional(),
    page,
    remote,
    version,
  })
  .strict();

export const FieldBody = z.object({ items: z.array(z.discriminatedUnion('kind', [FieldVital, FieldError])).min(1).max(FIELD_MAX_ITEMS) }).strict();

export const FIELD_WINDOWS = ['24h', '7d'] as const;
export type FieldWindow = (typeof FIELD_WINDOWS)[number];

/** p75 and sample count of one vital over one window; absent when there were no samples. */
const VitalFigure = z.object({ p75: z.number(), samples: z.number().int() });
const VitalFigures = z.partialRecord(z.enum(VITAL_NAMES), VitalFigure);

export const PageVitals = z.object({ page: z.string(), window: z.enum(FIELD_WINDOWS), vitals: VitalFigures });
export const RemoteVitals = z.object({ remote: z.string(), version: z.string(), window: z.enum(FIELD_WINDOWS), vitals: VitalFigures });
export const ErrorGroup = z.object({
  fingerprint: z.string(),
  source: z.enum(ERROR_SOURCES),
  message: z.string(),
  /** The top frames the fingerprint was made of, one a line. */
  frames: z.string(),
  remote: z.string(),
  version: z.string(),
  /** Route patterns it happened on (a few). */
  pages: z.array(z.string()),
  count: z.number().int(),
  count24h: z.number().int(),
  first_seen: iso,
  last_seen: iso,
});
export const SiteHealth = z.object({
  generated_at: iso,
  pages: z.array(PageVitals),
  remotes: z.array(RemoteVitals),
  errors: z.array(ErrorGroup),
});

export const FieldAnswer = Success;

export type FieldVital = z.infer<typeof FieldVital>;
export type FieldError = z.infer<typeof FieldError>;
export type FieldBody = z.infer<typeof FieldBody>;
export type FieldItem = FieldBody['items'][number];
export type PageVitals = z.infer<typeof PageVitals>;
export type RemoteVitals = z.infer<typeof RemoteVitals>;
export type ErrorGroup = z.infer<typeof ErrorGroup>;
export type SiteHealth = z.infer<typeof SiteHealth>;
