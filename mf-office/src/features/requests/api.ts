import type { office } from '@agency/contracts';
import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';
import type { z } from 'zod';
import { useOfficeList } from '../../lib/office-query';

export const useRequests = (status: string) => useOfficeList(endpointQuery('GET /api/office/requests', { search: status ? { status } : {} }));

/** POST /api/office/requests/{id}/quote: the client is emailed and can pay in the portal. */
export const quoteRequest = (id: number, quote: z.output<typeof office.Quote>) => callEndpoint('POST /api/office/requests/:id/quote', { params: { id }, body: quote });
/** POST /api/office/requests/{id}/decline */
export const declineRequest = (id: number) => callEndpoint('POST /api/office/requests/:id/decline', { params: { id } });
/** POST /api/office/requests/{id}/done */
export const completeRequest = (id: number) => callEndpoint('POST /api/office/requests/:id/done', { params: { id } });
/** POST /api/office/projects: a paid request becomes a project. */
export const startProject = (project: z.output<typeof office.NewProject>) => callEndpoint('POST /api/office/projects', { body: project });
