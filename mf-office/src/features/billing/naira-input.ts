/**
 * Naira as staff type it ('2,500,000', '1250.5', '₦99.99') to kobo, an integer, without floating point:
 * the digits are read as text. Undefined when it is not an amount (more than two kobo digits, letters, empty).
 */
export function nairaToKobo(text: string): number | undefined {
  const cleaned = text.replace(/[₦,\s]/g, '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Kobo back to what the field shows: '2500000' or '1250.50'. */
export function koboToNairaText(kobo: number): string {
  const whole = Math.trunc(kobo / 100);
  const rest = kobo % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** VAT on a net amount at `rate` percent (7.5), rounded half up to the kobo. */
export function vatOf(net: number, rate: number): number {
  return Math.round((net * Math.round(rate * 100)) / 10000);
}

/**
 * A deposit of `percent` of the total, the rest split across the milestones by their percents (which with the
 * deposit add up to 100); the last milestone takes the rounding so the plan adds up to the total to the kobo.
 */
export function splitPlan(total: number, percents: number[]): number[] {
  const amounts = percents.map((p) => Math.floor((total * p) / 100));
  const assigned = amounts.reduce((a, b) => a + b, 0);
  const last = amounts.length - 1;
  if (last >= 0) amounts[last] = (amounts[last] ?? 0) + total - assigned;
  return amounts;
}
