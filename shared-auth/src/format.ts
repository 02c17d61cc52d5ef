/**
 * Made on first use, not when the module loads: the first Intl formatter of a page loads its locale's data, tens
 * of milliseconds on a phone's CPU (145 ms measured at Lighthouse's 4x slowdown), and every page that imports
 * this module paid for all three while it started, whether it showed a price or a date or neither.
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
const DATES = {
  long: lazy(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })),
  short: lazy(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })),
};

/**
 * Naira with thousands separators and no kobo: ₦150,000 (what Intl's en-NG currency format writes, halves rounded
 * away from zero). Written out rather than asked of Intl: the first NumberFormat of a page loads its locale's data,
 * which the home page paid for while it hydrated (78 ms of script at a 6x CPU slowdown, the largest single item of
 * its profile on 2026-11-29), since its packages show catalogue prices.
 */
export function formatNaira(naira: number): string {
  if (!Number.isFinite(naira)) return String(naira);
  const whole = Math.round(Math.abs(naira));
  if (whole === 0) return '₦0';
  return `${naira < 0 ? '-' : ''}₦${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/**
 * '12 January 2027' (long) or '12 Jan 2027' (short). A calendar day ('2027-01-12') is read as UTC so no
 * time zone moves it; an unreadable value is shown as it is.
 */
export function formatDate(value: string | null | undefined, month: 'long' | 'short' = 'long'): string {
  if (!value) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATES[month]().format(date);
}
