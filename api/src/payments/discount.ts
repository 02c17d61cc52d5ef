/**
 * The spec's cart discount on the sum of prices: 2 items 5%, 3 or 4 items 7%, 5 or more items 10%.
 * Each price is read as an integer (naira), as the site always has; the result is rounded to whole naira.
 */
export function cartDiscountPercent(itemCount: number): number {
  if (itemCount >= 5) return 10;
  if (itemCount >= 3) return 7;
  if (itemCount === 2) return 5;
  return 0;
}

/** Reads a request's price the way the cart does: the leading integer of the string, 0 when there is none. */
export function priceAsInteger(price: string): number {
  const n = Number.parseInt(price, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** What a cart of requests costs, in naira, after the discount. */
export function cartTotalNaira(prices: readonly string[]): number {
  const sum = prices.reduce((total, p) => total + priceAsInteger(p), 0);
  const percent = cartDiscountPercent(prices.length);
  return Math.round((sum * (100 - percent)) / 100);
}

/** The amount Paystack must report for this cart: the total times 100 (kobo), an integer. */
export function cartTotalKobo(prices: readonly string[]): number {
  return cartTotalNaira(prices) * 100;
}
