import styled from 'styled-components';
import { copy } from '../../../copy';
import { formatKobo } from '@agency/shared-ui/billing';
import type { CartTotal } from '@agency/contracts/cart-discount';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.35rem 1rem;
  margin: 1rem 0;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  .total { font-weight: 700; color: ${({ theme }) => theme.color.text}; font-size: 1.15rem; }
`;

/** Subtotal, discount (when one applies) and total of a cart, in kobo (cartTotalKobo). */
export function CartTotals({ totals }: { totals: CartTotal }) {
  return (
    <Totals>
      {totals.percent > 0 ? (
        <>
          <dt>{copy.cart.subtotal}</dt>
          <dd>{formatKobo(totals.subtotal)}</dd>
          <dt>{copy.cart.discount(totals.percent)}</dt>
          <dd>−{formatKobo(totals.discount)}</dd>
        </>
      ) : null}
      <dt className="total">{copy.cart.total}</dt>
      <dd className="total" data-testid="cart-total">
        {formatKobo(totals.total)}
      </dd>
    </Totals>
  );
}
