import { useAsyncAction } from '@agency/shared-auth';
import { useEffect } from 'react';
import { getTutorials } from '../api/get-tutorials';

/** Loads the tutorials on mount; `reload` retries after a failure. */
export function useTutorials() {
  const action = useAsyncAction(getTutorials);
  const { run } = action;
  useEffect(() => {
    void run();
  }, [run]);
  return { status: action.status, tutorials: action.data ?? [], error: action.error, reload: run };
}
