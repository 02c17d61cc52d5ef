import { PendingPage } from '../components/pending-page';

export default function ResetPassword() {
  return <PendingPage title="Reset password" />;
}
