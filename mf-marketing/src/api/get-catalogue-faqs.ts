import { useApiQuery } from '@agency/shared-auth';
import { endpointQuery } from '@agency/shared-auth/endpoints';
import { useCatalogueSearch } from './preview';

/** GET /api/catalogue/faqs: the questions and answers of /faqs, in the catalogue's order. */
export function useCatalogueFaqs() {
  return useApiQuery(endpointQuery('GET /api/catalogue/faqs', { search: useCatalogueSearch() }));
}
