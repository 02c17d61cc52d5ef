import styled from 'styled-components';
import { copy } from '../../../copy';
import { formatNaira } from '../../../lib/format';
import type { CartTotal } from '@agency/contracts/src/cart-discount';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.35rem 1rem;
  margin: 1rem 0;
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  .total { font-weight: 700; color: ${({ theme }) => theme.color.text}; font-size: 1.15rem; }
`;

/** Subtotal, discount (when one applies) and total of a cart. */
export function CartTotals({ totals }: { totals: CartTotal }) {
  return (
    <Totals>
      {totals.percent > 0 ? (
        <>
          <dt>{copy.cart.subtotal}</dt>
          <dd>{formatNaira(totals.subtotal)}</dd>
          <dt>{copy.cart.discount(totals.percent)}</dt>
          <dd>−{formatNaira(totals.discount)}</dd>
        </>
      ) : null}
      <dt className="total">{copy.cart.total}</dt>
      <dd className="total" data-testid="cart-total">
        {formatNaira(totals.total)}
      </dd>
    </Totals>
  );
}
