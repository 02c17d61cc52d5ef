import { PendingPage } from '../components/pending-page';

export default function Requests() {
  return <PendingPage title="Requests" />;
}
