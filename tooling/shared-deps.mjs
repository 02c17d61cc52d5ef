// The one list of libraries that must exist once per page. The shell and every remote share
// exactly these, as singletons, with the versions pinned in the workspace. react-router-dom is one
// too, but lives inside @agency/shared-ui (see shared-ui/src/router.ts) so that it can be tree-shaken.
export const SINGLETONS = [
  'react',
  'react-dom',
  'styled-components',
  'zustand',
  '@agency/shared-auth',
  '@agency/shared-ui',
];

