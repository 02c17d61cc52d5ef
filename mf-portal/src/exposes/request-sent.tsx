import { PendingPage } from '../components/pending-page';

export default function RequestSent() {
  return <PendingPage title="Request sent!" />;
}
