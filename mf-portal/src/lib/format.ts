import { formatDate as formatAnyDate } from '@agency/shared-auth/format';

export { formatNaira } from '@agency/shared-auth/format';

/** A request's date as '21 Nov 2026'. */
export const formatDate = (iso: string) => formatAnyDate(iso, 'short');

let lagosWhen: Intl.DateTimeFormat | undefined;

/** A moment as Lagos reads it (WAT, UTC+1), e.g. '28 Nov 2026, 14:05'; an unreadable value is shown as it is. */
export function formatLagosTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  lagosWhen ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return lagosWhen.format(at);
}
