import type { CatalogueService } from '@agency/contracts/catalogue';
import { formatNaira } from '@agency/shared-auth/format';
import { commonCopy } from '../copy/common';

/** Kobo (the catalogue's money) as naira for the page: ₦250,000. */
export const nairaOfKobo = (kobo: number) => formatNaira(kobo / 100);

/** A service's price as the pages print it: "From ₦120,000 a month", or "Priced on request" when it has none. */
export function servicePrice(service: Pick<CatalogueService, 'fromPrice' | 'priceNote'>): string {
  if (service.fromPrice === null) return commonCopy.priceOnRequest;
  return [commonCopy.fromPrice, nairaOfKobo(service.fromPrice), service.priceNote].filter(Boolean).join(' ');
}
