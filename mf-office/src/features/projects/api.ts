import type { office } from '@agency/contracts';
import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';
import type { z } from 'zod';
import { useOfficeList } from '../../lib/office-query';

export const useProjects = () => useOfficeList(endpointQuery('GET /api/office/projects', { search: {} }));

/**
 * PATCH /api/office/projects/{id}: the stages in order (with `renames`, the approvals and the revisions allowed), or
 * the stage to move to, or the URL, as the client's dashboard shows them. Progress is derived, never sent.
 */
export const changeProject = (id: number, change: z.output<typeof office.ProjectChange>) => callEndpoint('PATCH /api/office/projects/:id', { params: { id }, body: change });
/** POST /api/office/projects/{id}/done */
export const completeProject = (id: number) => callEndpoint('POST /api/office/projects/:id/done', { params: { id } });
