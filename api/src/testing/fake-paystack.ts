import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The secret key the stand-in accepts (and signs its webhook events with). */
export const PAYSTACK_TEST_SECRET = 'sk_test_standin_secret';

/** x-paystack-signature for a body: the hex HMAC-SHA512 of the raw body with the secret key. */
export function signPaystack(body: string, key = PAYSTACK_TEST_SECRET): string {
  return createHmac('sha512', key).update(body).digest('hex');
}

interface StandInTransaction {
  status: string;
  /** Whatever the stand-in should answer: Paystack's own is an integer of kobo. */
  amount: number | string;
  currency: string;
  /** How the customer paid (Paystack's `channel`): card unless a test says otherwise. */
  channel?: string;
}

/**
 * A local stand-in for Paystack's verify (GET /transaction/verify/:reference) and Refund (POST /refund) endpoints,
 * answering in Paystack's real response shapes (https://paystack.com/docs/api/transaction, /docs/api/refund).
 * A refund without `amount` is the whole transaction; more than what is left is refused as Paystack refuses it.
 */
export class FakePaystack {
  server: Server;
  transactions = new Map<string, StandInTransaction>();
  /** The references verified. */
  calls: string[] = [];
  /** The references refunded (one per accepted refund). */
  refunds: string[] = [];
  /** Each accepted refund: reference, amount (kobo) and Paystack's refund id. */
  refundRequests: { transaction: string; amount: number; id: number; merchant_note?: string }[] = [];
  refuseRefunds = false;
  private nextRefundId = 3_018_284;
  /** Plans made (POST /plan), by plan code. */
  plans = new Map<string, { name: string; amount: number; interval: string; id: number }>();
  /** Transactions initialized (POST /transaction/initialize), by reference. */
  initialized = new Map<string, { email: string; amount: number; plan: string | null }>();
  /** Subscriptions, by code: made by `subscribe` (as Paystack does after the first charge with a plan) or POST /subscription. */
  subscriptionsByCode = new Map<string, StandInSubscription>();
  /** Each POST /subscription/disable accepted: the code. */
  disabled: string[] = [];
  private nextId = 100_001;

  /**
   * What Paystack does once the first charge with a plan succeeds: the customer's subscription to the plan (active,
   * next payment in a month). Answers it with the `subscription.create` event Paystack sends, signed.
   */
  subscribe(planCode: string, email = 'client@example.ng', start = new Date('2026-11-21T10:00:00.000Z')): StandInSubscription & { event: string } {
    const id = this.nextId++;
    const next = new Date(start);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const sub: StandInSubscription = {
      id,
      subscription_code: `SUB_${id.toString(36)}standin`,
      email_token: `tok${id.toString(36)}standin`,
      plan_code: planCode,
      email,
      status: 'active',
      next_payment_date: next.toISOString(),
      created_at: start.toISOString(),
    };
    this.subscriptionsByCode.set(sub.subscription_code, sub);
    return { ...sub, event: subscriptionEvent('subscription.create', sub, this.plans.get(planCode)) };
  }

  private subscriptionData(sub: StandInSubscription) {
    const plan = this.plans.get(sub.plan_code);
    return {
      id: sub.id,
      domain: 'test',
      status: sub.status,
      subscription_code: sub.subscription_code,
      email_token: sub.email_token,
      amount: plan?.amount ?? 0,
      cron_expression: '0 0 21 * *',
      next_payment_date: sub.status === 'active' || sub.status === 'non-renewing' ? sub.next_payment_date : null,
      open_invoice: null,
      createdAt: sub.created_at,
      integration: 412829,
      plan: { id: plan?.id ?? 0, name: plan?.name ?? '', plan_code: sub.plan_code, amount: plan?.amount ?? 0, interval: plan?.interval ?? 'monthly', currency: 'NGN' },
      customer: { id: 1, first_name: 'Ada', last_name: 'Obi', email: sub.email, customer_code: 'CUS_standin', phone: null },
      authorization: { authorization_code: 'AUTH_x', bin: '408408', last4: '4081', exp_month: '12', exp_year: '2030', channel: 'card', card_type: 'visa', bank: 'TEST BANK', country_code: 'NG', brand: 'visa', reusable: true },
      invoices: [],
      most_recent_invoice: null,
    };
  }

  /** POST /plan, POST /transaction/initialize, POST /subscription, GET /subscription/:code, POST /subscription/disable, GET /subscription/:code/manage/link. */
  private subscriptions(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      const answer = (status: number, body: object) => {
        res.statusCode = status;
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${PAYSTACK_TEST_SECRET}`) return answer(401, { status: false, message: 'Invalid key' });
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const url = req.url ?? '';
      const now = '2026-11-21T09:00:00.000Z';
      if (req.method === 'POST' && url === '/plan') {
        if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 10000 || typeof body.name !== 'string') {
          return answer(400, { status: false, message: 'Invalid amount or name' });
        }
        const id = this.nextId++;
        const code = `PLN_${id.toString(36)}standin`;
        this.plans.set(code, { name: body.name, amount: body.amount, interval: String(body.interval ?? 'monthly'), id });
        return answer(201, {
          status: true,
          message: 'Plan created',
          data: { name: body.name, amount: body.amount, interval: body.interval, integration: 412829, domain: 'test', currency: body.currency ?? 'NGN', plan_code: code, invoice_limit: 0, send_invoices: body.send_invoices ?? true, send_sms: body.send_sms ?? true, hosted_page: false, migrate: false, is_archived: false, id, createdAt: now, updatedAt: now },
        });
      }
      if (req.method === 'POST' && url === '/transaction/initialize') {
        const plan = typeof body.plan === 'string' ? body.plan : null;
        if (plan && !this.plans.has(plan)) return answer(400, { status: false, message: 'Plan not found' });
        const reference = String(body.reference ?? `T${this.nextId++}`);
        this.initialized.set(reference, { email: String(body.email ?? ''), amount: plan ? this.plans.get(plan)!.amount : Number(body.amount), plan });
        const access = `ac${this.nextId++}`;
        return answer(200, { status: true, message: 'Authorization URL created', data: { authorization_url: `https://checkout.paystack.com/${access}`, access_code: access, reference } });
      }
      if (req.method === 'POST' && url === '/subscription') {
        const plan = String(body.plan ?? '');
        if (!this.plans.has(plan)) return answer(400, { status: false, message: 'Plan not found' });
        const sub = this.subscribe(plan, String(body.customer ?? 'client@example.ng'));
        return answer(200, { status: true, message: 'Subscription successfully created', data: this.subscriptionData(sub) });
      }
      if (req.method === 'POST' && url === '/subscription/disable') {
        const sub = this.subscriptionsByCode.get(String(body.code ?? ''));
        if (!sub || sub.email_token !== body.token || (sub.status !== 'active' && sub.status !== 'attention')) {
          return answer(400, { status: false, message: 'Subscription with code not found or already inactive' });
        }
        // Paystack stops the renewals: the subscription runs to the end of the paid month, then is cancelled.
        sub.status = 'non-renewing';
        this.disabled.push(sub.subscription_code);
        return answer(200, { status: true, message: 'Subscription disabled successfully' });
      }
      const manage = /^\/subscription\/([^/?]+)\/manage\/link$/.exec(url);
      if (req.method === 'GET' && manage) {
        const sub = this.subscriptionsByCode.get(decodeURIComponent(manage[1]!));
        if (!sub) return answer(404, { status: false, message: 'Subscription not found' });
        return answer(200, { status: true, message: 'Link generated', data: { link: `https://paystack.com/manage/subscriptions/${sub.subscription_code}?subscription_token=${sub.email_token}` } });
      }
      const one = /^\/subscription\/([^/?]+)$/.exec(url);
      if (req.method === 'GET' && one) {
        const sub = this.subscriptionsByCode.get(decodeURIComponent(one[1]!));
        if (!sub) return answer(404, { status: false, message: 'Subscription not found' });
        return answer(200, { status: true, message: 'Subscription retrieved successfully', data: this.subscriptionData(sub) });
      }
      return answer(404, { status: false, message: 'Not found' });
    });
  }

  constructor() {
    this.server = createServer((req, res) => {
      if (req.method === 'POST' && req.url === '/refund') return this.refund(req, res);
      if (/^\/(plan|transaction\/initialize|subscription)/.test(req.url ?? '')) return this.subscriptions(req, res);
      const match = /^\/transaction\/verify\/([^/?]+)$/.exec(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== `Bearer ${PAYSTACK_TEST_SECRET}`) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ status: false, message: 'Invalid key' }));
      }
      const reference = decodeURIComponent(match?.[1] ?? '');
      this.calls.push(reference);
      const tx = this.transactions.get(reference);
      if (!match || !tx) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ status: false, message: 'Transaction reference not found', code: 'transaction_not_found' }));
      }
      const channel = tx.channel ?? 'card';
      res.end(
        JSON.stringify({
          status: true,
          message: 'Verification successful',
          data: {
            id: 4099260516,
            domain: 'test',
            status: tx.status,
            reference,
            receipt_number: null,
            amount: tx.amount,
            message: null,
            gateway_response: tx.status === 'success' ? 'Successful' : 'Declined',
            paid_at: tx.status === 'success' ? '2026-05-01T10:00:00.000Z' : null,
            created_at: '2026-05-01T09:59:40.000Z',
            channel,
            currency: tx.currency,
            ip_address: '127.0.0.1',
            metadata: '',
            fees: 1500,
            customer: { id: 1, first_name: null, last_name: null, email: 'client@example.ng', customer_code: 'CUS_x', phone: null },
            authorization:
              channel === 'card'
                ? { authorization_code: 'AUTH_x', bin: '408408', last4: '4081', exp_month: '12', exp_year: '2030', channel: 'card', card_type: 'visa', bank: 'TEST BANK', country_code: 'NG', brand: 'visa', reusable: true }
                : { authorization_code: 'AUTH_y', bin: null, last4: null, exp_month: null, exp_year: null, channel, card_type: '', bank: 'Test Bank', country_code: 'NG', brand: '', reusable: false },
            requested_amount: tx.amount,
          },
        }),
      );
    });
  }

  private refund(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      const { transaction, amount, merchant_note } = JSON.parse(raw || '{}') as { transaction?: string; amount?: number; merchant_note?: string };
      const tx = transaction ? this.transactions.get(transaction) : undefined;
      if (req.headers.authorization !== `Bearer ${PAYSTACK_TEST_SECRET}` || this.refuseRefunds || !tx) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ status: false, message: 'Transaction has been fully reversed', code: 'refund_not_allowed' }));
      }
      const already = this.refundRequests.filter((r) => r.transaction === transaction).reduce((sum, r) => sum + r.amount, 0);
      const whole = Number(tx.amount);
      const asked = amount ?? whole - already;
      if (asked <= 0 || already + asked > whole) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ status: false, message: 'Refund amount cannot be more than the unrefunded transaction amount', code: 'invalid_amount' }));
      }
      const id = this.nextRefundId++;
      this.refunds.push(transaction!);
      this.refundRequests.push({ transaction: transaction!, amount: asked, id, merchant_note });
      res.end(
        JSON.stringify({
          status: true,
          message: 'Refund has been queued for processing',
          data: {
            transaction: { id: 4099260516, reference: transaction, amount: tx.amount, currency: tx.currency, channel: tx.channel ?? 'card' },
            integration: 412829,
            deducted_amount: 0,
            channel: null,
            merchant_note: merchant_note ?? `Refund for transaction ${transaction}`,
            customer_note: `Refund for transaction ${transaction}`,
            status: 'pending',
            refunded_by: 'api',
            expected_at: '2026-05-11T10:00:00.000Z',
            currency: tx.currency,
            domain: 'test',
            amount: asked,
            fully_deducted: false,
            id,
            createdAt: '2026-05-01T10:05:00.000Z',
            updatedAt: '2026-05-01T10:05:00.000Z',
          },
        }),
      );
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export interface StandInSubscription {
  id: number;
  subscription_code: string;
  email_token: string;
  plan_code: string;
  email: string;
  /** Paystack's words: active, non-renewing, attention, completed, cancelled. */
  status: string;
  next_payment_date: string;
  created_at: string;
}

const standInPlan = (code: string, plan?: { name: string; amount: number; interval: string; id: number }) => ({
  id: plan?.id ?? 0,
  name: plan?.name ?? 'Retainer',
  plan_code: code,
  description: null,
  amount: plan?.amount ?? 0,
  interval: plan?.interval ?? 'monthly',
  send_invoices: false,
  send_sms: false,
  currency: 'NGN',
});

/**
 * subscription.create / subscription.not_renew / subscription.disable as Paystack sends them
 * (https://paystack.com/docs/payments/subscriptions/#listening-for-subscription-events): the subscription with its
 * code, email token, status, next payment date, plan and customer.
 */
export function subscriptionEvent(
  event: 'subscription.create' | 'subscription.not_renew' | 'subscription.disable',
  sub: Pick<StandInSubscription, 'subscription_code' | 'email_token' | 'plan_code' | 'email' | 'next_payment_date' | 'created_at'>,
  plan?: { name: string; amount: number; interval: string; id: number },
): string {
  const status = event === 'subscription.create' ? 'active' : event === 'subscription.not_renew' ? 'non-renewing' : 'complete';
  return JSON.stringify({
    event,
    data: {
      domain: 'test',
      status,
      subscription_code: sub.subscription_code,
      email_token: sub.email_token,
      amount: plan?.amount ?? 0,
      cron_expression: '0 0 21 * *',
      next_payment_date: event === 'subscription.disable' ? null : sub.next_payment_date,
      open_invoice: null,
      integration: 412829,
      plan: standInPlan(sub.plan_code, plan),
      authorization: { authorization_code: 'AUTH_x', bin: '408408', last4: '4081', exp_month: '12', exp_year: '2030', channel: 'card', card_type: 'visa DEBIT', bank: 'TEST BANK', country_code: 'NG', brand: 'visa', reusable: true, signature: 'SIG_standin', account_name: null },
      customer: { id: 1, first_name: 'Ada', last_name: 'Obi', email: sub.email, customer_code: 'CUS_standin', phone: '', metadata: {}, risk_action: 'default' },
      created_at: sub.created_at,
    },
  });
}

/**
 * charge.success as Paystack sends it for a card charge: with `plan` (the plan object, or {} for no plan) when it is
 * a subscription's charge; a renewal's reference is Paystack's own.
 */
export function chargeSuccessEvent(input: { reference: string; amount: number; planCode?: string | null; paidAt?: string; email?: string; id?: number }): string {
  return JSON.stringify({
    event: 'charge.success',
    data: {
      id: input.id ?? 302_961,
      domain: 'test',
      status: 'success',
      reference: input.reference,
      amount: input.amount,
      message: null,
      gateway_response: 'Successful',
      paid_at: input.paidAt ?? '2026-11-21T10:00:00.000Z',
      created_at: input.paidAt ?? '2026-11-21T10:00:00.000Z',
      channel: 'card',
      currency: 'NGN',
      ip_address: null,
      metadata: 0,
      fees: 2_350,
      customer: { id: 1, first_name: 'Ada', last_name: 'Obi', email: input.email ?? 'client@example.ng', customer_code: 'CUS_standin', phone: null, metadata: null, risk_action: 'default' },
      authorization: { authorization_code: 'AUTH_x', bin: '408408', last4: '4081', exp_month: '12', exp_year: '2030', channel: 'card', card_type: 'visa', bank: 'TEST BANK', country_code: 'NG', brand: 'visa', reusable: true, signature: 'SIG_standin' },
      plan: input.planCode ? standInPlan(input.planCode) : {},
    },
  });
}

/**
 * invoice.create / invoice.update / invoice.payment_failed as Paystack sends them for a subscription's renewal:
 * the invoice's code, amount, period, whether it is paid, the subscription, and the charge's transaction (with
 * Paystack's reference once charged; the gateway's words when it failed).
 */
export function invoiceEvent(
  event: 'invoice.create' | 'invoice.update' | 'invoice.payment_failed',
  input: { invoiceCode: string; amount: number; subscriptionCode: string; emailToken?: string; reference?: string; paid?: boolean; createdAt?: string; paidAt?: string; nextPaymentDate?: string; gatewayResponse?: string },
): string {
  const paid = input.paid ?? event === 'invoice.update';
  const failed = event === 'invoice.payment_failed';
  return JSON.stringify({
    event,
    data: {
      domain: 'test',
      invoice_code: input.invoiceCode,
      amount: input.amount,
      period_start: input.createdAt ?? '2026-12-18T07:00:00.000Z',
      period_end: input.nextPaymentDate ?? '2027-01-21T07:00:00.000Z',
      status: paid ? 'success' : failed ? 'failed' : 'pending',
      paid,
      paid_at: paid ? (input.paidAt ?? '2026-12-21T07:00:00.000Z') : null,
      description: null,
      authorization: { authorization_code: 'AUTH_x', bin: '408408', last4: '4081', exp_month: '12', exp_year: '2030', channel: 'card', card_type: 'visa DEBIT', bank: 'TEST BANK', country_code: 'NG', brand: 'visa', reusable: true, signature: 'SIG_standin', account_name: null },
      subscription: {
        status: failed ? 'attention' : 'active',
        subscription_code: input.subscriptionCode,
        email_token: input.emailToken ?? null,
        amount: input.amount,
        cron_expression: '0 0 21 * *',
        next_payment_date: input.nextPaymentDate ?? '2027-01-21T07:00:00.000Z',
        open_invoice: paid ? null : input.invoiceCode,
      },
      customer: { id: 1, first_name: 'Ada', last_name: 'Obi', email: 'client@example.ng', customer_code: 'CUS_standin', phone: null, metadata: null, risk_action: 'default' },
      transaction: input.reference
        ? { reference: input.reference, status: paid ? 'success' : 'failed', amount: input.amount, currency: 'NGN', channel: 'card', gateway_response: failed ? (input.gatewayResponse ?? 'Insufficient Funds') : 'Approved' }
        : failed
          ? { gateway_response: input.gatewayResponse ?? 'Insufficient Funds' }
          : {},
      created_at: input.createdAt ?? '2026-12-18T07:00:00.000Z',
    },
  });
}

/**
 * A refund.* webhook event as Paystack sends it (https://paystack.com/docs/payments/refunds, event payloads):
 * the transaction's reference, the amount (Paystack sends it as a string of kobo in some events), and the refund's
 * own reference once processed or failed (null while pending).
 */
export function refundEvent(
  event: 'refund.pending' | 'refund.processing' | 'refund.processed' | 'refund.failed',
  transactionReference: string,
  amountKobo: number,
  refundReference: string | null,
): string {
  const status = event.slice('refund.'.length);
  return JSON.stringify({
    event,
    data: {
      status,
      transaction_reference: transactionReference,
      refund_reference: refundReference,
      amount: event === 'refund.failed' ? amountKobo : String(amountKobo),
      currency: 'NGN',
      processor: 'mpgs_zen',
      customer: { first_name: 'Ada', last_name: 'Obi', email: 'client@example.ng' },
      integration: 412829,
      domain: 'test',
    },
  });
}
