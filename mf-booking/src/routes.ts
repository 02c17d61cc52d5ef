import type { RemoteRoute } from '@agency/shared-auth/src/route-table';

/** The booking remote has no page of its own: the shell opens its dialogs on request (shared-auth's contract). */
export const routes: RemoteRoute[] = [];
