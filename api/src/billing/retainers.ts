import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { OfficeRetainer, Retainer, SubscribeAnswer } from '@agency/contracts/billing';
import { paths } from '@agency/contracts/pages';
import { type DbOrTx, siteLink } from '../accounts/account-tokens';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { payments, proposals, retainers, serviceRequests, users } from '../db/schema';
import { conflict, HttpError, notFound, paymentsUnavailable } from '../lib/errors';
import { enqueueMail } from '../mail/outbox';
import { channelOf, newPaymentReference, sandboxEnabled } from '../payments/service';
import { documentEmail, issueDocument } from './documents';
import { lagosDay, naira, ngn, vatOfGross } from './money';
import { clientProposal } from './proposals';

/**
 * Retainers (issue 25): a monthly service sold through a Paystack plan and subscription. The client subscribes
 * from an accepted retainer proposal: the proposal gets its own Paystack plan (its total in kobo, monthly), and the
 * first month is charged with that plan (POST /transaction/initialize with `plan`), after which Paystack makes the
 * subscription and charges the card every month. Each month's charge is a `payments` row keyed by its reference
 * (ours for the first, Paystack's for renewals): charge.success and invoice.update (paid) both lead to
 * `recordCharge`, which issues the month's invoice and receipt once, whatever arrives first and however often.
 * invoice.payment_failed marks the retainer `attention` with Paystack's words; subscription.not_renew and
 * subscription.disable move it to non-renewing and cancelled. A status never moves back from cancelled.
 */

export type RetainerRow = typeof retainers.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
interface Log {
  warn?: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export const RETAINER_NOT_FOUND = 'Retainer not found.';
const RANK: Record<RetainerRow['status'], number> = { pending: 0, active: 1, attention: 1, non_renewing: 2, cancelled: 3 };
/** A monthly plan's next charge: the same day and time a calendar month later (Paystack's monthly interval). */
export const addMonth = (at: Date) => {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};
const dateOf = (value: unknown): Date | null => {
  if (typeof value !== 'string' || !value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};
const koboOf = (amount: unknown): number | null => {
  const n = typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export function retainerWire(r: RetainerRow, title: string): Retainer {
  return {
    id: r.id,
    proposal_id: r.proposalId,
    request_id: r.requestId,
    service: r.service,
    title,
    amount_kobo: r.amountKobo,
    status: r.status,
    next_payment_date: r.status === 'cancelled' ? null : (r.nextPaymentDate?.toISOString() ?? null),
    last_failure: r.lastFailure,
    last_failure_at: r.lastFailureAt?.toISOString() ?? null,
    started_at: r.startedAt?.toISOString() ?? null,
    cancelled_at: r.cancelledAt?.toISOString() ?? null,
  };
}

async function titled(db: DbOrTx, rows: RetainerRow[]): Promise<Retainer[]> {
  if (!rows.length) return [];
  const props = await db.select({ id: proposals.id, title: proposals.title }).from(proposals).where(inArray(proposals.id, rows.map((r) => r.proposalId)));
  return rows.map((r) => retainerWire(r, props.find((p) => p.id === r.proposalId)?.title ?? ''));
}

/** A client's retainers, newest first (a pending one that never started is left out). */
export async function retainersOf(db: DbOrTx, userId: number): Promise<Retainer[]> {
  const rows = await db.select().from(retainers).where(eq(retainers.userId, userId)).orderBy(desc(retainers.createdAt), desc(retainers.id));
  return titled(db, rows.filter((r) => r.status !== 'pending' || r.startedAt));
}

/** Every retainer that started, for the office, with its client. */
export async function officeRetainers(db: DbOrTx): Promise<OfficeRetainer[]> {
  const rows = (await db.select().from(retainers).orderBy(desc(retainers.createdAt), desc(retainers.id))).filter((r) => r.status !== 'pending' || r.startedAt);
  const wires = await titled(db, rows);
  const people = rows.length ? await db.select({ id: users.id, name: users.firstName, email: users.email }).from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])) : [];
  return wires.map((w, i) => {
    const who = people.find((p) => p.id === rows[i]!.userId);
    return { ...w, client: { user_id: rows[i]!.userId, name: who?.name ?? '', email: who?.email ?? '' } };
  });
}

// ── Paystack ───────────────────────────────────────────────────────────────────────────────────────────

/** One call to Paystack's API with the secret key; its refusal (status false) is thrown with Paystack's own words. */
async function paystack(config: Config, method: 'GET' | 'POST', path: string, body?: object): Promise<Record<string, unknown>> {
  if (!config.PAYSTACK_SECRET_KEY) throw paymentsUnavailable();
  let response: Response;
  try {
    response = await fetch(`${config.PAYSTACK_BASE_URL.replace(/\/$/, '')}${path}`, {
      method,
      headers: { authorization: `Bearer ${config.PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new HttpError(502, 'We could not reach the payment provider. Please try again.');
  }
  const answer = (await response.json().catch(() => null)) as { status?: boolean; message?: string; data?: Record<string, unknown> } | null;
  if (!response.ok || answer?.status !== true) throw new HttpError(502, `The payment provider refused: ${answer?.message ?? `answer ${response.status}`}`);
  return answer.data ?? {};
}

// ── Subscribing ────────────────────────────────────────────────────────────────────────────────────────

/**
 * The client starts their retainer: the proposal's Paystack plan is made if it has none (its total in kobo,
 * monthly; Paystack does not send its own invoices, we issue ours), a pending payment is recorded with a reference
 * of ours, and the first month's charge is initialized with the plan (Paystack then makes the subscription). In the
 * sandbox (no Paystack) the plan code is a local one and `POST /api/retainers/sandbox/complete` pays it.
 */
export async function subscribe(db: Db, config: Config, user: { id: number; email: string }, proposalId: number): Promise<SubscribeAnswer> {
  const proposal = await clientProposal(db, user.id, proposalId);
  if (proposal.plan.kind !== 'retainer') throw conflict('This proposal is not a monthly retainer.');
  if (proposal.status !== 'accepted') throw conflict('Accept the proposal before you subscribe.');
  const [request] = await db.select({ service: serviceRequests.service }).from(serviceRequests).where(eq(serviceRequests.id, proposal.requestId)).limit(1);
  const service = request?.service ?? '';
  await db
    .insert(retainers)
    .values({ proposalId, requestId: proposal.requestId, userId: user.id, service, amountKobo: proposal.totalKobo })
    .onConflictDoNothing({ target: retainers.proposalId });
  let [retainer] = await db.select().from(retainers).where(eq(retainers.proposalId, proposalId)).limit(1);
  if (RANK[retainer!.status] === 1 || retainer!.status === 'non_renewing') throw conflict('You are subscribed to this retainer already.');
  if (retainer!.status === 'cancelled') {
    // Subscribing again after a cancellation: a new subscription on the same plan.
    [retainer] = await db
      .update(retainers)
      .set({ status: 'pending', subscriptionCode: null, emailToken: null, nextPaymentDate: null, lastFailure: null, lastFailureAt: null, cancelledAt: null })
      .where(eq(retainers.id, retainer!.id))
      .returning();
  }
  const provider = config.PAYSTACK_SECRET_KEY ? 'paystack' : 'sandbox';
  if (provider === 'sandbox' && !sandboxEnabled(config)) throw paymentsUnavailable();
  let planCode = retainer!.paystackPlanCode;
  if (!planCode) {
    planCode =
      provider === 'paystack'
        ? String(
            (
              await paystack(config, 'POST', '/plan', {
                name: `Retainer: ${proposal.title} (proposal ${proposal.id})`.slice(0, 200),
                amount: proposal.totalKobo,
                interval: 'monthly',
                currency: 'NGN',
                description: `Monthly retainer for request #${proposal.requestId}`,
                send_invoices: false,
                send_sms: false,
              })
            ).plan_code ?? '',
          )
        : `PLN_sandbox_${proposal.id}`;
    if (!/^PLN_[A-Za-z0-9_]+$/.test(planCode)) throw new HttpError(502, 'The payment provider did not make the plan. Please try again.');
    // Two tabs at once: the first plan stored is the one used.
    await db.update(retainers).set({ paystackPlanCode: planCode }).where(and(eq(retainers.id, retainer!.id), isNull(retainers.paystackPlanCode)));
    [retainer] = await db.select().from(retainers).where(eq(retainers.id, retainer!.id)).limit(1);
    planCode = retainer!.paystackPlanCode ?? planCode;
  }
  const reference = newPaymentReference();
  await db.insert(payments).values({
    reference,
    userId: user.id,
    kind: 'requests',
    itemIds: [proposal.requestId],
    amountKobo: proposal.totalKobo,
    provider,
    retainerId: retainer!.id,
    expiresAt: new Date(Date.now() + config.PAYMENT_INTENT_MINUTES * 60_000),
  });
  let authorizationUrl: string | null = null;
  if (provider === 'paystack') {
    const data = await paystack(config, 'POST', '/transaction/initialize', {
      email: user.email,
      amount: proposal.totalKobo,
      currency: 'NGN',
      reference,
      plan: planCode,
      // Subscriptions charge cards only.
      channels: ['card'],
      callback_url: siteLink(config, paths.billing),
      metadata: { retainer_id: retainer!.id, proposal_id: proposal.id },
    });
    authorizationUrl = typeof data.authorization_url === 'string' ? data.authorization_url : null;
  }
  return {
    retainer: retainerWire(retainer!, proposal.title),
    reference,
    amount: proposal.totalKobo,
    currency: 'NGN',
    email: user.email,
    plan_code: planCode,
    sandbox: provider === 'sandbox',
    authorization_url: authorizationUrl,
  };
}

/** SANDBOX ONLY: the first month paid without Paystack, through the same once-per-reference path; the subscription is a local one. */
export async function completeSandbox(db: Db, config: Config, userId: number, reference: string): Promise<Retainer> {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  if (!payment || payment.userId !== userId || payment.retainerId === null || payment.provider !== 'sandbox') throw notFound('This payment was not started here. Please start the payment again.');
  const now = new Date();
  await recordCharge(db, config, payment.retainerId, { reference, amountKobo: payment.amountKobo, paidAt: now, channel: 'card', providerTransactionId: `sandbox-${reference}`, provider: 'sandbox' });
  await db
    .update(retainers)
    .set({ subscriptionCode: `SUB_sandbox_${payment.retainerId}_${reference.slice(-8)}`, nextPaymentDate: addMonth(now) })
    .where(and(eq(retainers.id, payment.retainerId), isNull(retainers.subscriptionCode)));
  const [row] = await db.select().from(retainers).where(eq(retainers.id, payment.retainerId)).limit(1);
  return (await titled(db, [row!]))[0]!;
}

// ── Each month's charge ────────────────────────────────────────────────────────────────────────────────

export interface Charge {
  reference: string;
  amountKobo: number;
  paidAt: Date;
  channel: string | null;
  providerTransactionId: string | null;
  provider: 'paystack' | 'sandbox';
  /** The Paystack invoice (INV_…) it paid, when the event says (invoice.update). */
  invoiceCode?: string | null;
}

/**
 * A month's charge for a retainer, once per reference: the payment row (made if a renewal's reference is new) is
 * flipped from pending to paid under the retainer's lock, and only the caller that flips it issues the month's
 * invoice and receipt and mails them. A charge for another amount than the month's is recorded nowhere ('mismatch').
 */
export async function recordCharge(db: Db, config: Config | null, retainerId: number, c: Charge): Promise<'delivered' | 'already' | 'mismatch'> {
  return db.transaction(async (tx) => {
    const [r] = await tx.select().from(retainers).where(eq(retainers.id, retainerId)).for('update');
    if (!r) return 'mismatch';
    await tx
      .insert(payments)
      .values({ reference: c.reference, userId: r.userId, kind: 'requests', itemIds: [r.requestId], amountKobo: r.amountKobo, provider: c.provider, retainerId: r.id })
      .onConflictDoNothing({ target: payments.reference });
    const [row] = await tx.select().from(payments).where(eq(payments.reference, c.reference)).for('update');
    if (!row || row.retainerId !== r.id || row.userId !== r.userId) return 'mismatch';
    if (c.invoiceCode && !row.providerInvoiceCode) await tx.update(payments).set({ providerInvoiceCode: c.invoiceCode }).where(eq(payments.id, row.id));
    if (row.status !== 'pending') return 'already';
    if (c.amountKobo !== row.amountKobo || row.provider !== c.provider) return 'mismatch';
    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: c.paidAt, providerTransactionId: c.providerTransactionId, channel: c.channel })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')))
      .returning();
    if (!paid) return 'already';
    await issueMonthDocuments(tx, config, r, paid);
    const later = !r.lastChargeAt || r.lastChargeAt < c.paidAt;
    await tx
      .update(retainers)
      .set({
        status: RANK[r.status] <= 1 && later ? 'active' : r.status,
        startedAt: r.startedAt ?? c.paidAt,
        lastChargeAt: later ? c.paidAt : r.lastChargeAt,
        // A failure before this charge is resolved by it.
        ...(later && r.lastFailureAt && r.lastFailureAt <= c.paidAt ? { lastFailure: null, lastFailureAt: null } : {}),
        ...(!r.nextPaymentDate || r.nextPaymentDate <= c.paidAt ? { nextPaymentDate: addMonth(c.paidAt) } : {}),
      })
      .where(eq(retainers.id, r.id));
    return 'delivered';
  });
}

/** The month's invoice (paid at once) and receipt, mailed together with their PDFs. */
async function issueMonthDocuments(tx: Tx, config: Config | null, r: RetainerRow, payment: typeof payments.$inferSelect): Promise<void> {
  const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, r.proposalId)).limit(1);
  const paidAt = payment.paidAt ?? new Date();
  const chargeVat = proposal?.chargeVat ?? false;
  const rate = proposal?.vatRateBp ?? 0;
  const vat = vatOfGross(payment.amountKobo, chargeVat, rate);
  const month = `the month from ${lagosDay(paidAt)}`;
  const what = `Retainer: ${proposal?.title ?? `request #${r.requestId}`}, ${month}`;
  const common = { userId: r.userId, netKobo: payment.amountKobo - vat, vatKobo: vat, totalKobo: payment.amountKobo, vatRateBp: chargeVat ? rate : null, requestId: r.requestId, proposalId: r.proposalId, issuedAt: paidAt };
  const invoice = await issueDocument(tx, {
    ...common,
    kind: 'invoice',
    title: what,
    description: what,
    lines: [{ description: `${what} (request #${r.requestId})`, quantity: 1, unit_kobo: payment.amountKobo - vat, amount_kobo: payment.amountKobo - vat }],
    notes: [`Monthly retainer, charged to the card on file: paid with payment ${payment.reference}.`],
  });
  const receipt = await issueDocument(tx, {
    ...common,
    kind: 'receipt',
    title: `Payment ${payment.reference}`,
    description: `${what} (invoice ${invoice.number})`,
    lines: [{ description: `${what} (invoice ${invoice.number})`, quantity: 1, unit_kobo: payment.amountKobo, amount_kobo: payment.amountKobo }],
    notes: [`Paid ${ngn(payment.amountKobo)} on ${lagosDay(paidAt)} by ${payment.channel ?? payment.provider} (reference ${payment.reference}).`, 'Amounts in the lines include VAT where it is charged.'],
    paymentId: payment.id,
  });
  if (config && receipt.data.client.email) {
    const mail = documentEmail(config, receipt, [`Thank you: we have received this month's retainer payment of ${naira(payment.amountKobo)}.`], false);
    mail.attachments!.push(...(documentEmail(config, invoice, [], false).attachments ?? []));
    await enqueueMail(tx, [mail]);
  }
}

// ── Paystack's events ──────────────────────────────────────────────────────────────────────────────────

/** What the subscription and invoice events carry (https://paystack.com/docs/payments/subscriptions): only what is read. */
export interface SubscriptionEventData {
  subscription_code?: string;
  email_token?: string;
  status?: string;
  next_payment_date?: string | null;
  plan?: { plan_code?: string } | string | null;
  invoice_code?: string;
  amount?: number | string;
  paid?: boolean | number;
  paid_at?: string | null;
  created_at?: string;
  updated_at?: string;
  description?: string | null;
  subscription?: { subscription_code?: string; email_token?: string; next_payment_date?: string | null; status?: string } | null;
  transaction?: { reference?: string; status?: string; amount?: number; currency?: string; gateway_response?: string; channel?: string; id?: number | string } | Record<string, never> | null;
  customer?: { email?: string } | null;
}

const planCodeOf = (plan: SubscriptionEventData['plan']) => (typeof plan === 'string' ? plan : (plan?.plan_code ?? null));

async function retainerBy(db: DbOrTx, by: { subscriptionCode?: string | null; planCode?: string | null }): Promise<RetainerRow | null> {
  if (by.subscriptionCode) {
    const [row] = await db.select().from(retainers).where(eq(retainers.subscriptionCode, by.subscriptionCode)).limit(1);
    if (row) return row;
  }
  if (by.planCode) {
    const [row] = await db.select().from(retainers).where(eq(retainers.paystackPlanCode, by.planCode)).limit(1);
    if (row) return row;
  }
  return null;
}

/**
 * charge.success for a retainer: the first month (a payment recorded with our reference) or a renewal (Paystack's
 * reference, known by the event's plan or subscription code). Answers null when it is no retainer's charge.
 */
export async function retainerCharge(
  db: Db,
  config: Config,
  log: Log,
  data: { reference?: string; status?: string; amount?: number; currency?: string; id?: number | string; channel?: string; paid_at?: string; plan?: SubscriptionEventData['plan']; subscription_code?: string },
): Promise<string | null> {
  const reference = String(data.reference ?? '');
  const [recorded] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  let retainer: RetainerRow | null = null;
  if (recorded?.retainerId) [retainer = null] = await db.select().from(retainers).where(eq(retainers.id, recorded.retainerId)).limit(1);
  // A renewal: Paystack's own reference, known by the plan (one per proposal) or the subscription.
  else if (!recorded) retainer = await retainerBy(db, { subscriptionCode: data.subscription_code ?? null, planCode: planCodeOf(data.plan) });
  if (!retainer) return null;
  if (data.status !== 'success' || data.currency !== 'NGN' || typeof data.amount !== 'number') {
    log.warn?.({ reference, status: data.status }, 'paystack retainer charge: not a successful naira charge');
    return 'mismatch';
  }
  return recordCharge(db, config, retainer.id, {
    reference,
    amountKobo: data.amount,
    paidAt: dateOf(data.paid_at) ?? new Date(),
    channel: channelOf(data.channel),
    providerTransactionId: data.id === undefined ? null : String(data.id),
    provider: 'paystack',
  });
}

/** subscription.* and invoice.* events: the subscription's code, token, status and dates; renewals paid or failed. */
export async function applySubscriptionEvent(db: Db, config: Config, log: Log, event: string, data: SubscriptionEventData): Promise<string> {
  const sub = event.startsWith('invoice.') ? (data.subscription ?? {}) : data;
  const code = sub.subscription_code ?? null;
  const retainer = await retainerBy(db, { subscriptionCode: code, planCode: planCodeOf(data.plan) });
  if (!retainer) {
    log.warn?.({ event, code }, 'paystack subscription event: no retainer with this subscription or plan');
    return 'unknown-subscription';
  }
  const next = dateOf(sub.next_payment_date);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [r] = await tx.select().from(retainers).where(eq(retainers.id, retainer.id)).for('update');
    if (!r) return 'unknown-subscription';
    // A subscription of this retainer that was replaced (cancelled, then subscribed again) changes nothing.
    const foreign = Boolean(code && r.subscriptionCode && r.subscriptionCode !== code);
    switch (event) {
      case 'subscription.create': {
        if (foreign && r.status !== 'pending') return 'already';
        if (r.status === 'cancelled' && !r.subscriptionCode && code && sub.email_token) {
          // Cancelled while its first payment was still at Paystack: the subscription Paystack made is stopped too.
          await tx.update(retainers).set({ subscriptionCode: code, emailToken: sub.email_token }).where(eq(retainers.id, r.id));
          return `disable:${JSON.stringify({ code, token: sub.email_token })}`;
        }
        await tx
          .update(retainers)
          .set({
            subscriptionCode: code ?? r.subscriptionCode,
            emailToken: sub.email_token ?? r.emailToken,
            nextPaymentDate: next ?? r.nextPaymentDate,
            // The subscription exists once the first charge went through.
            status: RANK[r.status] === 0 ? 'active' : r.status,
            startedAt: r.startedAt ?? dateOf(data.created_at) ?? now,
          })
          .where(eq(retainers.id, r.id));
        return 'subscribed';
      }
      case 'subscription.not_renew': {
        if (foreign) return 'already';
        if (RANK[r.status] >= 2) return 'already';
        await tx.update(retainers).set({ status: 'non_renewing', cancelledAt: r.cancelledAt ?? now }).where(eq(retainers.id, r.id));
        return 'non_renewing';
      }
      case 'subscription.disable': {
        if (foreign) return 'already';
        if (r.status === 'cancelled') return 'already';
        await tx.update(retainers).set({ status: 'cancelled', cancelledAt: r.cancelledAt ?? now }).where(eq(retainers.id, r.id));
        return 'cancelled';
      }
      case 'invoice.create':
        if (!foreign && next && RANK[r.status] <= 1) await tx.update(retainers).set({ nextPaymentDate: next }).where(eq(retainers.id, r.id));
        return 'noted';
      case 'invoice.update': {
        const t = data.transaction ?? {};
        const paid = (data.paid === true || data.paid === 1) && ('status' in t ? t.status === 'success' : true) && typeof t.reference === 'string';
        if (!paid || foreign) return 'noted';
        // Handled after this transaction: the charge takes the retainer's lock itself.
        return `charge:${JSON.stringify({ reference: t.reference, amount: koboOf(data.amount) ?? koboOf(t.amount), paidAt: data.paid_at ?? null, channel: t.channel ?? null, id: t.id ?? null })}`;
      }
      case 'invoice.payment_failed': {
        if (foreign || RANK[r.status] >= 2) return 'already';
        // Paid after all (a retry went through and its events came first): the failure is old news.
        if (data.invoice_code) {
          const [settled] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.retainerId, r.id), eq(payments.providerInvoiceCode, data.invoice_code))).limit(1);
          if (settled) return 'already';
        }
        const invoiceMade = dateOf(data.created_at);
        if (invoiceMade && r.lastChargeAt && r.lastChargeAt >= invoiceMade) return 'already';
        const t = (data.transaction ?? {}) as { gateway_response?: string };
        const why = data.description || t.gateway_response || 'the card was declined';
        const failure = `Paystack could not charge the card for this month: ${why}.`.replace(/\.\.$/, '.');
        await tx.update(retainers).set({ status: 'attention', lastFailure: failure.slice(0, 500), lastFailureAt: dateOf(data.updated_at) ?? now }).where(eq(retainers.id, r.id));
        if (r.status !== 'attention') await mailFailure(tx, config, r, failure);
        return 'attention';
      }
      default:
        return 'ignored';
    }
  }).then(async (outcome) => {
    if (outcome.startsWith('disable:')) {
      try {
        await paystack(config, 'POST', '/subscription/disable', JSON.parse(outcome.slice('disable:'.length)));
        return 'disabled';
      } catch (error) {
        log.error({ retainer: retainer.id, err: error }, 'paystack refused to disable the subscription of a cancelled retainer');
        return 'disable-failed';
      }
    }
    if (!outcome.startsWith('charge:')) return outcome;
    const c = JSON.parse(outcome.slice('charge:'.length)) as { reference: string; amount: number | null; paidAt: string | null; channel: string | null; id: string | number | null };
    if (c.amount === null) return 'mismatch';
    const done = await recordCharge(db, config, retainer.id, {
      reference: c.reference,
      amountKobo: c.amount,
      paidAt: dateOf(c.paidAt) ?? now,
      channel: channelOf(c.channel),
      providerTransactionId: c.id === null ? null : String(c.id),
      provider: 'paystack',
      invoiceCode: data.invoice_code ?? null,
    });
    if (next) await db.update(retainers).set({ nextPaymentDate: next }).where(and(eq(retainers.id, retainer.id), inArray(retainers.status, ['active', 'attention'])));
    return done;
  });
}

/** The client and the agency hear of a failed renewal (it is also on /billing and /office/billing). */
async function mailFailure(tx: Tx, config: Config, r: RetainerRow, failure: string): Promise<void> {
  const [user] = await tx.select({ name: users.firstName, email: users.email }).from(users).where(eq(users.id, r.userId)).limit(1);
  const billing = siteLink(config, paths.billing);
  const mails = [
    {
      to: config.AGENCY_INBOX,
      subject: `Retainer renewal failed: request #${r.requestId}`,
      text: `The monthly charge of ${naira(r.amountKobo)} for request #${r.requestId} (${user?.email ?? 'unknown client'}) failed.\n\n${failure}\n\nThink-Make-Solve Digital`,
    },
  ];
  if (user?.email) {
    mails.push({
      to: user.email,
      subject: 'Your monthly payment did not go through',
      text: [user.name ? `Hello ${user.name},` : 'Hello,', '', `We could not take this month's retainer payment of ${naira(r.amountKobo)}.`, failure, '', 'Paystack will try again. You can see the details on your billing page:', '', billing, '', 'Think-Make-Solve Digital'].join('\n'),
    } as (typeof mails)[number]);
  }
  await enqueueMail(tx, mails);
}

// ── Cancelling ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * The client cancels: Paystack's POST /subscription/disable with the subscription's code and email token, then
 * its status as Paystack reports it (non-renewing until the paid month ends, or cancelled). A retainer that never
 * started, or a sandbox one, is cancelled here at once. Cancelling twice changes nothing.
 */
export async function cancelRetainer(db: Db, config: Config, log: Log, userId: number, id: number): Promise<Retainer> {
  const [r] = await db.select().from(retainers).where(and(eq(retainers.id, id), eq(retainers.userId, userId))).limit(1);
  if (!r) throw notFound(RETAINER_NOT_FOUND);
  const now = new Date();
  let status: RetainerRow['status'] = 'cancelled';
  if (RANK[r.status] >= 2) return (await titled(db, [r]))[0]!;
  const paystackSubscription = r.subscriptionCode && !r.subscriptionCode.startsWith('SUB_sandbox_');
  if (paystackSubscription) {
    let token = r.emailToken;
    if (!token) token = String((await paystack(config, 'GET', `/subscription/${encodeURIComponent(r.subscriptionCode!)}`)).email_token ?? '');
    try {
      await paystack(config, 'POST', '/subscription/disable', { code: r.subscriptionCode, token });
    } catch (error) {
      log.error({ retainer: r.id, err: error }, 'paystack refused to disable a subscription');
      throw error;
    }
    const after = await paystack(config, 'GET', `/subscription/${encodeURIComponent(r.subscriptionCode!)}`).catch(() => ({}) as Record<string, unknown>);
    if (after.status === 'non-renewing') status = 'non_renewing';
  }
  const [row] = await db
    .update(retainers)
    .set({ status, cancelledAt: now })
    .where(and(eq(retainers.id, r.id), inArray(retainers.status, ['pending', 'active', 'attention'])))
    .returning();
  return (await titled(db, [row ?? r]))[0]!;
}

/**
 * Before an account is erased (the office marks its erasure request done): every retainer that could still charge
 * it is cancelled, at Paystack too, since the retainer's row goes with the account. Paystack refusing stops the
 * erasure (the caller runs this first), so no card is left charged for a person the agency no longer knows.
 */
export async function cancelRunningRetainers(db: Db, config: Config, log: Log, userId: number): Promise<number> {
  const rows = await db
    .select({ id: retainers.id })
    .from(retainers)
    .where(and(eq(retainers.userId, userId), inArray(retainers.status, ['pending', 'active', 'attention'])));
  for (const r of rows) await cancelRetainer(db, config, log, userId, r.id);
  return rows.length;
}

/** Paystack's page where the client changes the card their retainer charges (GET /subscription/:code/manage/link). */
export async function cardLink(db: Db, config: Config, userId: number, id: number): Promise<{ link: string }> {
  const [r] = await db.select().from(retainers).where(and(eq(retainers.id, id), eq(retainers.userId, userId))).limit(1);
  if (!r) throw notFound(RETAINER_NOT_FOUND);
  if (!r.subscriptionCode || r.subscriptionCode.startsWith('SUB_sandbox_') || RANK[r.status] !== 1) throw conflict('There is no card to change on this retainer.');
  const data = await paystack(config, 'GET', `/subscription/${encodeURIComponent(r.subscriptionCode)}/manage/link`);
  if (typeof data.link !== 'string' || !/^https:\/\//.test(data.link)) throw new HttpError(502, 'The payment provider did not give a link. Please try again.');
  return { link: data.link };
}
