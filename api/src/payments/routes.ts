import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompleteBody, IntentAnswer, IntentBody, PaymentConfig, Success, VerifyPaymentBody } from '@agency/contracts';
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
  settleDuplicate,
} from './service';
import { verifyPayment } from './verify';
import { handleWebhookEvent, validSignature } from './webhook';
import { detailAnswers, signedIn } from '../lib/route-schema';

const errors = detailAnswers(400, 401, 404, 409);

/** The payments domain's routes, mounted under /api: Paystack verification, webhook, intent and sandbox. */
export async function paymentsRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const security = signedIn;
  const sandbox = sandboxEnabled(ctx.config);

  app.get(
    '/payments/config',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'The Paystack public key, and whether the local sandbox replaces Paystack',
        response: { 200: PaymentConfig },
      },
    },
    async () => ({ public_key: ctx.config.PAYSTACK_PUBLIC_KEY ?? '', sandbox }),
  );

  app.post(
    '/payment_intent',
    {
      config: { auth: 'user', rateLimit: accountRateLimit(ctx.config) },
      schema: {
        tags: ['payments'],
        summary: 'Records a pending order with the server-computed amount and a server-issued reference (valid PAYMENT_INTENT_MINUTES), before the card is charged',
        security,
        body: IntentBody,
        response: {
          200: IntentAnswer,
          ...errors,
        },
      },
    },
    async (request) => {
      const user = request.user!;
      const reference = newPaymentReference();
      const order = await priceOrder(ctx.db, user.id, kindOf(request.body.kind), itemIdsOf(request.body.datas));
      const expiresAt = new Date(Date.now() + ctx.config.PAYMENT_INTENT_MINUTES * 60_000);
      // With a secret key configured, real payments go through Paystack even when the sandbox is also on.
      await createIntent(ctx.db, user.id, reference, order, ctx.config.PAYSTACK_SECRET_KEY ? 'paystack' : 'sandbox', expiresAt);
      return { reference, amount: order.amountKobo, currency: 'NGN' as const, email: user.email, public_key: ctx.config.PAYSTACK_PUBLIC_KEY ?? '', sandbox };
    },
  );

  app.post(
    '/verify_payment',
    {
      config: { auth: 'user', rateLimit: accountRateLimit(ctx.config) },
      schema: {
        tags: ['payments'],
        summary: 'Verifies a Paystack payment with Paystack and delivers what was paid for, once',
        security,
        body: VerifyPaymentBody,
        response: { 200: Success, ...errors, ...detailAnswers(502, 503) },
      },
    },
    async (request, reply) => {
      try {
        return await verifyPayment({ db: ctx.db, config: ctx.config, log: request.log }, request.user!.id, request.body);
      } catch (error) {
        // The app's error handler hides every 5xx behind one message; a provider outage deserves its own words.
        if (error instanceof HttpError && error.statusCode >= 500) return reply.status(error.statusCode as 502 | 503).send({ detail: error.message });
        throw error;
      }
    },
  );

  app.post(
    '/payments/sandbox/complete',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'SANDBOX ONLY (never in production): completes a payment without Paystack, through the same deliver-once path',
        security,
        body: CompleteBody,
        response: { 200: Success, ...errors },
      },
    },
    async (request) => {
      if (!sandboxEnabled(ctx.config)) throw notFound();
      const user = request.user!;
      const reference = request.body.reference;
      const order = await orderFor(ctx.db, user.id, reference, 'sandbox', { kind: kindOf(request.body.kind), itemIds: itemIdsOf(request.body.datas) });
      const outcome = order ? await deliverOnce(ctx.db, { ...order, reference, userId: user.id, provider: 'sandbox', providerTransactionId: `sandbox-${reference}` }) : 'already';
      if (outcome === 'duplicate') await settleDuplicate(ctx.db, ctx.config, request.log, reference);
      return { success: 'success' as const };
    },
  );

  // The webhook needs the raw bytes for its signature, so it lives in its own scope with its own body parser.
  await api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(
      '/paystack/webhook',
      {
        // Paystack signs the body instead: the signature is checked in the handler.
        config: { auth: 'public' },
        schema: {
          tags: ['payments'],
          summary: 'Paystack events, signed with x-paystack-signature (HMAC-SHA512 of the raw body)',
          hide: false,
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
