import { paths } from '@agency/shared-auth';
import { PortalLayout } from '../components/portal-layout/portal-layout';
import { RequireSignIn } from '../components/require-sign-in';
import { copy } from '../copy';
import { ProfilePage } from '../features/profile/components/profile-page';

/** Guests are sent to /login (spec sections 2 and 6). */
export default function Profile() {
  return (
    <RequireSignIn loginTarget={paths.login}>
      <PortalLayout title={copy.profile.title}>
        <ProfilePage />
      </PortalLayout>
    </RequireSignIn>
  );
}
