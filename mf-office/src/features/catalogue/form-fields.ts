import type { z } from 'zod';
import { copy } from '../../copy';
import { fromText } from '../../lib/form-schema';

const text = copy.catalogue.draft;

/** A text field of the catalogue: empty says "Fill in this field.", too long says how long it may be. */
export const textOf = <C extends z.ZodType>(contract: C, max: number) => fromText(contract, (value) => (String(value ?? '').trim() ? text.tooLong(max) : text.required));

/** Lower-case words joined by hyphens, from any text ('Mobile App!' → 'mobile-app'), unused among `taken`. */
export function slugFrom(from: string, taken: readonly string[]): string {
  const base =
    from
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'item';
  let slug = base;
  for (let n = 2; taken.includes(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** The list with the item at `index` moved by one place up (-1) or down (1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item as T);
  return next;
}
