import { pages } from '@agency/contracts/pages';
import type { PageEntry } from '@agency/shared-auth/route-table';
import { copy } from './copy';

/** Account pages are not indexed: each is sent with noindex. */
const meta = (page: { metaTitle: string; metaDescription: string }) => ({ title: page.metaTitle, description: page.metaDescription, public: false });
/**
 * The sign-in and forgot-password pages are the exception: a client searching for the agency's portal should
 * find its sign-in (issue 12 holds them to SEO 100). Indexable, but not listed in the sitemap.
 */
const entryMeta = (page: { metaTitle: string; metaDescription: string }) => ({ ...meta(page), public: true, sitemap: false });

/** The portal remote's pages: sign-in and password flows, the emailed account links, the signed-in portal. */
const page = pages.portal;

/** The portal remote's page table (see PageEntry): each page's path, module, frame, access and texts. */
export const routes: PageEntry[] = [
  { path: page.login, expose: 'Login', module: 'login', layout: 'focused', ssr: true, meta: entryMeta(copy.login) },
  { path: page.forgotPassword, expose: 'ForgotPassword', module: 'forgot-password', layout: 'focused', ssr: true, meta: entryMeta(copy.forgot) },
  { path: page.requestSent, expose: 'RequestSent', module: 'request-sent', layout: 'focused', ssr: true, meta: meta(copy.requestSent) },
  { path: page.resetPassword, expose: 'ResetPassword', module: 'reset-password', layout: 'focused', ssr: true, meta: meta(copy.reset) },
  { path: page.setUpToken, expose: 'SetUp', module: 'set-up', layout: 'focused', ssr: true, meta: meta(copy.setUp) },
  { path: page.setUpWithEmail, expose: 'SetUp', module: 'set-up', layout: 'focused', ssr: true, meta: meta(copy.setUp) },
  // Not in the spec: the links the API mails to prove an address (api/docs/accounts-and-bookings.md).
  { path: page.verifyEmail, expose: 'VerifyEmail', module: 'verify-email', layout: 'focused', meta: meta(copy.verifyEmail) },
  { path: page.confirmBooking, expose: 'ConfirmBooking', module: 'confirm-booking', layout: 'focused', meta: meta(copy.confirmBooking) },
  // Issue 27: every consultation email links here to reschedule or cancel, without signing in (the token is the proof).
  { path: page.manageConsultation, expose: 'ManageConsultation', module: 'manage-consultation', layout: 'focused', meta: meta(copy.manageConsultation) },
  { path: page.dashboard, expose: 'Dashboard', module: 'dashboard', layout: 'app', meta: meta(copy.dashboard) },
  { path: page.profile, expose: 'Profile', module: 'profile', layout: 'app', meta: meta(copy.profile) },
  { path: page.requests, expose: 'Requests', module: 'requests', layout: 'app', meta: meta(copy.requests) },
  { path: page.settings, expose: 'Settings', module: 'settings', layout: 'app', meta: meta(copy.settings) },
  { path: page.orderSummary, expose: 'OrderSummary', module: 'order-summary', layout: 'app', meta: meta(copy.order) },
  // Issue 25: the proposal the client accepts (signed in; the email links here) and the billing history.
  { path: page.proposal, expose: 'Proposal', module: 'proposal', layout: 'app', meta: meta(copy.proposal) },
  { path: page.billing, expose: 'Billing', module: 'billing', layout: 'app', meta: meta(copy.billing) },
  // Issue 26: a request's message thread with the agency (the requests list, the dashboard and the emails link here).
  { path: page.requestThread, expose: 'RequestThread', module: 'request-thread', layout: 'app', meta: meta(copy.thread) },
];
