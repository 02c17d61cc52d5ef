import { PendingPage } from '../components/pending-page';

export default function Profile() {
  return <PendingPage title="Profile" />;
}
