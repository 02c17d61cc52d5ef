import { queryClient, useAuthStore } from '@agency/shared-auth';

// The site's shared test helpers; the API is stood in for by MSW ('@agency/contracts/testing/msw').
export { currentLocation, renderAt } from '@agency/shared-ui/testing';

/** A signed-in staff member, as the shell hands the office one. */
export const signInStaff = () =>
  useAuthStore.setState({ user: { token: 'staff-token', first_name: 'Bola', last_name: '', email: 'staff@example.ng', id: 1, role: 'staff' } });

// Each test starts with an empty cache: no answer of an earlier test is shown or reused.
afterEach(() => queryClient.clear());
