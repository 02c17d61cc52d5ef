import { ResetPasswordPage } from '../features/password/components/reset-password-page';

export default ResetPasswordPage;
