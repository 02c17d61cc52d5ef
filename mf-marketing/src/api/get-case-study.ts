import type { EndpointAnswer, ENDPOINTS } from '@agency/contracts/endpoints';
import { ApiError, useApiQuery } from '@agency/shared-auth';
import { callEndpoint, endpointKey } from '@agency/shared-auth/endpoints';
import { useCatalogueSearch } from './preview';

export type CaseStudyReading = EndpointAnswer<(typeof ENDPOINTS)['GET /api/catalogue/work/:slug']>;

/** A slug the contract accepts: anything else names no case study, and nothing is asked. */
export const isCaseStudySlug = (slug: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 80;

/**
 * GET /api/catalogue/work/:slug: one case study and the next one. A 404 is an answer, not a failure: null, "no such
 * case study", so the server renders the not-found page (answered 404) and hands it over like any answer.
 */
export function useCaseStudy(slug: string) {
  const search = useCatalogueSearch();
  const valid = isCaseStudySlug(slug);
  const query = useApiQuery<CaseStudyReading | null>({
    queryKey: endpointKey('GET /api/catalogue/work/:slug', { params: { slug }, search }),
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint('GET /api/catalogue/work/:slug', { params: { slug }, search, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: valid,
  });
  return { query, answer: query.data ?? null, notFound: !valid || query.data === null };
}
