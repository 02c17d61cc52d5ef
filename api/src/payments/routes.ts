import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_CHANNELS } from '@agency/contracts';
import { endpointRoute } from '../lib/endpoint-route';
import type { AppContext } from '../context';
import { HttpError, notFound } from '../lib/errors';
import { accountRateLimit } from '../lib/rate-limit';
import {
  createIntent,
  deliverOnce,
  itemIdsOf,
  kindOf,
  newPaymentReference,
  orderFor,
  priceOrder,
  sandboxEnabled,
  settleRefund,
} from './service';
import { verifyPayment } from './verify';
import { handleWebhookEvent, validSignature } from './webhook';
import { detailAnswers, signedIn } from '../lib/route-schema';

const errors = detailAnswers(400, 401, 404, 409);

/** A Paystack event as its webhook sends it (https://paystack.com/docs/payments/webhooks): only what is read here. */
const PaystackEvent = z.object({
  event: z.string().describe('charge.success and refund.pending|processing|processed|failed are acted on; any other event is acknowledged and ignored'),
  data: z
    .looseObject({
      reference: z.string().describe('charge.success: the payment reference'),
      status: z.string(),
      amount: z.union([z.number().int(), z.string()]).describe('kobo (refund events may send it as a string)'),
      currency: z.string(),
      id: z.union([z.number(), z.string()]),
      channel: z.string().describe('charge.success: how the customer paid (card, bank_transfer, ussd, …)'),
      transaction_reference: z.string().describe('refund.*: the refunded payment\'s reference'),
      refund_reference: z.string().nullable().describe('refund.processed / refund.failed: the refund\'s own reference'),
    })
    .partial(),
});
const WebhookAnswer = z.object({ received: z.literal(true), outcome: z.string().describe('What was done: ignored, unknown-reference, already, mismatch, delivered…') });

/** The payments domain's routes, mounted under /api: Paystack verification, webhook, intent and sandbox. */
export async function paymentsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const security = signedIn;
  const sandbox = sandboxEnabled(ctx.config);

  endpointRoute(app, 'GET /api/payments/config', {
    config: { auth: 'public' },
    schema: {
      tags: ['payments'],
      summary: 'The Paystack public key, and whether the local sandbox replaces Paystack',
    },
    handler: async () => ({ public_key: ctx.config.PAYSTACK_PUBLIC_KEY ?? '', sandbox }),
  });

  endpointRoute(app, 'POST /api/payment_intent', {
    config: { auth: 'user', rateLimit: accountRateLimit(ctx.config) },
    schema: {
    tags: ['payments'],
    summary: 'Records a pending order with the server-computed amount and a server-issued reference (valid PAYMENT_INTENT_MINUTES), before the card is charged',
    security, errors: {
      ...errors,
    } },
    handler: async (request) => {
      const user = request.user!;
      const reference = newPaymentReference();
      const order = await priceOrder(ctx.db, user.id, kindOf(request.body.kind), itemIdsOf(request.body.datas));
      const expiresAt = new Date(Date.now() + ctx.config.PAYMENT_INTENT_MINUTES * 60_000);
      // With a secret key configured, real payments go through Paystack even when the sandbox is also on.
      await createIntent(ctx.db, user.id, reference, order, ctx.config.PAYSTACK_SECRET_KEY ? 'paystack' : 'sandbox', expiresAt);
      return {
        reference,
        amount: order.amountKobo,
        currency: 'NGN' as const,
        email: user.email,
        public_key: ctx.config.PAYSTACK_PUBLIC_KEY ?? '',
        sandbox,
        channels: [...PAYMENT_CHANNELS],
      };
    },
  });

  endpointRoute(app, 'POST /api/verify_payment', {
    config: { auth: 'user', rateLimit: accountRateLimit(ctx.config) },
    schema: {
      tags: ['payments'],
      summary: 'Verifies a Paystack payment with Paystack and delivers what was paid for, once',
      security,
      errors: { ...errors, ...detailAnswers(502, 503) },
    },
    handler: async (request, reply) => {
      try {
        return await verifyPayment({ db: ctx.db, config: ctx.config, log: request.log }, request.user!.id, request.body);
      } catch (error) {
        // The app's error handler hides every 5xx behind one message; a provider outage deserves its own words.
        if (error instanceof HttpError && error.statusCode >= 500) return reply.status(error.statusCode as 502 | 503).send({ detail: error.message });
        throw error;
      }
    },
  });

  endpointRoute(app, 'POST /api/payments/sandbox/complete', {
    config: { auth: 'user' },
    schema: {
      tags: ['payments'],
      summary: 'SANDBOX ONLY (never in production): completes a payment without Paystack, through the same deliver-once path',
      security,
      errors,
    },
    handler: async (request) => {
      if (!sandboxEnabled(ctx.config)) throw notFound();
      const user = request.user!;
      const reference = request.body.reference;
      const order = await orderFor(ctx.db, user.id, reference, 'sandbox', { kind: kindOf(request.body.kind), itemIds: itemIdsOf(request.body.datas) });
      const outcome = order
        ? await deliverOnce(
            ctx.db,
            { ...order, reference, userId: user.id, provider: 'sandbox', providerTransactionId: `sandbox-${reference}`, channel: request.body.channel },
            ctx.config,
          )
        : 'already';
      if (outcome === 'duplicate' || outcome === 'voided') await settleRefund(ctx.db, ctx.config, request.log, reference);
      return { success: 'success' as const };
    },
  });

  // The webhook needs the raw bytes for its signature, so it lives in its own scope with its own body parser.
  await api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(
      '/paystack/webhook',
      {
        // Paystack signs the body instead: the signature is checked in the handler.
        config: { auth: 'public', outsideContract: 'Paystack’s own event body, checked by its signature' },
        schema: {
          tags: ['payments'],
          summary: 'Paystack events, signed with x-paystack-signature (HMAC-SHA512 of the raw body)',
          hide: false,
          // Read raw (for the signature), so described here rather than validated by a schema.
          documentedBody: PaystackEvent,
          response: { 200: WebhookAnswer, ...detailAnswers(400, 401) },
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!validSignature(ctx.config.PAYSTACK_SECRET_KEY, raw, request.headers['x-paystack-signature'])) {
          return reply.status(401).send({ detail: 'Invalid signature.' });
        }
        let event: unknown;
        try {
          event = JSON.parse(raw.toString('utf8'));
        } catch {
          return reply.status(400).send({ detail: 'The body is not JSON.' });
        }
        const outcome = await handleWebhookEvent(ctx.db, ctx.config, request.log, (event ?? {}) as Parameters<typeof handleWebhookEvent>[3]);
        return reply.status(200).send({ received: true, outcome });
      },
    );
  });
}
