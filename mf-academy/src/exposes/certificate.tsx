import { PendingPage } from '../components/pending-page';

export default function Certificate() {
  return <PendingPage title="Certificate of completion" />;
}
