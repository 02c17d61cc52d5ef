import type { office } from '@agency/contracts';
import { apiRequest } from '@agency/shared-auth';
import type { z } from 'zod';
import type { OfficeTutorial, Student } from '../../lib/office-api';
import { ACADEMY_FACING, useOfficeList } from '../../lib/office-query';

export const useTutorials = () => useOfficeList<OfficeTutorial[]>('tutorials');
export const useStudents = (id: number) => useOfficeList<Student[]>(`tutorials/${id}/students`);

/** What a change to a tutorial makes stale: the office's tutorials (and their students) and the academy's pages. */
export const TUTORIAL_CHANGED = ['office/tutorials', ...ACADEMY_FACING];

/** POST /api/office/tutorials */
export const createTutorial = (tutorial: z.output<typeof office.NewTutorial>) => apiRequest<OfficeTutorial>('POST', 'office/tutorials', tutorial);
/** PATCH /api/office/tutorials/{id} */
export const editTutorial = (id: number, change: z.output<typeof office.TutorialChange>) => apiRequest<OfficeTutorial>('PATCH', `office/tutorials/${id}`, change);
/** POST /api/office/tutorials/{id}/finish: ends the tutorial and makes its students' certificates valid. */
export const finishTutorial = (id: number, finish: z.output<typeof office.Finish>) => apiRequest<OfficeTutorial>('POST', `office/tutorials/${id}/finish`, finish);
