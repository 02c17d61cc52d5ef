import { PendingPage as SharedPendingPage } from '@agency/shared-ui';
import { copy } from '../copy';

export function PendingPage({ title }: { title: string }) {
  return <SharedPendingPage title={title} heading={copy.pending.title} body={copy.pending.body} />;
}
