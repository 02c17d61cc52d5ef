import { logout, paths } from '@agency/shared-auth';
import { media, NavLink, useNavigate } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '../../../copy';

const Bar = styled.nav`
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.darkText};
  padding: 1rem;
  ${media.lg} { min-height: 100vh; padding: 1.5rem 1rem; }
  .brand { display: block; font-weight: 800; color: #fff; text-decoration: none; margin-bottom: 0.75rem; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem; }
  ${media.lg} { ul { flex-direction: column; } }
  a, button {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.8rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.darkText};
    text-decoration: none;
    font: inherit;
    background: none;
    border: 0;
    cursor: pointer;
    width: 100%;
  }
  a:hover, button:hover { background: rgba(255, 255, 255, 0.1); }
  a[aria-current='page'] { background: ${({ theme }) => theme.color.primary}; color: #fff; font-weight: 700; }
`;

/** The dashboard's own side bar (the shell hides its nav on 'app' pages). */
export function SideBar() {
  const navigate = useNavigate();
  const links = [
    { to: paths.home, label: copy.dashboard.nav.home },
    { to: paths.dashboard, label: copy.dashboard.nav.dashboard },
    { to: paths.profile, label: copy.dashboard.nav.profile },
    { to: paths.requests, label: copy.dashboard.nav.requests },
    { to: paths.packages, label: copy.dashboard.nav.packages },
    { to: paths.settings, label: copy.dashboard.nav.settings },
  ];
  const onLogout = async () => {
    await logout();
    navigate(paths.home);
  };
  return (
    <Bar aria-label={copy.dashboard.sideNav}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" onClick={onLogout}>
            {copy.dashboard.nav.logout}
          </button>
        </li>
      </ul>
    </Bar>
  );
}
