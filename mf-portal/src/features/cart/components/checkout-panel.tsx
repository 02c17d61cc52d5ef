import { paths, serviceLabel } from '@agency/shared-auth';
import { Badge, ButtonLink, Card } from '@agency/shared-ui';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { cartTotalKobo } from '@agency/contracts/cart-discount';
import { formatKobo } from '@agency/shared-ui/billing';
import { dueKobo } from '../../../types/service-request';
import { useCart } from '../stores/cart-store';
import { CartTotals } from './cart-totals';

const Panel = styled(Card)`
  h2 { font-size: 1.3rem; margin: 0 0 0.75rem; }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.6rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  .name { flex: 1 1 10rem; min-width: 0; overflow-wrap: anywhere; }
  .name small { display: block; color: ${({ theme }) => theme.color.muted}; }
`;

const RemoveButton = styled.button.attrs({ type: 'button' })`
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
  cursor: pointer;
`;

/** The Requests page's Check out panel: the chosen requests, each removable, the total and the way to pay. */
export function CheckoutPanel() {
  const cart = useCart();
  const totals = cartTotalKobo(cart.items.map(dueKobo));
  return (
    <Panel as="section" aria-labelledby="checkout-title">
      <h2 id="checkout-title">{copy.cart.checkoutTitle}</h2>
      {cart.items.length === 0 ? (
        <p>{copy.cart.emptyCart}</p>
      ) : (
        <>
          <Items>
            {cart.items.map((item) => (
              <li key={item.id}>
                <span className="name">
                  {item.request.subject}
                  <small>
                    {serviceLabel(item.request.service)} · {item.due_label ? `${item.due_label} · ` : ''}
                    {formatKobo(dueKobo(item))}
                  </small>
                </span>
                <RemoveButton aria-label={copy.cart.removeLabel(item.request.subject)} onClick={() => cart.remove([item.id])}>
                  {copy.cart.remove}
                </RemoveButton>
              </li>
            ))}
          </Items>
          <CartTotals totals={totals} />
          {cart.items.length > 1 ? (
            <p>
              <Badge $tone="primary">{copy.cart.discountApplied}</Badge>
            </p>
          ) : null}
          <ButtonLink to={paths.orderSummary} $block>
            {copy.cart.proceed}
          </ButtonLink>
        </>
      )}
    </Panel>
  );
}
