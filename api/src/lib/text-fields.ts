/** Trims a free-text field; undefined, null and blank all become ''. */
export function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** Header-safe single line (email subjects): no CR/LF, capped. */
export function oneLine(value: string, max = 200): string {
  return value.replace(/[\r\n\t]+/g, ' ').slice(0, max);
}

/** A pragmatic address check: something@something.tld, no spaces, at most 254 characters. */
export function looksLikeEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
