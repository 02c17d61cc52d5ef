import { paths } from '@agency/shared-auth';
import { RequireSignIn } from '../components/require-sign-in';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';

/** Guests are sent to /login (spec sections 2 and 6). */
export default function Dashboard() {
  return (
    <RequireSignIn loginTarget={paths.login}>
      <DashboardPage />
    </RequireSignIn>
  );
}
