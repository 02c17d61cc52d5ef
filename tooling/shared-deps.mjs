// The one list of libraries that must exist once per page. The shell and every remote share
// exactly these, as singletons, with the versions pinned in the workspace.
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  'zustand',
  '@agency/shared-auth',
  '@agency/shared-ui',
];
