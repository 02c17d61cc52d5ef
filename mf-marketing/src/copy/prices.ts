import { cartTotal } from '@agency/contracts/cart-discount';
import { formatNaira } from '@agency/shared-auth/format';

/**
 * The starting price in naira of every service the pages quote, once: the services, design and digital
 * marketing pages print them, and the packages' "From" figures are computed from them.
 */
export const startingPrices = {
  wd: 250_000,
  ma: 600_000,
  uid: 180_000,
  ve: 40_000,
  gd: 35_000,
  product: 300_000,
  smm: 120_000,
  seo: 150_000,
  adc: 100_000,
  cm: 60_000,
} as const;

export const naira = formatNaira;

/**
 * The least a package of `services` services can cost: the cheapest that many starting prices, less the
 * cart discount the portal applies at check-out (shared-auth's cartTotal, the rule the API charges).
 */
export function packageFromPrice(services: number): number {
  const cheapest = Object.values(startingPrices)
    .sort((a, b) => a - b)
    .slice(0, services);
  return cartTotal(cheapest.map(String)).total;
}
