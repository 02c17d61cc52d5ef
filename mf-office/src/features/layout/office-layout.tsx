import { logout, paths, useAuthStore } from '@agency/shared-auth';
import { AppFrame, AppFrameLink, Button, Link, Outlet, useNavigate } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '../../copy';
import { cataloguePath, projectsPath, requestsPath } from '../../lib/office-paths';
import { NotificationsBell } from './notifications-bell';

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

const LINKS = [
  { to: paths.office, label: copy.nav.inbox, end: true },
  { to: `${paths.office}/calendar`, label: copy.nav.calendar },
  { to: `${paths.office}/availability`, label: copy.nav.availability },
  { to: requestsPath, label: copy.nav.requests },
  { to: projectsPath, label: copy.nav.projects },
  { to: `${paths.office}/academy`, label: copy.nav.academy },
  { to: `${paths.office}/payments`, label: copy.nav.payments },
  { to: `${paths.office}/billing`, label: copy.nav.billing },
  { to: cataloguePath, label: copy.nav.catalogue },
  { to: `${paths.office}/audit`, label: copy.nav.audit },
  { to: `${paths.office}/data-requests`, label: copy.nav.dataRequests },
  { to: `${paths.office}/staff`, label: copy.nav.staff },
  { to: `${paths.office}/site-health`, label: copy.nav.siteHealth },
];

/**
 * The back office's frame (shared-ui's AppFrame, the portal's too): the staff member and sign-out on top, the
 * sections beside each page (a strip above it when narrow).
 */
export function OfficeLayout() {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const header = (
    <>
      <Brand>{copy.layout.brand}</Brand>
      <Who>
        <NotificationsBell />
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
    </>
  );
  const nav = (
    <ul>
      {LINKS.map((l) => (
        <li key={l.to}>
          <AppFrameLink $look="office" to={l.to} end={l.end}>
            {l.label}
          </AppFrameLink>
        </li>
      ))}
    </ul>
  );
  return (
    <AppFrame look="office" navLabel={copy.layout.navLabel} skipLabel={copy.layout.skipNav} header={header} nav={nav}>
      <Outlet />
    </AppFrame>
  );
}
