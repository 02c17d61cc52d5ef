import type { RemoteName } from '../mf/remote-names';

export interface RouteDef {
  path: string;
  remote: RemoteName;
  /** The remote's exposed module, e.g. 'Home' for marketing/Home. */
  expose: string;
  /**
   * The frame around the page. 'site' (the default): the public nav and footer. 'app': the signed-in portal and
   * the back office bring their own side bar and top bar. 'focused': sign-in and account-link pages get a
   * minimal header with the logo and no footer, so nothing competes with the one form on the page.
   */
  layout?: 'site' | 'app' | 'focused';
  /** 'staff': the remote is not even fetched unless the signed-in user is staff; others go to the login. */
  access?: 'staff';
}

/** Every route of the spec's route table, and which remote renders it. */
export const ROUTES: RouteDef[] = [
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
