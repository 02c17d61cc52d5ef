import { billing } from '@agency/contracts';
import { errorMessage, useApiMutation, useApiQuery } from '@agency/shared-auth';
import { Alert, Button, useParams } from '@agency/shared-ui';
import { ProposalDocument } from '@agency/shared-ui/billing';
import { useState } from 'react';
import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';
import { Actions, ItemCard, Loaded, Page, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { useCatalogueServices } from '../../lib/catalogue-services';
import { formatWhen } from '../../lib/format';
import { CLIENT_FACING, refresh } from '../../lib/office-query';
import { ProposalEditor } from './proposal-editor';

const text = copy.proposals;
/** The agency's usual stages, offered first; staff change them per proposal. */
const USUAL_STAGES = ['Discovery', 'Design', 'Build', 'Launch'];

/** How a proposal stands, in staff's words: sent, accepted by whom, declined with what comment. */
function Outcome({ proposal }: { proposal: billing.Proposal }) {
  if (proposal.acceptance) return <Alert tone="success">{text.accepted(proposal.acceptance.full_name, formatWhen(proposal.acceptance.accepted_at))}</Alert>;
  if (proposal.declined)
    return <Alert tone="info">{text.declined(formatWhen(proposal.declined.declined_at), proposal.declined.comment || text.noComment)}</Alert>;
  if (proposal.expired) return <Alert tone="info">{text.expired}</Alert>;
  if (proposal.status === 'sent') return <Alert tone="info">{text.waiting(formatWhen(proposal.sent_at))}</Alert>;
  return null;
}

/**
 * /office/requests/:id/proposal: the request's proposals (newest first) with their outcome, the editor for a new
 * one (saved as a draft the server prices, so the preview is the client's document as stored), and Send.
 */
export function ProposalsPage() {
  const { id = '' } = useParams();
  const requestId = Number(id);
  const list = useApiQuery(endpointQuery('GET /api/office/requests/:id/proposals', { params: { id: requestId } }));
  const [writing, setWriting] = useState(false);
  const settings = useApiQuery({ ...endpointQuery('GET /api/office/billing-settings'), enabled: writing });
  const catalogue = useCatalogueServices(writing);
  const save = useApiMutation({
    mutationFn: (draft: billing.ProposalDraft) => callEndpoint('POST /api/office/requests/:id/proposals', { params: { id: requestId }, body: draft }),
    onSuccess: () => {
      setWriting(false);
      return refresh([`office/requests/${requestId}/proposals`]);
    },
  });
  const send = useApiMutation({
    mutationFn: (proposalId: number) => callEndpoint('POST /api/office/proposals/:id/send', { params: { id: proposalId } }),
    onSuccess: () => refresh([`office/requests/${requestId}/proposals`, 'office/requests', ...CLIENT_FACING]),
  });
  const revise = useApiMutation({
    mutationFn: (proposalId: number) => callEndpoint('POST /api/office/proposals/:id/revise', { params: { id: proposalId } }),
    onSuccess: () => refresh([`office/requests/${requestId}/proposals`]),
  });
  const busy = save.isPending || send.isPending || revise.isPending;
  const failure = save.error ?? send.error ?? revise.error;

  return (
    <Page title={text.title(requestId)} actions={writing ? null : <Button onClick={() => setWriting(true)}>{text.write}</Button>}>
      {failure ? <Alert tone="error">{errorMessage(failure, copy.common.failed)}</Alert> : null}
      {send.isSuccess ? <Alert tone="success">{text.sent}</Alert> : null}
      {writing ? (
        <Loaded query={settings}>
          {(vat) => (
            <ProposalEditor
              subject={list.data?.[0]?.request.subject ?? text.untitled(requestId)}
              stages={list.data?.[0]?.stages ?? USUAL_STAGES}
              retainerAllowed={list.data?.[0] ? billing.isRetainerService(list.data[0].request.service) : true}
              vat={vat}
              busy={busy}
              services={catalogue.data?.services.filter((s) => s.offered)}
              onSend={(draft) => save.mutate(draft)}
            />
          )}
        </Loaded>
      ) : null}
      <Loaded query={list}>
        {(proposals) =>
          proposals.length === 0 ? (
            <p>{text.none}</p>
          ) : (
            proposals.map((p) => (
                <ItemCard key={p.id} aria-label={text.version(p.version)}>
                  <Actions>
                    <StatusPill $tone={p.status === 'accepted' ? 'done' : p.status === 'draft' ? 'warn' : 'plain'}>{text.statuses[p.status] ?? p.status}</StatusPill>
                    <span>{text.version(p.version)}</span>
                    {p.status === 'draft' ? (
                      <Button disabled={busy} onClick={() => send.mutate(p.id)}>
                        {text.send}
                      </Button>
                    ) : null}
                    {p.status === 'sent' || p.status === 'declined' ? (
                      <Button $variant="secondary" disabled={busy} onClick={() => revise.mutate(p.id)}>
                        {text.revise}
                      </Button>
                    ) : null}
                  </Actions>
                  <Outcome proposal={p} />
                  <ProposalDocument proposal={p} headingLevel={3} />
                </ItemCard>
              ))
          )
        }
      </Loaded>
    </Page>
  );
}
