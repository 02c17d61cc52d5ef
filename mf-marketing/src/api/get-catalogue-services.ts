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
 * A service's name as the catalogue gives it, for the places that name services by code (a case study's tags):
 * the spec's label until the catalogue has answered, or when it cannot.
 */
export function useServiceNames(): (code: string) => string {
  const services = useCatalogueServices();
  const names = new Map(services.data?.services.map((s) => [s.code as string, s.name]));
  return (code) => names.get(code) ?? serviceLabel(code);
}
