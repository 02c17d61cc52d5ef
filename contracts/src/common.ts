import { z } from 'zod';
import { MISSING_FIELD, VALIDATION_MESSAGES } from './messages';

export { MISSING_FIELD, VALIDATION_MESSAGES };

/** Every refusal answers `{ detail }`, a sentence safe to show. */
export const Detail = z.object({ detail: z.string() });
export const Success = z.object({ success: z.literal('success') });
/** A row id in a path: a positive 32-bit integer. */
export const RowId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const iso = z.string().describe('ISO 8601');
/**
 * A link's secret (a manage link, an unsubscribe link): URL-safe characters only, so a NUL or any odd byte is a
 * 400 before the database sees it. Every such token is made by randomToken (base64url) or by the database (hex).
 */
export const TokenParam = z.object({ token: z.string().min(20).max(200).regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link token') });

const WHOLE = new Set<string>(Object.values(VALIDATION_MESSAGES));
/** Whether an issue message is one of the spec's texts (or a text registered with `wholeMessages`), shown alone. */
export const isSpecMessage = (message: string) => WHOLE.has(message);
/**
 * Texts a contract module writes for the user in full ("Write a message first."): the API answers them as the
 * whole `detail`, without the field's name before them, like the spec's own texts. Returns the texts.
 */
export function wholeMessages<const T extends readonly string[]>(...texts: T): T {
  for (const text of texts) WHOLE.add(text);
  return texts;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text as the database can hold it: PostgreSQL text refuses NUL, and lone UTF-16 surrogates cannot be encoded. */
const storable = (schema: z.ZodString) =>
  schema.refine((v) => !v.includes('\u0000'), 'must not contain NUL characters').refine((v) => !LONE_SURROGATE.test(v), 'must be valid Unicode text');

/** An optional free-text field (absent or null allowed). */
export const textField = (max: number) => storable(z.string().max(max)).nullish();

/**
 * A required free-text field: missing, null or blank after trimming gives `message` (the spec's text, or
 * MISSING_FIELD); a wrong type or an oversize value gives zod's own message, prefixed with the field.
 * `trim: false` for passwords, which are taken as typed.
 */
export const requiredText = (max: number, message: string, { trim = true } = {}) => {
  const base = z.string({ error: (issue) => (issue.input == null ? message : undefined) });
  return storable((trim ? base.trim() : base).min(1, message).max(max));
};

export type Detail = z.infer<typeof Detail>;
export type Success = z.infer<typeof Success>;
