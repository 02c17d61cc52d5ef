const NAIRA = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 });

/** Naira with thousands separators and no kobo: ₦150,000. */
export function formatNaira(naira: number): string {
  return NAIRA.format(naira);
}
