import type { RemoteRoute } from '@agency/shared-auth/src/route-table';
import { copy } from './copy';

/** Account pages are never indexed: each is sent with noindex (the sign-in page included: nothing to find there). */
const meta = (page: { metaTitle: string; metaDescription: string }) => ({ title: page.metaTitle, description: page.metaDescription, public: false });

/** The portal remote's pages: sign-in and password flows, the emailed account links, the signed-in portal. */
export const routes: RemoteRoute[] = [
  { path: '/login', expose: 'Login', layout: 'focused', ssr: true, meta: meta(copy.login) },
  { path: '/forgot-password', expose: 'ForgotPassword', layout: 'focused', ssr: true, meta: meta(copy.forgot) },
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
