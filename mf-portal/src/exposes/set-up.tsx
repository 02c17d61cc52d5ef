import { paths } from '@agency/shared-auth';
import { GuestOnly } from '../components/require-sign-in';
import { SetUpPage } from '../features/password/components/set-up-page';

/** Signed-in users are redirected away (spec section 2), to the home page. */
export default function SetUp() {
  return (
    <GuestOnly target={paths.homeAlias}>
      <SetUpPage />
    </GuestOnly>
  );
}
