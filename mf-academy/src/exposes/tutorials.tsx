import { PendingPage } from '../components/pending-page';

export default function Tutorials() {
  return <PendingPage title="Current and Upcoming Events" />;
}
