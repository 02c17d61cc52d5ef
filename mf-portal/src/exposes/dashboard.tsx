import { PendingPage } from '../components/pending-page';

export default function Dashboard() {
  return <PendingPage title="Dashboard" />;
}
