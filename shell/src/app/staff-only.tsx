import { loginWithRedirect, selectIsStaff, useAuthStore } from '@agency/shared-auth';
import { Navigate, useLocation } from '@agency/shared-ui';
import type { ReactNode } from 'react';

/**
 * Renders its children (and so fetches the office remote) only for a signed-in staff member. Anyone
 * else is sent to the login with a way back, before any of the remote's code is requested: the back
 * office never ships to visitors or clients. The API checks the role again on every call.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const isStaff = useAuthStore(selectIsStaff);
  const { pathname, search } = useLocation();
  if (!isStaff) return <Navigate to={loginWithRedirect(`${pathname}${search}`)} replace />;
  return <>{children}</>;
}
