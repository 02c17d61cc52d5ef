import { serviceLabel, useApiQuery } from '@agency/shared-auth';
import { endpointQuery } from '@agency/shared-auth/endpoints';
import { useCatalogueSearch } from './preview';

/**
 * GET /api/catalogue/services: every service (its one name, summary, "from" price, whether it is offered), parsed
 * against the contract; the draft's in a preview. zod and the schemas load beside the request, only in the browser.
 */
export function useCatalogueServices() {
  return useApiQuery(endpointQuery('GET /api/catalogue/services', { search: useCatalogueSearch() }));
}

/**
 * A service's name as the catalogue gives it, for the places that name services by code (a case study's tags): from
 * the names a work answer carries (`serviceNames`), else the spec's label (an answer not there yet, or a code it lacks).
 */
export function serviceNamesFrom(names: Readonly<Record<string, string>> | undefined): (code: string) => string {
  return (code) => names?.[code] ?? serviceLabel(code);
}
