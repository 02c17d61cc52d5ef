import { paths } from '@agency/shared-auth';
import { PortalLayout } from '../components/portal-layout/portal-layout';
import { RequireSignIn } from '../components/require-sign-in';
import { copy } from '../copy';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';

/** Guests are sent to /login (spec sections 2 and 6). */
export default function Dashboard() {
  return (
    <RequireSignIn loginTarget={paths.login}>
      <PortalLayout title={copy.dashboard.title}>
        <DashboardPage />
      </PortalLayout>
    </RequireSignIn>
  );
}
