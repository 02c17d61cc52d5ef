import { paths } from '@agency/shared-auth';
import { RequireSignIn } from '../components/require-sign-in';
import { ProfilePage } from '../features/profile/components/profile-page';

/** Guests are sent to /login (spec sections 2 and 6). */
export default function Profile() {
  return (
    <RequireSignIn loginTarget={paths.login}>
      <ProfilePage />
    </RequireSignIn>
  );
}
