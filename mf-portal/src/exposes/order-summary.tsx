import { PendingPage } from '../components/pending-page';

export default function OrderSummary() {
  return <PendingPage title="Order summary" />;
}
