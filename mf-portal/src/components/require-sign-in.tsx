import { useAuthStore } from '@agency/shared-auth';
import { Navigate } from '@agency/shared-ui';
import type { ReactNode } from 'react';

/**
 * Guests are sent to `loginTarget` (spec sections 2 and 6: '/login', or '/login?redirect=…' where the spec says so).
 * Also covers a 401 mid-visit: the store clears the user and the page gives way to the login.
 */
export function RequireSignIn({ loginTarget, children }: { loginTarget: string; children: ReactNode }) {
  const signedIn = useAuthStore((s) => s.user !== null);
  if (!signedIn) return <Navigate to={loginTarget} replace />;
  return <>{children}</>;
}

/** Pages for guests only (forgot password, account set-up): a signed-in visitor is sent to `target`. */
export function GuestOnly({ target, children }: { target: string; children: ReactNode }) {
  const signedIn = useAuthStore((s) => s.user !== null);
  if (signedIn) return <Navigate to={target} replace />;
  return <>{children}</>;
}
