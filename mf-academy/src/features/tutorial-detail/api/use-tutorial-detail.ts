import type { TutorialDetail } from '@agency/contracts';
import { ApiError, useApiQuery, useAuthStore } from '@agency/shared-auth';
import { endpointKey } from '@agency/shared-auth/endpoints';
import { getTutorialDetail } from './get-tutorial-detail';

/** Tutorial ids are positive whole numbers the database can hold; anything else cannot name one. */
export function isTutorialId(id: string): boolean {
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647;
}

/**
 * A tutorial, asked as whoever is signed in. The answer depends on who asks (a guest who just signed up
 * becomes a student): a sign-in or sign-out (an expired sign-in's 401 included) resets the page's queries
 * (shared-auth's query.ts), so this one asks again, as the new user or as a guest. The last answer of this
 * tutorial stays shown meanwhile, so an open dialog is not torn down.
 */
export function useTutorialDetail(id: string) {
  // A malformed id (/tutorial-detail/abc) names no tutorial: nothing to ask the server.
  const valid = isTutorialId(id);
  // A 404 is an answer, not a failure: null, "no such tutorial". So the server renders the not-found page (a
  // failed query renders as loading there, and is asked again in the browser) and hands it over like any answer.
  const query = useApiQuery<TutorialDetail | null>({
    queryKey: endpointKey('GET /api/tutorial_detail/:id', { params: { id } }),
    queryFn: async ({ signal }) => {
      const asked = useAuthStore.getState().user?.token;
      let answer: TutorialDetail;
      try {
        answer = await getTutorialDetail(id, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
      // Spec section 8: a signed-in visitor the server no longer recognises (expired session) is signed out.
      const { user, signOut } = useAuthStore.getState();
      if (answer.is_not_aut && user && user.token === asked) signOut();
      return answer;
    },
    enabled: valid,
    placeholderData: (previous) => (previous && String(previous.id) === id ? previous : undefined) ?? undefined,
  });
  const notFound = !valid || query.data === null;
  return { query, detail: query.data ?? null, notFound };
}
