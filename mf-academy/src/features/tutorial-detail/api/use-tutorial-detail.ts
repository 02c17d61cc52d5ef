import type { TutorialDetail } from '@agency/contracts';
import { ApiError, apiKey, useApiQuery, useAuthStore } from '@agency/shared-auth';
import { getTutorialDetail, tutorialDetailPath } from './get-tutorial-detail';

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
  const query = useApiQuery<TutorialDetail>({
    queryKey: apiKey(tutorialDetailPath(id)),
    queryFn: async ({ signal }) => {
      const asked = useAuthStore.getState().user?.token;
      const answer = await getTutorialDetail(id, signal);
      // Spec section 8: a signed-in visitor the server no longer recognises (expired session) is signed out.
      const { user, signOut } = useAuthStore.getState();
      if (answer.is_not_aut && user && user.token === asked) signOut();
      return answer;
    },
    enabled: valid,
    placeholderData: (previous) => (previous && String(previous.id) === id ? previous : undefined),
  });
  const notFound = !valid || (query.isError && query.error instanceof ApiError && query.error.status === 404);
  return { query, detail: query.data ?? null, notFound };
}
