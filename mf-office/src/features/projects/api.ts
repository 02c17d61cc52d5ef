import type { office } from '@agency/contracts';
import { apiRequest } from '@agency/shared-auth';
import type { z } from 'zod';
import type { OfficeProject } from '../../lib/office-api';
import { useOfficeList } from '../../lib/office-query';

export const useProjects = () => useOfficeList<OfficeProject[]>('projects');

/** PATCH /api/office/projects/{id}: stages, current stage, progress, URL, as the client's dashboard shows them. */
export const changeProject = (id: number, change: z.output<typeof office.ProjectChange>) => apiRequest<OfficeProject>('PATCH', `office/projects/${id}`, change);
/** POST /api/office/projects/{id}/done */
export const completeProject = (id: number) => apiRequest<OfficeProject>('POST', `office/projects/${id}/done`, {});
