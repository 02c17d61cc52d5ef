import { ApiError, useAsyncAction, useAuthStore } from '@agency/shared-auth';
import { useCallback, useEffect, useState } from 'react';
import type { TutorialDetail } from '@agency/contracts';
import { getTutorialDetail } from '../api/get-tutorial-detail';

/** Tutorial ids are positive whole numbers the database can hold; anything else cannot name one. */
export function isTutorialId(id: string): boolean {
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647;
}

/**
 * Loads a tutorial, again whenever the signed-in user changes (a guest who just signed up becomes a student).
 * The last answer stays shown while a reload runs, so an open dialog is not torn down.
 */
export function useTutorialDetail(id: string) {
  const action = useAsyncAction(getTutorialDetail);
  const { run } = action;
  const token = useAuthStore((s) => s.user?.token);
  const [detail, setDetail] = useState<TutorialDetail | null>(null);

  const valid = isTutorialId(id);
  const reload = useCallback(async () => {
    // A malformed id (/tutorial-detail/abc) names no tutorial: nothing to ask the server.
    if (!valid) return;
    const answer = await run(id);
    if (!answer) return;
    setDetail(answer);
    // Spec section 8: a signed-in visitor the server no longer recognises (expired session) is signed out.
    const { user, signOut } = useAuthStore.getState();
    if (answer.is_not_aut && user) signOut();
  }, [id, run, valid]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer depends on who is signed in
  useEffect(() => {
    void reload();
  }, [reload, token]);

  const current = detail && String(detail.id) === id ? detail : null;
  const notFound = !valid || (action.status === 'failure' && action.error instanceof ApiError && action.error.status === 404);
  return { status: action.status, error: action.error, detail: current, notFound, reload };
}
