import { errorMessage, paths, useApiQuery } from '@agency/shared-auth';
import { ButtonLink, ConfirmDialog, LoadFailure, media, PageMeta, Spinner } from '@agency/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { deleteOutcome } from '../../../components/delete-outcome';
import { PortalPage } from '../../../components/page-layout';
import { isPayable, type ServiceRequest } from '../../../types/service-request';
import { CheckoutPanel } from '../../cart/components/checkout-panel';
import { useCart } from '../../cart/stores/cart-store';
import { useDeleteRequest } from '../api/delete-request';
import { requestsQuery } from '../api/get-requests';
import { type Consultation, consultationsQuery } from '../../consultations/api/consultations';
import { unreadQuery } from '../../threads/api/get-unread';
import { RequestRow } from './request-row';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.xl} { grid-template-columns: minmax(0, 1fr) 340px; align-items: start; }
`;

const List = styled.ul`
  container-type: inline-size;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

/** /made-requests — the client's requests, the cart toggle on payable ones, deletion, and the Check out panel. */
export function RequestsPage() {
  const load = useApiQuery(requestsQuery);
  // A booked request shows its consultation's date and time (WAT) rather than the day it was made.
  const booked = useApiQuery(consultationsQuery);
  const consultationOf = new Map<number, Consultation>();
  for (const item of [...(booked.data?.past ?? []), ...(booked.data?.upcoming ?? [])]) consultationOf.set(item.request_id, item);
  // Each request's unread messages from the agency (issue 26), beside its Messages link.
  const unread = useApiQuery(unreadQuery());
  const unreadOf = new Map<number, number>((unread.data?.threads ?? []).map((t) => [t.request_id, t.unread]));
  const remove = useDeleteRequest();
  const cart = useCart();
  const [confirming, setConfirming] = useState<ServiceRequest | null>(null);
  const { sync } = cart;
  const failed = load.isError && !load.isFetching;

  // Every answer keeps the cart in step: requests paid, gone or no longer quoted leave it.
  useEffect(() => {
    if (load.data) sync(load.data, isPayable);
  }, [load.data, sync]);

  const onConfirmDelete = () => {
    if (!confirming) return;
    const { id } = confirming;
    remove.mutate(id, { onSuccess: () => cart.remove([id]) });
  };

  const closeDialog = () => {
    setConfirming(null);
    remove.reset();
  };

  const requests = (failed ? undefined : load.data) ?? [];
  return (
    <PortalPage>
      <PageMeta title={copy.requests.metaTitle} description={copy.requests.metaDescription} />
      <h1>{copy.requests.title}</h1>
      <Layout>
        <div>
          {load.isFetching && !load.data ? <Spinner label={copy.common.loading} size={32} /> : null}
          {failed ? <LoadFailure message={errorMessage(load.error, copy.requests.loadFailed)} retryLabel={copy.common.retry} onRetry={() => void load.refetch()} /> : null}
          {load.isSuccess && requests.length === 0 ? (
            <div>
              <p>{copy.requests.empty}</p>
              <ButtonLink to={paths.dashboard} $variant="secondary">
                {copy.requests.toDashboard}
              </ButtonLink>
            </div>
          ) : null}
          {requests.length > 0 ? (
            <List aria-label={copy.requests.listLabel}>
              {requests.map((item) => (
                <RequestRow
                  key={item.id}
                  item={item}
                  consultation={consultationOf.get(item.id)}
                  unread={unreadOf.get(item.id) ?? 0}
                  inCart={cart.has(item.id)}
                  onToggleCart={() => cart.toggle(item)}
                  onDelete={() => setConfirming(item)}
                />
              ))}
            </List>
          ) : null}
        </div>
        <CheckoutPanel />
      </Layout>
      <ConfirmDialog
        open={confirming !== null}
        texts={copy.requests}
        {...deleteOutcome(remove)}
        onConfirm={onConfirmDelete}
        onClose={closeDialog}
      />
    </PortalPage>
  );
}
