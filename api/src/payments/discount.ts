import { cartTotal } from '@agency/contracts/cart-discount';

/**
 * The amount Paystack must report for this cart: the discounted total times 100 (kobo), an integer.
 * The discount is the one rule the portal shows (contracts/src/cart-discount.ts).
 */
export function cartTotalKobo(prices: readonly string[]): number {
  return cartTotal(prices).total * 100;
}
