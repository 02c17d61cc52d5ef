import { useAuthStore, useSiteDialogs } from '@agency/shared-auth';

const initialDialogs = useSiteDialogs.getState();
const initialAuth = useAuthStore.getState();

/** Puts the shared zustand stores back to how the site starts, so no test sees another's leftovers. */
export function resetStores() {
  useSiteDialogs.setState(initialDialogs, true);
  useAuthStore.setState({ ...initialAuth, user: null }, true);
  localStorage.clear();
}
