import { pages } from '@agency/contracts/pages';
import type { RouteDef } from '../app/route-table';

const { marketing, portal, academy, office } = pages;

/**
 * The combined route table as the site hands it to the shell in /remotes.json (each remote's routes.json,
 * tagged with the remote's name): the site's pages at the time of writing, for the shell's tests. The remotes
 * own the real tables (each remote's src/routes.ts, tested in that remote).
 */
export const SITE_ROUTES: RouteDef[] = [
  { path: marketing.home, remote: 'marketing', expose: 'Home' },
  { path: marketing.homeAlias, remote: 'marketing', expose: 'Home' },
  { path: marketing.about, remote: 'marketing', expose: 'About' },
  { path: marketing.services, remote: 'marketing', expose: 'Services' },
  { path: marketing.packages, remote: 'marketing', expose: 'Packages' },
  { path: marketing.design, remote: 'marketing', expose: 'Design' },
  { path: marketing.digitalMarketing, remote: 'marketing', expose: 'DigitalMarketing' },
  { path: marketing.mentorship, remote: 'marketing', expose: 'Mentorship' },
  { path: marketing.faqs, remote: 'marketing', expose: 'Faqs' },
  { path: marketing.caseStudy, remote: 'marketing', expose: 'CaseStudy' },
  { path: portal.login, remote: 'portal', expose: 'Login', layout: 'focused' },
  { path: portal.forgotPassword, remote: 'portal', expose: 'ForgotPassword', layout: 'focused' },
  { path: portal.requestSent, remote: 'portal', expose: 'RequestSent', layout: 'focused' },
  { path: portal.resetPassword, remote: 'portal', expose: 'ResetPassword', layout: 'focused' },
  { path: portal.setUpToken, remote: 'portal', expose: 'SetUp', layout: 'focused' },
  { path: portal.setUpWithEmail, remote: 'portal', expose: 'SetUp', layout: 'focused' },
  // Not in the spec: the links the API mails to prove an address (api/docs/accounts-and-bookings.md).
  { path: portal.verifyEmail, remote: 'portal', expose: 'VerifyEmail', layout: 'focused' },
  { path: portal.confirmBooking, remote: 'portal', expose: 'ConfirmBooking', layout: 'focused' },
  { path: portal.dashboard, remote: 'portal', expose: 'Dashboard', layout: 'app' },
  { path: portal.profile, remote: 'portal', expose: 'Profile', layout: 'app' },
  { path: portal.requests, remote: 'portal', expose: 'Requests', layout: 'app' },
  { path: portal.settings, remote: 'portal', expose: 'Settings', layout: 'app' },
  { path: portal.orderSummary, remote: 'portal', expose: 'OrderSummary', layout: 'app' },
  { path: academy.tutorials, remote: 'academy', expose: 'Tutorials' },
  { path: academy.tutorialDetail, remote: 'academy', expose: 'TutorialDetail' },
  { path: academy.certificate, remote: 'academy', expose: 'Certificate' },
  // Beyond the spec's table: the agency's back office, one exposed module with its own sub-routes.
  { path: office.office, remote: 'office', expose: 'Office', layout: 'app', access: 'staff' },
];
