import type { RemoteName } from '../mf/remote-names';

export interface RouteDef {
  path: string;
  remote: RemoteName;
  /** The remote's exposed module, e.g. 'Home' for marketing/Home. */
  expose: string;
  /** 'app' pages (the dashboard) bring their own side bar and top bar instead of the public nav and footer. */
  layout?: 'site' | 'app';
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
  { path: '/login', remote: 'portal', expose: 'Login' },
  { path: '/forgot-password', remote: 'portal', expose: 'ForgotPassword' },
  { path: '/reset-password/request-sent', remote: 'portal', expose: 'RequestSent' },
  { path: '/reset-password/reset/:token', remote: 'portal', expose: 'ResetPassword' },
  { path: '/set-up/:token', remote: 'portal', expose: 'SetUp' },
  { path: '/set-up/:token/:email', remote: 'portal', expose: 'SetUp' },
  // Not in the spec: the links the API mails to prove an address (api/docs/accounts-and-bookings.md).
  { path: '/verify-email/:token', remote: 'portal', expose: 'VerifyEmail' },
  { path: '/confirm-booking/:token', remote: 'portal', expose: 'ConfirmBooking' },
  { path: '/dashboard', remote: 'portal', expose: 'Dashboard', layout: 'app' },
  { path: '/profile', remote: 'portal', expose: 'Profile' },
  { path: '/made-requests', remote: 'portal', expose: 'Requests' },
  { path: '/settings', remote: 'portal', expose: 'Settings' },
  { path: '/order-summary', remote: 'portal', expose: 'OrderSummary' },
  { path: '/tutorials', remote: 'academy', expose: 'Tutorials' },
  { path: '/tutorial-detail/:id', remote: 'academy', expose: 'TutorialDetail' },
  { path: '/certificate/:id', remote: 'academy', expose: 'Certificate' },
  // Beyond the spec's table: the agency's back office, one exposed module with its own sub-routes.
  { path: '/office/*', remote: 'office', expose: 'Office', layout: 'app', access: 'staff' },
];
