import { TutorialList } from '@agency/contracts';
import { api } from '@agency/shared-auth';
import { publicCall } from '../../../lib/public-call';

/** POST /api/all_tutorial: every tutorial, unfinished before finished, current before upcoming. Checked against the API's schema. */
export const getTutorials = publicCall(async () => TutorialList.parse(await api.post<unknown>('all_tutorial')));
