import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@agency/tooling/rspack';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** Each exposed module is one page (or the dialog host) with a default-exported component. */
export const exposes = {
  './Login': './src/exposes/login.tsx',
  './ForgotPassword': './src/exposes/forgot-password.tsx',
  './RequestSent': './src/exposes/request-sent.tsx',
  './ResetPassword': './src/exposes/reset-password.tsx',
  './SetUp': './src/exposes/set-up.tsx',
  './VerifyEmail': './src/exposes/verify-email.tsx',
  './ConfirmBooking': './src/exposes/confirm-booking.tsx',
  './Dashboard': './src/exposes/dashboard.tsx',
  './Profile': './src/exposes/profile.tsx',
  './Requests': './src/exposes/requests.tsx',
  './Settings': './src/exposes/settings.tsx',
  './OrderSummary': './src/exposes/order-summary.tsx',
};

export default createAppConfig({ appDir, name: 'portal', port: 3003, exposes, html: { title: 'mf-portal (standalone)' }, ssr: true });
