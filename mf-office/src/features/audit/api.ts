import { endpointQuery } from '@agency/shared-auth/endpoints';
import { useOfficeList } from '../../lib/office-query';

export const useAudit = () => useOfficeList(endpointQuery('GET /api/office/audit', { search: { limit: '200' } }));
