import { paths } from '@agency/shared-auth';
import { PortalLayout } from '../components/portal-layout/portal-layout';
import { RequireSignIn } from '../components/require-sign-in';
import { copy } from '../copy';
import { RequestsPage } from '../features/requests/components/requests-page';

/** Guests are sent to /login?redirect=/made-requests (spec sections 2 and 6). */
export default function Requests() {
  return (
    <RequireSignIn loginTarget={`${paths.login}?redirect=${paths.requests}`}>
      <PortalLayout title={copy.requests.title}>
        <RequestsPage />
      </PortalLayout>
    </RequireSignIn>
  );
}
