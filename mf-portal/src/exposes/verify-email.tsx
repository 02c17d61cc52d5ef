import { VerifyEmailPage } from '../features/account-links/components/verify-email-page';

/** Open to everyone: the owner may follow the link signed in or not. */
export default VerifyEmailPage;
