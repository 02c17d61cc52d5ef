/**
 * The spec's cart discount (section 9), the one rule the portal shows and the API charges: 2 items 5%,
 * 3 or 4 items 7%, 5 or more 10%, on the sum of prices each read as an integer, rounded to whole naira.
 * No imports, so remotes can import this file by path without bundling zod.
 */

/** The spec's cart discount (section 9): 2 items 5%, 3 or 4 items 7%, 5 or more 10%. */
export function cartDiscountPercent(itemCount: number): number {
  if (itemCount >= 5) return 10;
  if (itemCount >= 3) return 7;
  if (itemCount === 2) return 5;
  return 0;
}

/** Each price is read as an integer (naira); anything else counts as nothing. */
export function priceAsInteger(price: string): number {
  const n = Number.parseInt(price, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export interface CartTotal {
  subtotal: number;
  percent: number;
  discount: number;
  total: number;
}

/** Sum, discount and total in naira, rounded to whole naira as the server prices the order. */
export function cartTotal(prices: readonly string[]): CartTotal {
  const subtotal = prices.reduce((sum, p) => sum + priceAsInteger(p), 0);
  const percent = cartDiscountPercent(prices.length);
  const total = Math.round((subtotal * (100 - percent)) / 100);
  return { subtotal, percent, discount: subtotal - total, total };
}

/**
 * The same rule on amounts in kobo (what is due now: a quote, a deposit, a milestone): a discounted total is
 * rounded to whole naira, an undiscounted one is the sum to the kobo. For whole-naira prices it charges exactly
 * what `cartTotal` does (times 100).
 */
export function cartTotalKobo(amountsKobo: readonly number[]): CartTotal {
  const subtotal = amountsKobo.reduce((sum, k) => sum + (Number.isInteger(k) && k > 0 ? k : 0), 0);
  const percent = cartDiscountPercent(amountsKobo.length);
  const total = percent === 0 ? subtotal : Math.round((subtotal * (100 - percent)) / 10_000) * 100;
  return { subtotal, percent, discount: subtotal - total, total };
}
