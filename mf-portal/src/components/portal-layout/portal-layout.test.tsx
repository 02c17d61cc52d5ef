import { ok } from '@agency/contracts/testing/msw';
import { mockPortalApi as mockApi, pageCalls } from '../../testing/api';
import { useAuthStore } from '@agency/shared-auth';
import { MemoryRouter, Route, Routes, theme, useLocation } from '@agency/shared-ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { copy } from '../../copy';
import { cartKey } from '../../features/cart/stores/cart-store';
import { DEMO_USER } from '../../testing/render';
import { PortalLayout } from './portal-layout';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

const page = (title: string) => (
  <PortalLayout title={title}>
    <h1>{title}</h1>
  </PortalLayout>
);

function renderPortal(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <ThemeProvider theme={theme}>
        <Routes>
          <Route path="/dashboard" element={page('Dashboard')} />
          <Route path="/profile" element={page('Profile')} />
          <Route path="/made-requests" element={page('Requests')} />
          <Route path="/settings" element={page('Settings')} />
          <Route path="/billing" element={page('Billing')} />
          <Route path="/order-summary" element={page('Order summary')} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

// jsdom matches no min-width media query: it renders the phone layout, where the navigation shows once the menu
// is open. `hidden: true` reads it as the side bar of a wide screen shows it (a hidden element has no accessible
// name, hence the label checked by attribute).
const portalNav = () => {
  const nav = screen.getByRole('navigation', { hidden: true });
  expect(nav).toHaveAttribute('aria-label', copy.layout.nav);
  return nav;
};
const openMenu = () => userEvent.click(screen.getByRole('button', { name: copy.layout.openMenu }));

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: DEMO_USER });
  // The frame's bell asks for unread messages on every signed-in page (issue 26).
  mockApi({});
});

describe('the portal layout', () => {
  it.each([
    ['/dashboard', copy.layout.dashboard],
    ['/profile', copy.layout.profile],
    ['/made-requests', copy.layout.requests],
    ['/settings', copy.layout.settings],
    ['/billing', copy.layout.billing],
    ['/order-summary', copy.layout.orderSummary],
  ])('on %s marks %s, and only it, as the current page', (at, label) => {
    renderPortal(at);
    const current = within(portalNav()).getAllByRole('link', { hidden: true }).filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(label);
  });

  it('holds the six portal pages (billing since issue 25), the site and the packages in one navigation, with the logo linking home', () => {
    renderPortal('/dashboard');
    expect(screen.getAllByRole('navigation', { hidden: true })).toHaveLength(1);
    const links = within(portalNav()).getAllByRole('link', { hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/', '/dashboard', '/profile', '/made-requests', '/billing', '/settings', '/order-summary', '/', '/packages']);
    expect(links[0]).toHaveAttribute('aria-label', copy.layout.homeLink);
    expect(screen.getByRole('button', { name: copy.layout.contact })).toBeInTheDocument();
    expect(screen.getByText('Hello, Adaeze')).toBeInTheDocument();
  });

  it("keeps the spec's top bar above the page: the first name, My Requests, Profile and Contact Us (quick links, not a second navigation)", () => {
    renderPortal('/dashboard');
    const greeting = screen.getByText('Hello, Adaeze');
    const bar = greeting.parentElement as HTMLElement;
    expect(bar.closest('nav')).toBeNull();
    expect(within(bar).getByRole('link', { name: 'My Requests' })).toHaveAttribute('href', '/made-requests');
    expect(within(bar).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(bar).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('shows how many requests wait in the cart, in words for screen readers', async () => {
    localStorage.setItem(cartKey(DEMO_USER.id), JSON.stringify([7, 8].map((id) => ({ id, date: '2026-11-21T12:27:00.000Z', price: '1000', reference: 'Quoted', is_done: false, request: { service: 'seo', subject: `Request ${id}` } }))));
    renderPortal('/made-requests');
    await openMenu();
    expect(within(portalNav()).getByRole('link', { name: /^Order summary/ })).toHaveAccessibleName(`Order summary (${copy.layout.cartCount(2)})`);
  });

  it('logs out with the Logout button: the server session ends, the user is cleared, and the page goes home', async () => {
    const sent = mockApi({ 'POST /api/logout': ok({ success: 'success' }) });
    renderPortal('/settings');
    await openMenu();
    await userEvent.click(within(portalNav()).getByRole('button', { name: copy.layout.logout }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(useAuthStore.getState().user).toBeNull();
    expect(pageCalls(sent).map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/logout']);
  });

  it('on a phone, opens the same navigation from the menu button, and closes it on Escape (focus back on the button) or on a new page', async () => {
    renderPortal('/dashboard');
    const toggle = screen.getByRole('button', { name: copy.layout.openMenu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', portalNav().id);
    expect(screen.queryByRole('navigation')).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(copy.layout.closeMenu);
    expect(screen.getByRole('navigation', { name: copy.layout.nav })).toBeVisible();
    expect(screen.getByTestId('app-frame-backdrop')).toBeInTheDocument();
    expect(portalNav()).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('navigation')).toBeNull();

    await userEvent.click(toggle);
    await userEvent.click(within(portalNav()).getByRole('link', { name: copy.layout.settings }));
    expect(screen.getByTestId('where')).toHaveTextContent('/settings');
    const next = screen.getByRole('button', { name: copy.layout.openMenu });
    expect(next).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('app-frame-backdrop')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('closes the phone menu when the dimmed backdrop is clicked', async () => {
    renderPortal('/profile');
    await userEvent.click(screen.getByRole('button', { name: copy.layout.openMenu }));
    await userEvent.click(screen.getByTestId('app-frame-backdrop'));
    expect(screen.getByRole('button', { name: copy.layout.openMenu })).toHaveAttribute('aria-expanded', 'false');
  });
});
