import { z } from 'zod';

/** Trims a free-text field; undefined, null and blank all become ''. */
export function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** The names of the fields that are blank after trimming, in the order given. */
export function blankFields(values: Record<string, string>): string[] {
  return Object.entries(values)
    .filter(([, v]) => v === '')
    .map(([k]) => k);
}

/** Header-safe single line (email subjects): no CR/LF, capped. */
export function oneLine(value: string, max = 200): string {
  return value.replace(/[\r\n\t]+/g, ' ').slice(0, max);
}

/** A pragmatic address check: something@something.tld, no spaces, at most 254 characters. */
export function looksLikeEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A free-text field as the database can hold it: PostgreSQL text refuses NUL, and lone UTF-16
 * surrogates cannot be encoded. Optional and nullable so that handlers name blank fields themselves.
 */
export const textField = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !v.includes('\u0000'), 'must not contain NUL characters')
    .refine((v) => !LONE_SURROGATE.test(v), 'must be valid Unicode text')
    .nullish();
