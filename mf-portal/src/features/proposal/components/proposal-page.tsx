import type { billing } from '@agency/contracts';
import { ApiError, errorMessage, paths, useApiQuery } from '@agency/shared-auth';
import { ButtonLink, LoadFailure, PageMeta, Spinner } from '@agency/shared-ui';
import { ProposalDocument } from '@agency/shared-ui/billing';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { PortalPage } from '../../../components/page-layout';
import { proposalQuery, useDecideProposal } from '../api/proposal';
import { ProposalDecision, type ProposalState } from './proposal-decision';
import { SubscribeAction } from './subscribe-action';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 860px;
  min-width: 0;
`;

const Paper = styled.div`
  padding: 1.25rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
  @media (min-width: 768px) { padding: 2rem; }
`;

/** Where the proposal stands for its client. */
export function stateOf(proposal: billing.Proposal): ProposalState {
  if (proposal.acceptance) return { kind: 'accepted', signedName: proposal.acceptance.full_name, at: proposal.acceptance.accepted_at };
  if (proposal.declined) return { kind: 'declined', at: proposal.declined.declined_at, comment: proposal.declined.comment };
  if (proposal.status === 'superseded') return { kind: 'superseded', newerId: proposal.superseded_by };
  if (proposal.expired) return { kind: 'expired', validUntil: proposal.valid_until };
  return { kind: 'open' };
}

/** /proposal/{id}: the proposal document, then accept (typed full name) or decline (comment), or how it was answered. */
export function ProposalPage({ id }: { id: number }) {
  const load = useApiQuery({ ...proposalQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const decide = useDecideProposal(id);
  const missing = !(Number.isInteger(id) && id > 0) || (load.error instanceof ApiError && (load.error.status === 404 || load.error.status === 403));
  const failed = load.isError && !load.isFetching && !missing;
  const proposal = load.data;

  return (
    <PortalPage>
      <PageMeta title={copy.proposal.metaTitle} description={copy.proposal.metaDescription} />
      <h1>{copy.proposal.title}</h1>
      {load.isFetching && !proposal ? <Spinner label={copy.common.loading} size={32} /> : null}
      {missing ? (
        <div>
          <p>{copy.proposal.notFound}</p>
          <ButtonLink to={paths.requests} $variant="secondary">
            {copy.proposal.toRequests}
          </ButtonLink>
        </div>
      ) : null}
      {failed ? <LoadFailure message={errorMessage(load.error, copy.proposal.loadFailed)} retryLabel={copy.common.retry} onRetry={() => void load.refetch()} /> : null}
      {proposal && !missing ? (
        <Layout>
          <Paper>
            <ProposalDocument proposal={proposal} />
          </Paper>
          <ProposalDecision
            state={stateOf(proposal)}
            status={decide.status}
            onAccept={(full_name) => decide.mutate({ kind: 'accept', full_name })}
            onDecline={(comment) => decide.mutate({ kind: 'decline', comment })}
            retainer={proposal.plan.kind === 'retainer' && proposal.status === 'accepted' ? <SubscribeAction proposalId={proposal.id} monthlyKobo={proposal.total_kobo} /> : undefined}
          />
        </Layout>
      ) : null}
    </PortalPage>
  );
}
