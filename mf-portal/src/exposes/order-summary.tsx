import { paths } from '@agency/shared-auth';
import { RequireSignIn } from '../components/require-sign-in';
import { OrderSummaryPage } from '../features/order-summary/components/order-summary-page';

/** Guests are sent to /login (spec sections 2 and 6). */
export default function OrderSummary() {
  return (
    <RequireSignIn loginTarget={paths.login}>
      <OrderSummaryPage />
    </RequireSignIn>
  );
}
