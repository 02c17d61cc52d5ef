import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@agency/shared-auth';
import { copy } from '../copy';
import { loadExposed } from '../mf/remotes';
import { currentPath, currentSearch, renderWithProviders, resetStores } from '../testing/render';
import { SITE_ROUTES } from '../testing/site-routes';
import { AppRoutes } from './app-routes';

jest.mock('../mf/remotes', () => ({ loadExposed: jest.fn(), resetRemote: jest.fn() }));

const load = jest.mocked(loadExposed);

beforeEach(() => {
  resetStores();
  load.mockReset();
  load.mockImplementation(async (remote, expose) => ({ default: () => <h1>{`${remote} ${expose} page`}</h1> }) as never);
});

describe('the shell routes', () => {
  it('renders the page of the remote that owns the route, between the public nav and the footer', async () => {
    renderWithProviders(<AppRoutes routes={SITE_ROUTES} />, { route: '/about' });
    expect(await screen.findByRole('heading', { name: 'marketing About page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('marketing', 'About');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: copy.nav.label })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps the current page on screen while the next page of a navigation loads, then shows it (no spinner in between)', async () => {
    let arrive: () => void = () => undefined;
    load.mockImplementation((remote, expose) => {
      const module = { default: () => <h1>{`${remote} ${expose} page`}</h1> } as never;
      if (expose !== 'Services') return Promise.resolve(module);
      return new Promise((resolve) => {
        arrive = () => resolve(module);
      });
    });
    renderWithProviders(<AppRoutes routes={SITE_ROUTES} />, { route: '/about' });
    expect(await screen.findByRole('heading', { name: 'marketing About page' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: copy.nav.services }));
    expect(load).toHaveBeenCalledWith('marketing', 'Services');
    expect(screen.getByRole('heading', { name: 'marketing About page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: copy.remote.loading })).not.toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('heading', { name: 'marketing Services page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'marketing About page' })).not.toBeInTheDocument();
  });

  it('passes route parameters through to the remote page', async () => {
    renderWithProviders(<AppRoutes routes={SITE_ROUTES} />, { route: '/tutorial-detail/42' });
    expect(await screen.findByRole('heading', { name: 'academy TutorialDetail page' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/profile', 'Profile'],
    ['/made-requests', 'Requests'],
    ['/settings', 'Settings'],
    ['/order-summary', 'OrderSummary'],
  ])('leaves out the public nav, header and footer on %s, which brings the portal frame', async (route, expose) => {
    renderWithProviders(<AppRoutes routes={SITE_ROUTES} />, { route });
    expect(await screen.findByRole('heading', { name: `portal ${expose} page` })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: copy.nav.label })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    ['/login', 'Login'],
    ['/forgot-password', 'ForgotPassword'],
    ['/reset-password/request-sent', 'RequestSent'],
    ['/reset-password/reset/abc', 'ResetPassword'],
    ['/set-up/abc/ada%40example.ng', 'SetUp'],
    ['/verify-email/abc', 'VerifyEmail'],
    ['/confirm-booking/abc', 'ConfirmBooking'],
  ])('frames %s with the logo alone: no public nav, no footer', async (route, expose) => {
    renderWithProviders(<AppRoutes routes={SITE_ROUTES} />, { route });
    expect(await screen.findByRole('heading', { name: `portal ${expose} page` })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: copy.homeLink })).toHaveAttribute('href', '/');
    expect(within(header).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: copy.nav.label })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it.each([
    ['a visitor', null],
    ['a client', { token: 't', first_name: 'Ada', last_name: '', email: 'ada@example.ng', id: 1, role: 'client' as const }],
  ])('sends %s from /office to the login without fetching the office remote', async (_who, user) => {
    useAuthStore.setState({ user });
    renderWithProviders(<AppRoutes routes={SITE_ROUTES} />, { route: '/office' });
    expect(await screen.findByRole('heading', { name: 'portal Login page' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(currentSearch()).toBe('?redirect=%2Foffice');
    expect(load).not.toHaveBeenCalledWith('office', expect.anything());
  });

  it('loads the back office for staff, without the public nav and footer', async () => {
    useAuthStore.setState({ user: { token: 't', first_name: 'Bola', last_name: '', email: 'staff@example.ng', id: 2, role: 'staff' } });
    renderWithProviders(<AppRoutes routes={SITE_ROUTES} />, { route: '/office/requests' });
    expect(await screen.findByRole('heading', { name: 'office Office page' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the not-found page for an address outside the route table, loading no remote', () => {
    renderWithProviders(<AppRoutes routes={SITE_ROUTES} />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { name: copy.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.notFoundHome })).toHaveAttribute('href', '/');
    expect(load).not.toHaveBeenCalled();
  });

  it('serves a page a remote adds to its routes, with no change to the shell', async () => {
    const routes = [...SITE_ROUTES, { path: '/careers/:role', remote: 'careers', expose: 'Role' }];
    renderWithProviders(<AppRoutes routes={routes} />, { route: '/careers/designer' });
    expect(await screen.findByRole('heading', { name: 'careers Role page' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('loads the next page when the user follows a nav link', async () => {
    renderWithProviders(<AppRoutes routes={SITE_ROUTES} />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'marketing Home page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: copy.nav.openMenu }));
    await userEvent.click(screen.getByRole('link', { name: copy.nav.packages }));
    expect(await screen.findByRole('heading', { name: 'marketing Packages page' })).toBeInTheDocument();
    expect(currentPath()).toBe('/packages');
  });

  it('offers a skip link to the main content', () => {
    renderWithProviders(<AppRoutes routes={SITE_ROUTES} />, { route: '/no-such-page' });
    expect(screen.getByRole('link', { name: copy.skipLink })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('loads no booking code until a dialog is asked for', async () => {
    renderWithProviders(<AppRoutes routes={SITE_ROUTES} />, { route: '/services' });
    await screen.findByRole('heading', { name: 'marketing Services page' });
    expect(load).not.toHaveBeenCalledWith('booking', expect.anything());
  });
});
