import type { RemoteRoute } from '@agency/shared-auth/src/route-table';
import { copy } from './copy';

/** The back office: one exposed module with its own sub-routes under /office, for staff only, never indexed. */
export const routes: RemoteRoute[] = [
  {
    path: '/office/*',
    expose: 'Office',
    layout: 'app',
    access: 'staff',
    meta: { title: copy.meta.section, description: copy.meta.description, public: false },
  },
];
