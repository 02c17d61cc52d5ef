import type { RemoteRoute } from '@agency/shared-auth/src/route-table';
import { copy } from './copy';

/** Account pages are not indexed: each is sent with noindex. */
const meta = (page: { metaTitle: string; metaDescription: string }) => ({ title: page.metaTitle, description: page.metaDescription, public: false });
/**
 * The sign-in and forgot-password pages are the exception: a client searching for the agency's portal should
 * find its sign-in (issue 12 holds them to SEO 100). Indexable, but not listed in the sitemap.
 */
const entryMeta = (page: { metaTitle: string; metaDescription: string }) => ({ ...meta(page), public: true, sitemap: false });

/** The portal remote's pages: sign-in and password flows, the emailed account links, the signed-in portal. */
export const routes: RemoteRoute[] = [
  { path: '/login', expose: 'Login', layout: 'focused', ssr: true, meta: entryMeta(copy.login) },
  { path: '/forgot-password', expose: 'ForgotPassword', layout: 'focused', ssr: true, meta: entryMeta(copy.forgot) },
  { path: '/reset-password/request-sent', expose: 'RequestSent', layout: 'focused', ssr: true, meta: meta(copy.requestSent) },
  { path: '/reset-password/reset/:token', expose: 'ResetPassword', layout: 'focused', ssr: true, meta: meta(copy.reset) },
  { path: '/set-up/:token', expose: 'SetUp', layout: 'focused', ssr: true, meta: meta(copy.setUp) },
  { path: '/set-up/:token/:email', expose: 'SetUp', layout: 'focused', ssr: true, meta: meta(copy.setUp) },
  // Not in the spec: the links the API mails to prove an address (api/docs/accounts-and-bookings.md).
  { path: '/verify-email/:token', expose: 'VerifyEmail', layout: 'focused', meta: meta(copy.verifyEmail) },
  { path: '/confirm-booking/:token', expose: 'ConfirmBooking', layout: 'focused', meta: meta(copy.confirmBooking) },
  { path: '/dashboard', expose: 'Dashboard', layout: 'app', meta: meta(copy.dashboard) },
  { path: '/profile', expose: 'Profile', layout: 'app', meta: meta(copy.profile) },
  { path: '/made-requests', expose: 'Requests', layout: 'app', meta: meta(copy.requests) },
  { path: '/settings', expose: 'Settings', layout: 'app', meta: meta(copy.settings) },
  { path: '/order-summary', expose: 'OrderSummary', layout: 'app', meta: meta(copy.order) },
];
