import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '../testing/render';
import { ScrollToTop } from './scroll-to-top';

function Page() {
  return (
    <>
      <ScrollToTop />
      <Link to="/services">Services</Link>
      <Link to="/packages">Packages</Link>
    </>
  );
}

function prefersReducedMotion(reduce: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
}

describe('ScrollToTop', () => {
  it('scrolls the page smoothly to the top on every route change', async () => {
    prefersReducedMotion(false);
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(<Page />, { route: '/' });
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });

    await userEvent.click(screen.getByRole('link', { name: 'Packages' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('leaves the first page where the browser put it (a visitor who scrolled a server-rendered page before it hydrated stays there)', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(<Page />, { route: '/services' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not scroll again when the route stays the same', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = renderWithProviders(<Page />, { route: '/services' });
    scrollTo.mockClear();
    act(() => rerender(<Page />));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('jumps without animation for users who ask for reduced motion', async () => {
    prefersReducedMotion(true);
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(<Page />, { route: '/' });
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });
});
