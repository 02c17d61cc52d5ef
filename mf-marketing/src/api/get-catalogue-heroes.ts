import type { HeroPage } from '@agency/contracts/catalogue';
import { useApiQuery } from '@agency/shared-auth';
import { endpointQuery } from '@agency/shared-auth/endpoints';
import { useCatalogueSearch } from './preview';

/** GET /api/catalogue/heroes: the hero art staff uploaded, page by page. */
export function useCatalogueHeroes({ enabled = true } = {}) {
  return useApiQuery({ ...endpointQuery('GET /api/catalogue/heroes', { search: useCatalogueSearch() }), enabled });
}

/** The art staff uploaded for this page's hero, if any (a page without a key asks for none). */
export function useHeroArt(page: HeroPage | undefined) {
  const heroes = useCatalogueHeroes({ enabled: page !== undefined });
  return page ? heroes.data?.heroes.find((hero) => hero.page === page) : undefined;
}
