import { endpointQuery } from '@agency/shared-auth/endpoints';
import { useApiQuery } from '@agency/shared-auth';

/** The field data's figures; asked again each visit and every minute while open (a failing release shows within minutes). */
export const useSiteHealth = () => useApiQuery({ ...endpointQuery('GET /api/office/site_health'), staleTime: 0, refetchInterval: 60_000 });
