import { renderStandalone } from '@agency/shared-ui/src/standalone';
import ConfirmBooking from './exposes/confirm-booking';
import Dashboard from './exposes/dashboard';
import ForgotPassword from './exposes/forgot-password';
import Login from './exposes/login';
import OrderSummary from './exposes/order-summary';
import Profile from './exposes/profile';
import Requests from './exposes/requests';
import RequestSent from './exposes/request-sent';
import ResetPassword from './exposes/reset-password';
import Settings from './exposes/settings';
import SetUp from './exposes/set-up';
import VerifyEmail from './exposes/verify-email';

// Standalone development of the portal remote (the composed site routes through the shell instead).
renderStandalone({
  '/login': <Login />,
  '/forgot-password': <ForgotPassword />,
  '/reset-password/request-sent': <RequestSent />,
  '/reset-password/reset/:token': <ResetPassword />,
  '/set-up/:token': <SetUp />,
  '/set-up/:token/:email': <SetUp />,
  '/verify-email/:token': <VerifyEmail />,
  '/confirm-booking/:token': <ConfirmBooking />,
  '/dashboard': <Dashboard />,
  '/profile': <Profile />,
  '/made-requests': <Requests />,
  '/settings': <Settings />,
  '/order-summary': <OrderSummary />,
  '*': <Login />,
});
