import { formatDate as formatAnyDate } from '@agency/shared-auth/format';

export { formatNaira } from '@agency/shared-auth/format';

/** A request's date as '21 Nov 2026'. */
export const formatDate = (iso: string) => formatAnyDate(iso, 'short');
