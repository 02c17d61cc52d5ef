import { PendingPage } from '../components/pending-page';

export default function TutorialDetail() {
  return <PendingPage title="Tutorial" />;
}
