import { useApiQuery } from '@agency/shared-auth';
import { endpointQuery } from '@agency/shared-auth/endpoints';
import { useCatalogueSearch } from './preview';

/** GET /api/catalogue/work: the case studies as listed (on /work, the home page and a missing study's page). */
export function useCatalogueWork() {
  return useApiQuery(endpointQuery('GET /api/catalogue/work', { search: useCatalogueSearch() }));
}
