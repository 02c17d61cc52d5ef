import { logout, paths, useAuthStore } from '@agency/shared-auth';
import { Button, Link, media, NavLink, Outlet, useNavigate } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '../../copy';

const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  /* minmax(0, …): a wide table scrolls inside its own region instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto auto 1fr;
  background: ${({ theme }) => theme.color.surfaceAlt};
  ${media.lg} {
    grid-template-columns: 220px minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.darkText};
  ${media.lg} { grid-column: 1 / -1; }
  a { color: ${({ theme }) => theme.color.darkText}; }
`;

const Brand = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 1.15rem;
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  button { min-height: 40px; padding: 0.35rem 1rem; }
`;

const Side = styled.nav`
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${media.lg} { border-bottom: 0; border-right: 1px solid ${({ theme }) => theme.color.border}; }
  ul {
    list-style: none;
    margin: 0;
    padding: 0.5rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    ${media.lg} { flex-direction: column; padding: 1rem 0.75rem; }
  }
  a {
    display: block;
    padding: 0.6rem 0.85rem;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  a[aria-current='page'] { background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primaryText}; }
`;

const Content = styled.div`
  padding: 1.25rem 1rem 3rem;
  min-width: 0;
  ${media.md} { padding: 1.5rem 1.75rem 3rem; }
`;

const LINKS = [
  { to: '/office', label: copy.nav.inbox, end: true },
  { to: '/office/requests', label: copy.nav.requests },
  { to: '/office/projects', label: copy.nav.projects },
  { to: '/office/academy', label: copy.nav.academy },
  { to: '/office/payments', label: copy.nav.payments },
  { to: '/office/audit', label: copy.nav.audit },
  { to: '/office/staff', label: copy.nav.staff },
];

/** The back office's frame: the staff member and sign-out on top, the sections beside (or above, when narrow) each page. */
export function OfficeLayout() {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  return (
    <Frame>
      <Top>
        <Brand>{copy.layout.brand}</Brand>
        <Who>
          <span>{copy.layout.signedInAs(user?.first_name || user?.email || '')}</span>
          <Link to={paths.home}>{copy.layout.toSite}</Link>
          <Button
            $variant="secondary"
            onClick={async () => {
              await logout();
              navigate(paths.login);
            }}
          >
            {copy.layout.signOut}
          </Button>
        </Who>
      </Top>
      <Side aria-label={copy.layout.navLabel}>
        <ul>
          {LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Side>
      <Content>
        <Outlet />
      </Content>
    </Frame>
  );
}
