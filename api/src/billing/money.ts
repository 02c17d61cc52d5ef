import type { StoredLineItem, StoredPlan } from '../db/schema';

// Billing arithmetic, in integers of kobo: what a proposal totals, how its plan splits, how much of an amount is VAT.

export interface Totals {
  netKobo: number;
  vatKobo: number;
  totalKobo: number;
}

/** Net (the line items), VAT on the net at `vatRateBp` basis points when charged (rounded to the kobo), and their sum. */
export function proposalTotals(items: readonly StoredLineItem[], chargeVat: boolean, vatRateBp: number): Totals {
  const netKobo = items.reduce((sum, item) => sum + item.quantity * item.unit_price_kobo, 0);
  const vatKobo = chargeVat ? Math.round((netKobo * vatRateBp) / 10_000) : 0;
  return { netKobo, vatKobo, totalKobo: netKobo + vatKobo };
}

/** The VAT inside an amount that includes it (a deposit, a payment, a refund): the part that is VAT at the rate, to the kobo. */
export function vatOfGross(grossKobo: number, chargeVat: boolean, vatRateBp: number): number {
  if (!chargeVat || vatRateBp <= 0) return 0;
  return Math.round((grossKobo * vatRateBp) / (10_000 + vatRateBp));
}

export interface PlannedInstalment {
  seq: number;
  label: string;
  stage: string | null;
  amountKobo: number;
}

/**
 * The plan's amounts: the whole total, or the deposit then each milestone (its percent of the total, rounded to
 * the kobo); the last one takes what rounding left, so they always add up to the total.
 */
export function splitPlan(plan: StoredPlan, totalKobo: number): PlannedInstalment[] {
  if (plan.kind === 'full') return [{ seq: 0, label: 'Full payment', stage: null, amountKobo: totalKobo }];
  // A retainer has no instalments: its total is charged each month by its Paystack subscription (retainers.ts).
  if (plan.kind === 'retainer') return [];
  const parts: PlannedInstalment[] = [
    { seq: 0, label: `Deposit (${plan.deposit_percent}%)`, stage: null, amountKobo: Math.round((totalKobo * plan.deposit_percent) / 100) },
    ...plan.milestones.map((m, i) => ({ seq: i + 1, label: `Milestone: ${m.stage} (${m.percent}%)`, stage: m.stage, amountKobo: Math.round((totalKobo * m.percent) / 100) })),
  ];
  const rest = totalKobo - parts.slice(0, -1).reduce((sum, p) => sum + p.amountKobo, 0);
  parts[parts.length - 1]!.amountKobo = rest;
  return parts;
}

/** 123456 → 'NGN 1,234.56' (the PDFs' standard fonts have no naira sign). */
export function ngn(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  const naira = Math.floor(abs / 100).toLocaleString('en-NG');
  return `${sign}NGN ${naira}.${String(abs % 100).padStart(2, '0')}`;
}

/** 123456 → '₦1,234.56' for emails and texts. */
export function naira(kobo: number): string {
  return ngn(kobo).replace('NGN ', '₦');
}

/** '7.5%' from 750 basis points. */
export function percentOfBp(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

/** The year of an instant in Lagos (WAT, UTC+1, no daylight saving): document numbers run per Lagos year. */
export function lagosYear(at: Date): number {
  return new Date(at.getTime() + 3_600_000).getUTCFullYear();
}

/** Today's date in Lagos, YYYY-MM-DD. */
export function lagosDay(at: Date): string {
  return new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10);
}

/** The naira string of an amount in kobo as the requests list's `price` carries it: whole naira, or with its kobo. */
export function nairaString(kobo: number): string {
  return kobo % 100 === 0 ? String(kobo / 100) : (kobo / 100).toFixed(2);
}
