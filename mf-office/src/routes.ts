import { pages } from '@agency/contracts/pages';
import type { PageEntry } from '@agency/shared-auth/route-table';
import { copy } from './copy';

/** The back office: one exposed module with its own sub-routes under /office, for staff only, never indexed. */
export const routes: PageEntry[] = [
  {
    path: pages.office.office,
    expose: 'Office',
    module: 'office',
    layout: 'app',
    access: 'staff',
    meta: { title: copy.meta.section, description: copy.meta.description, public: false },
  },
];
