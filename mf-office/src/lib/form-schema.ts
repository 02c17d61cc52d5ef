import { z } from 'zod';

/**
 * A form field typed as text and sent as the contract's own field: `read` turns the text into the wire
 * value, and a value the contract's schema refuses gets the office's `message` (the contract's messages are
 * written for API clients, not for staff).
 */
export function fromText<C extends z.ZodType>(
  contract: C,
  message: string | ((value: z.input<C>) => string),
  read: (text: string) => z.input<C> = (text) => text as z.input<C>,
): z.ZodType<z.output<C>, string> {
  return z
    .string()
    .transform(read)
    .superRefine((value, context) => {
      if (!contract.safeParse(value).success) context.addIssue({ code: 'custom', message: typeof message === 'function' ? message(value) : message });
    })
    .pipe(contract as never) as unknown as z.ZodType<z.output<C>, string>;
}

/** A whole number typed as digits; anything else reads as NaN, which every number contract refuses. */
export const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** "Design, Build, Launch" → ['Design', 'Build', 'Launch']. */
export const commaList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** One item per line, blank lines dropped. */
export const lineList = (text: string) =>
  text
    .split('\n')
    .map((item) => item.trim())
    .filter(Boolean);
