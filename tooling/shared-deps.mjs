// The one list of libraries that must exist once per page. The shell and every remote share
// exactly these, as singletons, with the versions pinned in the workspace. react-router-dom is one
// too, but lives inside @agency/shared-ui (see shared-ui/src/router.ts) so that it can be tree-shaken.
//
// @agency/contracts (the API's zod schemas) and zod are deliberately NOT shared: they hold no state,
// so each remote bundles the contracts it was built and tested with and stays deployable on its own,
// whatever shell or other remote is on the page. Sharing them would only let a remote run against
// another build's schemas.
export const SINGLETONS = [
  'react',
  'react-dom',
  'styled-components',
  'zustand',
  '@agency/shared-auth',
  '@agency/shared-ui',
];
