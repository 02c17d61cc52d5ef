import type { office } from '@agency/contracts';
import { useApiQuery } from '@agency/shared-auth';
import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';
import type { z } from 'zod';
import { useOfficeList } from '../../lib/office-query';

/** The list's filters as the URL and the API carry them (each a string; absent when not set). */
export type RequestFilters = Partial<Record<'status' | 'q' | 'service' | 'assignee' | 'unread', string>>;

/** GET /api/office/requests with these filters (all must hold), answered as this staff member sees them. */
export const useRequestList = (filters: RequestFilters) => useOfficeList(endpointQuery('GET /api/office/requests', { search: filters as Record<string, string> }));
/** Every request of one status ('' for all). */
export const useRequests = (status: string) => useRequestList(status ? { status } : {});
/** GET /api/office/requests/{id}: one request, as the list shows it. */
export const useRequest = (id: number, enabled = true) => useApiQuery({ ...endpointQuery('GET /api/office/requests/:id', { params: { id } }), enabled, staleTime: 0 });
/** The staff accounts (the assignee choices); the Staff page's own list. */
export const useStaffList = () => useOfficeList(endpointQuery('GET /api/office/staff', { search: {} }));

/** POST /api/office/requests/{id}/quote: the client is emailed and can pay in the portal. */
export const quoteRequest = (id: number, quote: z.output<typeof office.Quote>) => callEndpoint('POST /api/office/requests/:id/quote', { params: { id }, body: quote });
/** POST /api/office/requests/{id}/decline */
export const declineRequest = (id: number) => callEndpoint('POST /api/office/requests/:id/decline', { params: { id } });
/** POST /api/office/requests/{id}/done */
export const completeRequest = (id: number) => callEndpoint('POST /api/office/requests/:id/done', { params: { id } });
/** POST /api/office/projects: a paid request becomes a project. */
export const startProject = (project: z.output<typeof office.NewProject>) => callEndpoint('POST /api/office/projects', { body: project });
/** PUT /api/office/requests/{id}/assignee: a staff member (told of it), or nobody (null); answers the request. */
export const assignRequest = (id: number, staffId: number | null) => callEndpoint('PUT /api/office/requests/:id/assignee', { params: { id }, body: { staff_id: staffId } });

/** The signed-in staff member's saved views. */
export const useSavedViews = () => useOfficeList(endpointQuery('GET /api/office/views'));
/** POST /api/office/views: a name and the list's filters. */
export const saveView = (view: z.input<typeof office.NewSavedView>) => callEndpoint('POST /api/office/views', { body: view });
/** DELETE /api/office/views/{id} */
export const deleteView = (id: number) => callEndpoint('DELETE /api/office/views/:id', { params: { id } });
