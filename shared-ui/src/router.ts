/**
 * The router API the site uses, re-exported from the shared design-system singleton.
 *
 * Why: a library shared through Module Federation cannot be tree-shaken (its consumers are unknown at
 * build time), and react-router 7 shared whole costs ~60 KB of compressed JavaScript on every cold load.
 * Re-exported from here, react-router-dom is bundled inside this singleton with only these exports,
 * so the page still holds exactly one router (one context for the shell and every remote) at a
 * quarter of the size. Apps import router APIs from '@agency/shared-ui', never from 'react-router-dom'
 * (the linter enforces it); add an export here when a new one is needed.
 */
export {
  BrowserRouter,
  Link,
  type LinkProps,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
