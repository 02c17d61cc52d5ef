import { paths } from '@agency/shared-auth';
import { GuestOnly } from '../components/require-sign-in';
import { ForgotPasswordPage } from '../features/password/components/forgot-password-page';

/** A signed-in visitor is sent to /home (spec section 2). */
export default function ForgotPassword() {
  return (
    <GuestOnly target={paths.homeAlias}>
      <ForgotPasswordPage />
    </GuestOnly>
  );
}
