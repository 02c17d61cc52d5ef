import { SERVICES, type ServiceCode } from '@agency/contracts/services';
import { useApiQuery } from '@agency/shared-auth';
import { endpointQuery } from '@agency/shared-auth/endpoints';
import { formatNaira } from '@agency/shared-auth/format';
import { copy } from '../../../copy';

export interface ServiceOption {
  code: ServiceCode;
  label: string;
  /** The catalogue's "from" price, as said under the select once the service is chosen ("From ₦35,000"). */
  price?: string;
}

const priceOf = (s: { fromPrice: number | null; priceNote: string }) =>
  s.fromPrice === null ? undefined : [copy.booking.fields.fromPrice, formatNaira(s.fromPrice / 100), s.priceNote].filter(Boolean).join(' ');

/** The spec's list (SERVICES): what the select offers until the catalogue answers, or when it cannot. */
const SPEC_OPTIONS: readonly ServiceOption[] = SERVICES;
const SPECIAL_REQUEST = SERVICES.find((s) => s.code === 'custom')!;

/**
 * The booking form's services: the catalogue's offered ones by their catalogue names (GET /api/catalogue/services),
 * then "Make a Special Request". The form never waits for it: the spec's labels stand in while it loads or when it
 * fails. A service chosen beforehand (?service=, a page's button) stays listed, so the select shows what is sent.
 */
export function useServiceOptions(chosen?: string | null): readonly ServiceOption[] {
  const catalogue = useApiQuery(endpointQuery('GET /api/catalogue/services'));
  const services = catalogue.data?.services;
  if (!services) return SPEC_OPTIONS;
  const offered: ServiceOption[] = services.filter((s) => s.offered).map((s) => ({ code: s.code, label: s.name, price: priceOf(s) }));
  const kept = services.find((s) => s.code === chosen && !s.offered);
  return [...offered, ...(kept ? [{ code: kept.code, label: kept.name }] : []), SPECIAL_REQUEST];
}

/** The name a code is shown by in the form's summary: the option's label. */
export const optionLabel = (options: readonly ServiceOption[], code: string) => options.find((o) => o.code === code)?.label ?? '';
