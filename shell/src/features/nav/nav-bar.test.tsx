import { mockApi, offline, ok } from '@agency/contracts/testing/msw';
import { paths, USER_INFO_KEY, useAuthStore, useSiteDialogs } from '@agency/shared-auth';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { copy } from '../../copy';
import { ADA, currentPath, renderWithProviders, resetStores, signIn } from '../../testing/render';
import { NavBar } from './nav-bar';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

const header = () => screen.getByRole('banner');
const menuToggle = () => screen.getByRole('button', { name: /menu/i });

/** Opens the menu (the small-screen layout, which is what jsdom renders). */
async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: copy.nav.openMenu }));
  return within(screen.getByRole('navigation', { name: copy.nav.label }));
}

beforeEach(() => {
  resetStores();
  scrollWindowTo(0);
});

describe('the nav bar', () => {
  it('links Home, About Us, Services, Packages and Our work, and the logo to /', async () => {
    renderWithProviders(<NavBar />);
    const nav = await openMenu();
    expect(nav.getByRole('link', { name: copy.nav.home })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: copy.nav.about })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: copy.nav.services })).toHaveAttribute('href', '/services');
    expect(nav.getByRole('link', { name: copy.nav.packages })).toHaveAttribute('href', '/packages');
    expect(nav.getByRole('link', { name: copy.nav.work })).toHaveAttribute('href', '/work');
    expect(screen.getByRole('link', { name: copy.homeLink })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/tutorial-detail/3', copy.nav.services],
    ['/design', copy.nav.services],
    ['/home', copy.nav.home],
    ['/work', copy.nav.work],
    ['/work/lagos-bites', copy.nav.work],
    ['/about', copy.nav.about],
  ])('on %s marks %s as the current section, and only that item', async (route, name) => {
    renderWithProviders(<NavBar />, { route });
    const nav = await openMenu();
    const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName(name);
  });

  it('marks nothing on a page outside the bar (FAQs)', async () => {
    renderWithProviders(<NavBar />, { route: '/faqs' });
    const nav = await openMenu();
    expect(nav.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
  });

  it('marks the link of the current page', async () => {
    renderWithProviders(<NavBar />, { route: '/services' });
    const nav = await openMenu();
    expect(nav.getByRole('link', { name: copy.nav.services })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: copy.nav.home })).not.toHaveAttribute('aria-current');
  });

  it('Contact Us opens the contact dialog through the contract store, and closes the menu', async () => {
    renderWithProviders(<NavBar />);
    const nav = await openMenu();
    await userEvent.click(nav.getByRole('button', { name: copy.nav.contact }));
    expect(useSiteDialogs.getState().current).toMatchObject({ kind: 'contact' });
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Request Service opens the booking dialog with no service chosen', async () => {
    renderWithProviders(<NavBar />);
    const nav = await openMenu();
    await userEvent.click(nav.getByRole('button', { name: copy.nav.requestService }));
    expect(useSiteDialogs.getState().current).toMatchObject({ kind: 'booking', service: 'select' });
  });

  describe('signed out', () => {
    it('offers Login and neither Dashboard, Logout nor the account links', async () => {
      renderWithProviders(<NavBar />);
      const nav = await openMenu();
      expect(nav.getByRole('link', { name: copy.nav.login })).toHaveAttribute('href', paths.login);
      expect(nav.queryByRole('link', { name: copy.nav.dashboard })).not.toBeInTheDocument();
      expect(nav.queryByRole('button', { name: copy.nav.logout })).not.toBeInTheDocument();
      for (const name of [copy.nav.requests, copy.nav.profile, copy.nav.settings]) {
        expect(nav.queryByRole('link', { name })).not.toBeInTheDocument();
      }
    });
  });

  describe('signed in', () => {
    beforeEach(() => signIn());

    it('offers Dashboard and Logout instead of Login', async () => {
      renderWithProviders(<NavBar />);
      const nav = await openMenu();
      expect(nav.getByRole('link', { name: copy.nav.dashboard })).toHaveAttribute('href', paths.dashboard);
      expect(nav.getByRole('button', { name: copy.nav.logout })).toBeInTheDocument();
      expect(nav.queryByRole('link', { name: copy.nav.login })).not.toBeInTheDocument();
    });

    it('marks Requests on the order summary and Dashboard on the dashboard', async () => {
      const { unmount } = renderWithProviders(<NavBar />, { route: '/order-summary' });
      expect((await openMenu()).getByRole('link', { name: copy.nav.requests })).toHaveAttribute('aria-current', 'page');
      unmount();
      renderWithProviders(<NavBar />, { route: '/dashboard' });
      expect((await openMenu()).getByRole('link', { name: copy.nav.dashboard })).toHaveAttribute('aria-current', 'page');
    });

    it('adds Requests, Profile and Settings to the mobile menu', async () => {
      renderWithProviders(<NavBar />);
      const nav = await openMenu();
      expect(nav.getByRole('link', { name: copy.nav.requests })).toHaveAttribute('href', '/made-requests');
      expect(nav.getByRole('link', { name: copy.nav.profile })).toHaveAttribute('href', '/profile');
      expect(nav.getByRole('link', { name: copy.nav.settings })).toHaveAttribute('href', '/settings');
    });

    it('Logout ends the session on the server, signs out, removes the stored user info and goes home', async () => {
      const calls = mockApi({ 'POST /api/logout': ok({ success: 'success' }) });
      renderWithProviders(<NavBar />, { route: '/profile' });
      const nav = await openMenu();
      await userEvent.click(nav.getByRole('button', { name: copy.nav.logout }));
      await waitFor(() => expect(currentPath()).toBe('/'));
      expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/api/logout', auth: `Bearer ${ADA.token}` })]);
      expect(useAuthStore.getState().user).toBeNull();
      expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect((await openMenu()).getByRole('link', { name: copy.nav.login })).toBeInTheDocument();
      expect(nav.queryByRole('button', { name: copy.nav.logout })).not.toBeInTheDocument();
    });

    it('Logout still signs out and goes home when the server cannot be reached', async () => {
      mockApi({ 'POST /api/logout': offline() });
      renderWithProviders(<NavBar />, { route: '/profile' });
      await userEvent.click((await openMenu()).getByRole('button', { name: copy.nav.logout }));
      await waitFor(() => expect(currentPath()).toBe('/'));
      expect(useAuthStore.getState().user).toBeNull();
      expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
    });

    it('switches to Login as soon as the session ends elsewhere (a 401 on any call)', async () => {
      renderWithProviders(<NavBar />);
      const nav = await openMenu();
      act(() => useAuthStore.getState().signOut());
      expect(nav.getByRole('link', { name: copy.nav.login })).toBeInTheDocument();
      expect(nav.queryByRole('link', { name: copy.nav.requests })).not.toBeInTheDocument();
    });
  });

  describe('the mobile menu', () => {
    it('is closed at first and hides its links', () => {
      renderWithProviders(<NavBar />);
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(menuToggle()).toHaveAccessibleName(copy.nav.openMenu);
      expect(screen.queryByRole('link', { name: copy.nav.about })).not.toBeInTheDocument();
    });

    it('the toggle opens and closes it, reporting the state in aria-expanded', async () => {
      renderWithProviders(<NavBar />);
      const menuId = menuToggle().getAttribute('aria-controls');
      await userEvent.click(menuToggle());
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
      expect(menuToggle()).toHaveAccessibleName(copy.nav.closeMenu);
      expect(document.getElementById(menuId!)).toBeVisible();
      expect(screen.getByRole('link', { name: copy.nav.about })).toBeVisible();

      await userEvent.click(menuToggle());
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(menuId!)).not.toBeVisible();
    });

    it('closes on Escape and hands focus back to the menu button', async () => {
      renderWithProviders(<NavBar />);
      const nav = await openMenu();
      nav.getByRole('link', { name: copy.nav.about }).focus();
      await userEvent.keyboard('{Escape}');
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(menuToggle()).toHaveFocus();
    });

    it('dims the page behind it, and a click on the dimmed page closes it and returns focus', async () => {
      renderWithProviders(<NavBar />);
      expect(screen.queryByTestId('nav-backdrop')).not.toBeInTheDocument();
      await openMenu();
      const backdrop = screen.getByTestId('nav-backdrop');
      expect(backdrop).toHaveAttribute('aria-hidden', 'true');
      await userEvent.click(backdrop);
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByTestId('nav-backdrop')).not.toBeInTheDocument();
      expect(menuToggle()).toHaveFocus();
    });

    it('keeps the page behind it from scrolling while open, and gives scrolling back when closed', async () => {
      renderWithProviders(<NavBar />);
      await openMenu();
      expect(document.documentElement.style.overflow).toBe('hidden');
      await userEvent.click(menuToggle());
      expect(document.documentElement.style.overflow).toBe('');
    });

    it('keeps Tab and Shift+Tab inside the menu button and the menu while open', async () => {
      renderWithProviders(
        <>
          <NavBar />
          <button type="button">Something on the page</button>
        </>,
      );
      await openMenu();
      const login = screen.getByRole('link', { name: copy.nav.login });
      login.focus();
      await userEvent.tab();
      expect(menuToggle()).toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(login).toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(screen.getByRole('button', { name: copy.nav.requestService })).toHaveFocus();
    });

    it('lets Tab leave the bar when the menu is closed', async () => {
      renderWithProviders(
        <>
          <NavBar />
          <button type="button">Something on the page</button>
        </>,
      );
      menuToggle().focus();
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Something on the page' })).toHaveFocus();
    });

    it('closes when the route changes', async () => {
      renderWithProviders(
        <>
          <NavBar />
          <Link to="/faqs">FAQs elsewhere on the page</Link>
        </>,
      );
      await openMenu();
      await userEvent.click(screen.getByRole('link', { name: 'FAQs elsewhere on the page' }));
      expect(currentPath()).toBe('/faqs');
      expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('when the page scrolls', () => {
    it('stays transparent up to 10 px and turns solid past 10 px', () => {
      renderWithProviders(<NavBar />);
      expect(header()).toHaveAttribute('data-solid', 'false');
      scrollWindowTo(10);
      expect(header()).toHaveAttribute('data-solid', 'false');
      scrollWindowTo(11);
      expect(header()).toHaveAttribute('data-solid', 'true');
      scrollWindowTo(0);
      expect(header()).toHaveAttribute('data-solid', 'false');
    });

    it('is solid from the start when the page opens already scrolled', () => {
      scrollWindowTo(400);
      renderWithProviders(<NavBar />);
      expect(header()).toHaveAttribute('data-solid', 'true');
    });
  });
});
