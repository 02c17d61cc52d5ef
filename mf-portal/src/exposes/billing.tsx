import { paths } from '@agency/shared-auth';
import { PortalLayout } from '../components/portal-layout/portal-layout';
import { RequireSignIn } from '../components/require-sign-in';
import { copy } from '../copy';
import { BillingPage } from '../features/billing/components/billing-page';

/** Guests are sent to /login?redirect=/billing (issue 25). */
export default function Billing() {
  return (
    <RequireSignIn loginTarget={`${paths.login}?redirect=${paths.billing}`}>
      <PortalLayout title={copy.billing.title}>
        <BillingPage />
      </PortalLayout>
    </RequireSignIn>
  );
}
