import { useApiQuery } from '@agency/shared-auth';
import { endpointQuery } from '@agency/shared-auth/endpoints';

/**
 * GET /api/catalogue/services: the published catalogue's services (one name and one "from" price each), for the
 * office's proposal and quote forms. Asked again on each use, so a publish shows on the next form.
 */
export const useCatalogueServices = (enabled = true) => useApiQuery({ ...endpointQuery('GET /api/catalogue/services'), enabled, staleTime: 0 });
