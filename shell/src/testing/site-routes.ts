import type { RouteDef } from '../app/route-table';

/**
 * The combined route table as the site hands it to the shell in /remotes.json (each remote's routes.json,
 * tagged with the remote's name): the site's pages at the time of writing, for the shell's tests. The remotes
 * own the real tables (each remote's src/routes.ts, tested in that remote).
 */
export const SITE_ROUTES: RouteDef[] = [
  { path: '/', remote: 'marketing', expose: 'Home' },
  { path: '/home', remote: 'marketing', expose: 'Home' },
  { path: '/about', remote: 'marketing', expose: 'About' },
  { path: '/services', remote: 'marketing', expose: 'Services' },
  { path: '/packages', remote: 'marketing', expose: 'Packages' },
  { path: '/design', remote: 'marketing', expose: 'Design' },
  { path: '/digital-marketing', remote: 'marketing', expose: 'DigitalMarketing' },
  { path: '/mentorship/tutorship', remote: 'marketing', expose: 'Mentorship' },
  { path: '/faqs', remote: 'marketing', expose: 'Faqs' },
  { path: '/work/:slug', remote: 'marketing', expose: 'CaseStudy' },
  { path: '/login', remote: 'portal', expose: 'Login', layout: 'focused' },
  { path: '/forgot-password', remote: 'portal', expose: 'ForgotPassword', layout: 'focused' },
  { path: '/reset-password/request-sent', remote: 'portal', expose: 'RequestSent', layout: 'focused' },
  { path: '/reset-password/reset/:token', remote: 'portal', expose: 'ResetPassword', layout: 'focused' },
  { path: '/set-up/:token', remote: 'portal', expose: 'SetUp', layout: 'focused' },
  { path: '/set-up/:token/:email', remote: 'portal', expose: 'SetUp', layout: 'focused' },
  // Not in the spec: the links the API mails to prove an address (api/docs/accounts-and-bookings.md).
  { path: '/verify-email/:token', remote: 'portal', expose: 'VerifyEmail', layout: 'focused' },
  { path: '/confirm-booking/:token', remote: 'portal', expose: 'ConfirmBooking', layout: 'focused' },
  { path: '/dashboard', remote: 'portal', expose: 'Dashboard', layout: 'app' },
  { path: '/profile', remote: 'portal', expose: 'Profile', layout: 'app' },
  { path: '/made-requests', remote: 'portal', expose: 'Requests', layout: 'app' },
  { path: '/settings', remote: 'portal', expose: 'Settings', layout: 'app' },
  { path: '/order-summary', remote: 'portal', expose: 'OrderSummary', layout: 'app' },
  { path: '/tutorials', remote: 'academy', expose: 'Tutorials' },
  { path: '/tutorial-detail/:id', remote: 'academy', expose: 'TutorialDetail' },
  { path: '/certificate/:id', remote: 'academy', expose: 'Certificate' },
  // Beyond the spec's table: the agency's back office, one exposed module with its own sub-routes.
  { path: '/office/*', remote: 'office', expose: 'Office', layout: 'app', access: 'staff' },
];
