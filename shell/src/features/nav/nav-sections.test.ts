import { sectionFor } from './nav-sections';

describe('the nav item a page belongs to', () => {
  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/work', 'work'],
    ['/work/lagos-bites', 'work'],
    ['/about', 'about'],
    ['/services', 'services'],
    ['/design', 'services'],
    ['/digital-marketing', 'services'],
    ['/mentorship/tutorship', 'services'],
    ['/tutorials', 'services'],
    ['/tutorial-detail/3', 'services'],
    ['/certificate/DME2026-1', 'services'],
    ['/packages', 'packages'],
    ['/made-requests', 'requests'],
    ['/order-summary', 'requests'],
    ['/profile', 'profile'],
    ['/settings/', 'settings'],
    ['/dashboard', 'dashboard'],
    ['/login', 'login'],
    ['/reset-password/reset/abc', 'login'],
    ['/set-up/tok/ada@example.com', 'login'],
  ])('%s marks %s', (path, section) => {
    expect(sectionFor(path)).toBe(section);
  });

  it.each(['/faqs', '/no-such-page', '/homework', '/about/team'])('%s marks nothing', (path) => {
    expect(sectionFor(path)).toBeNull();
  });
});
