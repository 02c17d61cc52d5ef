import { paths } from '@agency/shared-auth';
import { useParams } from '@agency/shared-ui';
import { PortalLayout } from '../components/portal-layout/portal-layout';
import { RequireSignIn } from '../components/require-sign-in';
import { copy } from '../copy';
import { ThreadPage } from '../features/threads/components/thread-page';

/** A request's thread is the signed-in client's own: a guest signs in and comes back to it (the emails link here). */
export default function RequestThread() {
  const { id = '' } = useParams();
  return (
    <RequireSignIn loginTarget={`${paths.login}?redirect=${paths.requestThread(id)}`}>
      <PortalLayout title={copy.thread.title}>
        <ThreadPage id={Number(id)} />
      </PortalLayout>
    </RequireSignIn>
  );
}
