import { useApiQuery } from '@agency/shared-auth';
import { endpointQuery } from '@agency/shared-auth/endpoints';
import { useCatalogueSearch } from './preview';

/** GET /api/catalogue/packages: the tiers, each with its "from" price computed by the API from the catalogue's prices. */
export function useCataloguePackages() {
  return useApiQuery(endpointQuery('GET /api/catalogue/packages', { search: useCatalogueSearch() }));
}
