import { PendingPage } from '../components/pending-page';

export default function ForgotPassword() {
  return <PendingPage title="Forgot password" />;
}
