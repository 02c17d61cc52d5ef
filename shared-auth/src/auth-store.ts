import { create } from 'zustand';
import type { UserInfo } from './types';
import { readStoredUser, USER_INFO_KEY, writeStoredUser } from './user-storage';

export interface AuthState {
  /** The signed-in user, restored from the device when the site starts. */
  user: UserInfo | null;
  /** Stores the user after a login or a settings update. */
  signIn: (user: UserInfo) => void;
  /** Clears login state and the stored user info. Used by Logout and by any 401. */
  signOut: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  // Signed out to begin with, then the stored user just below: the initial state is what a hydrating page
  // renders first (zustand's server snapshot), and the server renders every public page signed out, so a
  // signed-in visitor's page hydrates without a mismatch and then shows their account.
  user: null,
  signIn: (user) => {
    writeStoredUser(user);
    set({ user });
  },
  signOut: () => {
    writeStoredUser(null);
    set({ user: null });
  },
}));

useAuthStore.setState({ user: readStoredUser() });

/** Keeps tabs in step: signing in or out in one tab updates the others. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== USER_INFO_KEY && event.key !== null) return;
    const stored = readStoredUser();
    if (stored?.token !== useAuthStore.getState().user?.token) useAuthStore.setState({ user: stored });
  });
}

export const selectIsSignedIn = (state: AuthState) => state.user !== null;
/** Staff only by the login answer; the API checks the role again on every back-office call. */
export const selectIsStaff = (state: AuthState) => state.user?.role === 'staff';
/** The first word of the user's first name, as the dashboard's top bar shows it. */
export const firstWordOfName = (user: UserInfo | null) => user?.first_name.trim().split(/\s+/)[0] ?? '';
