import { api } from '@agency/shared-auth';

export interface FeedbackItem {
  id: number;
  text: string;
  name: string;
}

/** GET /api/home — the landing page's client feedback. */
export function getHome() {
  return api.get<{ messages: FeedbackItem[] }>('home');
}
