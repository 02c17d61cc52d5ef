import { paths } from '@agency/shared-auth';
import { useParams } from '@agency/shared-ui';
import { PortalLayout } from '../components/portal-layout/portal-layout';
import { RequireSignIn } from '../components/require-sign-in';
import { copy } from '../copy';
import { ProposalPage } from '../features/proposal/components/proposal-page';

/** A proposal is the signed-in client's own: a guest signs in and comes back to it (the email links here). */
export default function Proposal() {
  const { id = '' } = useParams();
  return (
    <RequireSignIn loginTarget={`${paths.login}?redirect=${paths.proposal(id)}`}>
      <PortalLayout title={copy.proposal.title}>
        <ProposalPage id={Number(id)} />
      </PortalLayout>
    </RequireSignIn>
  );
}
