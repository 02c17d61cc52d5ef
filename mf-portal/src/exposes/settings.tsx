import { PendingPage } from '../components/pending-page';

export default function Settings() {
  return <PendingPage title="Settings" />;
}
