import styled from 'styled-components';
import { RemoteSlot } from '../components/remote-slot';
import { copy } from '../copy';
import { DialogHost } from '../features/dialogs/dialog-host';
import { Footer } from '../features/footer/footer';
import { NavBar } from '../features/nav/nav-bar';
import { NotFound } from './not-found';
import { ROUTES } from './route-table';
import { ScrollToTop } from './scroll-to-top';
import { StaffOnly } from './staff-only';
import { matchPath, Route, Routes, useLocation } from '@agency/shared-ui';

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -100px;
  z-index: 100;
  padding: 0.6rem 1rem;
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus { top: 0.5rem; }
`;

const Main = styled.main`
  min-height: 60vh;
  &:focus { outline: none; }
`;

function useIsAppLayout(): boolean {
  const { pathname } = useLocation();
  return ROUTES.some((r) => r.layout === 'app' && matchPath(r.path, pathname));
}

/** The shell's page frame: nav, the routed remote page, footer, and the dialog host. */
export function AppRoutes() {
  const appLayout = useIsAppLayout();
  return (
    <>
      <ScrollToTop />
      <SkipLink href="#main">{copy.skipLink}</SkipLink>
      {appLayout ? null : <NavBar />}
      <Main id="main" tabIndex={-1}>
        <Routes>
          {ROUTES.map((route) => {
            const slot = <RemoteSlot key={`${route.remote}/${route.expose}`} remote={route.remote} expose={route.expose} />;
            return <Route key={route.path} path={route.path} element={route.access === 'staff' ? <StaffOnly>{slot}</StaffOnly> : slot} />;
          })}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Main>
      {appLayout ? null : <Footer />}
      <DialogHost />
    </>
  );
}
