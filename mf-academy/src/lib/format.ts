import { formatNaira } from '@agency/shared-auth/format';

export { formatDate } from '@agency/shared-auth/format';

/** A tutorial's price: '₦85,000', or null when the amount is falsy (the spec's 'Free'). */
export function priceLabel(amount: number | null | undefined): string | null {
  return amount ? formatNaira(amount) : null;
}
