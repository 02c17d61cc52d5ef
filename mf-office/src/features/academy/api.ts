import type { office } from '@agency/contracts';
import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';
import type { z } from 'zod';
import { ACADEMY_FACING, useOfficeList } from '../../lib/office-query';

export const useTutorials = () => useOfficeList(endpointQuery('GET /api/office/tutorials', { search: {} }));
export const useStudents = (id: number) => useOfficeList(endpointQuery('GET /api/office/tutorials/:id/students', { params: { id }, search: {} }));

/** What a change to a tutorial makes stale: the office's tutorials (and their students) and the academy's pages. */
export const TUTORIAL_CHANGED = ['office/tutorials', ...ACADEMY_FACING];

/** POST /api/office/tutorials */
export const createTutorial = (tutorial: z.output<typeof office.NewTutorial>) => callEndpoint('POST /api/office/tutorials', { body: tutorial });
/** PATCH /api/office/tutorials/{id} */
export const editTutorial = (id: number, change: z.output<typeof office.TutorialChange>) => callEndpoint('PATCH /api/office/tutorials/:id', { params: { id }, body: change });
/** POST /api/office/tutorials/{id}/finish: ends the tutorial and makes its students' certificates valid. */
export const finishTutorial = (id: number, finish: z.output<typeof office.Finish>) => callEndpoint('POST /api/office/tutorials/:id/finish', { params: { id }, body: finish });
