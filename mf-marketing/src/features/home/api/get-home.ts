import type { HomeAnswer } from '@agency/contracts';
import { useApiGet } from '@agency/shared-auth';

/**
 * GET /api/home — the landing page's client feedback, through the page's one QueryClient (cached under
 * `apiKey('home')`). The answer is typed from the contract but not parsed here: parsing would bring zod into
 * /home's first load, which has no room for it (the component tests check every answer against the contract).
 */
export const useHome = () => useApiGet<HomeAnswer>('home');
