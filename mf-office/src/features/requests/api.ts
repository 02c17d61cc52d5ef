import type { office } from '@agency/contracts';
import { apiRequest } from '@agency/shared-auth';
import type { z } from 'zod';
import type { OfficeProject, OfficeRequest } from '../../lib/office-api';
import { useOfficeList } from '../../lib/office-query';

export const useRequests = (status: string) => useOfficeList<OfficeRequest[]>('requests', status ? { status } : {});

/** POST /api/office/requests/{id}/quote: the client is emailed and can pay in the portal. */
export const quoteRequest = (id: number, quote: z.output<typeof office.Quote>) => apiRequest('POST', `office/requests/${id}/quote`, quote);
/** POST /api/office/requests/{id}/decline */
export const declineRequest = (id: number) => apiRequest('POST', `office/requests/${id}/decline`, {});
/** POST /api/office/requests/{id}/done */
export const completeRequest = (id: number) => apiRequest('POST', `office/requests/${id}/done`, {});
/** POST /api/office/projects: a paid request becomes a project. */
export const startProject = (project: z.output<typeof office.NewProject>) => apiRequest<OfficeProject>('POST', 'office/projects', project);
