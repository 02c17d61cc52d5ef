import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_CONTENT_ID, AppFrame, AppFrameLink, type AppFrameProps } from './app-frame';
import { Link } from './router';
import { currentLocation, renderAt } from './testing';

const links = (look: AppFrameProps['look']) => (
  <ul>
    <li>
      <AppFrameLink $look={look} to="/one" end>
        One
      </AppFrameLink>
    </li>
    <li>
      <AppFrameLink $look={look} to="/two" end>
        Two
      </AppFrameLink>
    </li>
  </ul>
);

const menu = { bar: <span>Bar</span>, openLabel: 'Open menu', closeLabel: 'Close menu', icon: (open: boolean) => (open ? 'x' : '≡') };

function frame(props: Partial<AppFrameProps> = {}) {
  return (
    <AppFrame look="portal" navLabel="Portal" skipLabel="Skip to page content" nav={links(props.look ?? 'portal')} {...props}>
      <h1>The page</h1>
      <Link to="/two">to two</Link>
    </AppFrame>
  );
}

describe('AppFrame', () => {
  it('offers the keyboard a skip link first, to the content region past the navigation', async () => {
    renderAt('/one', '/:page', frame());
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to page content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${APP_CONTENT_ID}`);
    const content = document.getElementById(APP_CONTENT_ID);
    expect(content).toContainElement(screen.getByRole('heading', { name: 'The page' }));
    expect(content).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('navigation', { name: 'Portal' })).not.toContainElement(content);
  });

  it('has one navigation, its current page marked (aria-current) and no other', () => {
    renderAt('/two', '/:page', frame({ look: 'office', menu: undefined, header: <p>Back office</p> }));
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    expect(within(nav).getByRole('link', { name: 'Two' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'One' })).not.toHaveAttribute('aria-current');
    // Without a menu the links are always there (a strip on phones) and there is no menu button.
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByText('Back office').closest('header')).not.toBeNull();
  });

  describe('with a menu (folded below 1024 px)', () => {
    it('opens on the button, takes focus on its first link, and closes on Escape with focus back on the button', async () => {
      renderAt('/one', '/:page', frame({ menu }));
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation', { hidden: true }).id);

      await userEvent.click(toggle);
      expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'One' })).toHaveFocus();
      expect(screen.getByTestId('app-frame-backdrop')).toBeInTheDocument();

      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
      expect(screen.queryByTestId('app-frame-backdrop')).toBeNull();
    });

    it('closes on the backdrop and on a page change', async () => {
      renderAt('/one', '/:page', frame({ menu }));
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      await userEvent.click(screen.getByTestId('app-frame-backdrop'));
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      await userEvent.click(screen.getByRole('link', { name: 'Two' }));
      expect(currentLocation()).toBe('/two');
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
