import { paths } from '@agency/shared-auth';
import { PortalLayout } from '../components/portal-layout/portal-layout';
import { RequireSignIn } from '../components/require-sign-in';
import { copy } from '../copy';
import { OrderSummaryPage } from '../features/order-summary/components/order-summary-page';

/** Guests are sent to /login (spec sections 2 and 6). */
export default function OrderSummary() {
  return (
    <RequireSignIn loginTarget={paths.login}>
      <PortalLayout title={copy.order.title}>
        <OrderSummaryPage />
      </PortalLayout>
    </RequireSignIn>
  );
}
