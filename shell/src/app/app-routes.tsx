import { Suspense, useEffect } from 'react';
import { markReplayReady } from '../boot/replay-ready';
import styled from 'styled-components';
import { Logo } from '../components/logo';
import { RemoteLoading, RemoteSlot } from '../components/remote-slot';
import { copy } from '../copy';
import { DialogHost } from '../features/dialogs/dialog-host';
import { Footer } from '../features/footer/footer';
import { NavBar } from '../features/nav/nav-bar';
import { StorageNotice } from '../features/storage-notice/storage-notice';
import { NotFound } from './not-found';
import { ScrollToTop } from './scroll-to-top';
import { StaffOnly } from './staff-only';
import type { RouteDef } from './route-table';
import { Container, matchPath, media, Route, Routes, SkipLink, useLocation } from '@agency/shared-ui';

/**
 * On the public frame the page area holds at least a screen's height from the first paint: while a remote's
 * code and data are still on their way, the footer waits below the fold instead of painting where the page
 * will be and being pushed down when it arrives (that shift was CLS 0.31 on /home).
 */
const Main = styled.main<{ $fill?: boolean }>`
  min-height: ${({ $fill }) => ($fill ? '100vh' : '60vh')};
  &:focus { outline: none; }
`;

/** The focused frame (sign-in, password and account-link pages): a quiet page, the logo, then one card. */
const Focused = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surfaceAlt};
  & > main { flex: 1; }
`;

const FocusedHeader = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  & > div { display: flex; align-items: center; min-height: 64px; }
  ${media.md} { & > div { min-height: 72px; } }
`;

type Layout = NonNullable<RouteDef['layout']>;

function useLayout(routes: RouteDef[]): Layout {
  const { pathname } = useLocation();
  const route = routes.find((r) => r.layout && r.layout !== 'site' && matchPath(r.path, pathname));
  return route?.layout ?? 'site';
}

/**
 * The shell's page frame: nav, the routed remote page, footer, and the dialog host. 'app' pages bring their
 * own frame; 'focused' pages get the logo alone above the page, and no footer. `routes`: the remotes' pages,
 * from the run-time manifest.
 */
/**
 * The shell's own part (nav, footer) has hydrated once this effect runs: it sits outside the pages' Suspense
 * boundary, so it commits with the first hydration pass, before the page's remote has arrived. The taps the
 * capture script queued on the shell's buttons (`data-replay="shell"`) replay now.
 */
function ShellReady() {
  useEffect(() => markReplayReady('shell'), []);
  return null;
}

export function AppRoutes({ routes }: { routes: RouteDef[] }) {
  const layout = useLayout(routes);
  const main = (
    <Main id="main" tabIndex={-1} $fill={layout === 'site'}>
      {/* One boundary for every page: navigations are transitions (react-router), so while the next page's
          module loads, the current page stays on screen instead of a spinner; a first visit shows the spinner. */}
      <Suspense fallback={<RemoteLoading />}>
        <Routes>
          {routes.map((route) => {
            const slot = <RemoteSlot key={`${route.remote}/${route.expose}`} remote={route.remote} expose={route.expose} suspense={false} />;
            return <Route key={route.path} path={route.path} element={route.access === 'staff' ? <StaffOnly>{slot}</StaffOnly> : slot} />;
          })}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </Main>
  );
  return (
    <>
      <ScrollToTop />
      <ShellReady />
      <SkipLink href="#main">{copy.skipLink}</SkipLink>
      {layout === 'site' ? (
        <>
          <NavBar />
          {main}
          <Footer />
        </>
      ) : null}
      {layout === 'app' ? main : null}
      {layout === 'focused' ? (
        <Focused>
          <FocusedHeader>
            <Container>
              <Logo />
            </Container>
          </FocusedHeader>
          {main}
        </Focused>
      ) : null}
      <StorageNotice />
      <DialogHost />
    </>
  );
}
