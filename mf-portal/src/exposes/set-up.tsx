import { PendingPage } from '../components/pending-page';

export default function SetUp() {
  return <PendingPage title="Account set up" />;
}
