import { invalidateApi, paths, serviceLabel } from '@agency/shared-auth';
import { useCardPayment } from '@agency/shared-auth/card-payment';
import { Alert, Badge, Button, ButtonLink, Card, ConfirmDialog, media, PageMeta, Spinner } from '@agency/shared-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { PortalPage } from '../../../components/page-layout';
import { dueKobo, type ServiceRequest } from '../../../types/service-request';
import { CartTotals } from '../../cart/components/cart-totals';
import { cartTotalKobo } from '@agency/contracts/cart-discount';
import { formatKobo } from '@agency/shared-ui/billing';
import { useCart } from '../../cart/stores/cart-store';
import { useCartCheck } from '../hooks/use-cart-check';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.lg} { grid-template-columns: minmax(0, 1fr) 340px; align-items: start; }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; justify-content: space-between; }
  .info { flex: 1 1 14rem; min-width: 0; overflow-wrap: anywhere; }
  .info h2 { font-size: 1.05rem; margin: 0; }
  .info p { margin: 0.15rem 0 0; }
  .price { font-weight: 700; font-variant-numeric: tabular-nums; }
`;

const Row = styled(Card)`
  padding: 1rem;
`;

const Outcome = styled.div`
  &:focus { outline: none; }
`;

/** /order-summary — the cart, each item removable after confirmation, the total and Pay now. */
export function OrderSummaryPage() {
  const cart = useCart();
  const check = useCartCheck(cart);
  const payment = useCardPayment();
  const [confirming, setConfirming] = useState<ServiceRequest | null>(null);
  const [paid, setPaid] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);
  const totals = cartTotalKobo(cart.items.map(dueKobo));

  useEffect(() => {
    if (paid || payment.status === 'error') outcome.current?.focus();
  }, [paid, payment.status]);

  const onPay = async () => {
    setPaid(false);
    const ids = cart.items.map((r) => r.id);
    const ok = await payment.pay({ kind: 'requests', datas: ids.map((id) => ({ id })) });
    if (ok) {
      cart.remove(ids);
      setPaid(true);
      payment.reset();
      // Paid requests change status and start projects: every screen showing them (any remote's) reloads.
      void invalidateApi('requests');
      void invalidateApi('dashboard');
    }
  };

  const busy = payment.status === 'preparing' || payment.status === 'checkout' || payment.status === 'verifying';
  return (
    <PortalPage>
      <PageMeta title={copy.order.metaTitle} description={copy.order.metaDescription} />
      <h1>{copy.order.title}</h1>
      <Outcome ref={outcome} tabIndex={-1}>
        {paid ? <Alert tone="success">{copy.order.success}</Alert> : null}
        {payment.status === 'error' ? (
          <Alert tone="error">
            <strong>{copy.order.error}</strong>
            {payment.error ? ` ${payment.error}` : null}
          </Alert>
        ) : null}
      </Outcome>
      {check.dropped.length > 0 && !paid ? (
        <Alert tone="info">
          <p style={{ margin: 0 }}>{copy.order.dropped(check.dropped.length)}</p>
          <ul aria-label={copy.order.droppedLabel} style={{ margin: '0.4rem 0 0', paddingLeft: '1.25rem' }}>
            {check.dropped.map((item) => (
              <li key={item.id}>{item.request.subject}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {cart.items.length === 0 ? (
        <div>
          {paid ? null : <p>{copy.order.empty}</p>}
          <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            <ButtonLink to={paths.requests} $variant="secondary">
              {copy.order.toRequests}
            </ButtonLink>
            {paid ? <ButtonLink to={paths.dashboard}>{copy.order.toDashboard}</ButtonLink> : null}
          </p>
        </div>
      ) : (
        <Layout>
          <Items aria-label={copy.order.listLabel}>
            {cart.items.map((item) => (
              <Row as="li" key={item.id}>
                <div className="info">
                  <h2>{serviceLabel(item.request.service)}</h2>
                  <p>{item.request.subject}</p>
                  {item.due_label ? <p>{item.due_label}</p> : null}
                </div>
                <span className="price">{formatKobo(dueKobo(item))}</span>
                <Button $variant="secondary" aria-label={copy.cart.removeLabel(item.request.subject)} disabled={busy} onClick={() => setConfirming(item)}>
                  {copy.cart.remove}
                </Button>
              </Row>
            ))}
          </Items>
          <Card as="section" aria-labelledby="order-total-title">
            <h2 id="order-total-title" style={{ fontSize: '1.2rem', marginTop: 0 }}>
              {copy.cart.total}
            </h2>
            <CartTotals totals={totals} />
            {totals.percent > 0 ? (
              <p>
                <Badge $tone="primary">{copy.cart.discountApplied}</Badge> {copy.order.discountNote(totals.percent)}
              </p>
            ) : (
              <p>{copy.order.noDiscountNote}</p>
            )}
            <Button $block disabled={busy || check.checking} onClick={onPay}>
              {busy ? (
                <Spinner label={copy.order.paying} size={18} />
              ) : check.checking ? (
                <Spinner label={copy.order.checking} size={18} />
              ) : (
                copy.order.payNow
              )}
            </Button>
          </Card>
        </Layout>
      )}
      {payment.dialog}
      <ConfirmDialog
        open={confirming !== null}
        texts={copy.order}
        status="idle"
        onConfirm={() => {
          if (confirming) cart.remove([confirming.id]);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      />
    </PortalPage>
  );
}
