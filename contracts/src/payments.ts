import { z } from 'zod';

/** The server's payment references (and Paystack's): 1–100 letters, digits, '.', '_', '=' or '-'. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9._=-]{1,100}$/;
const Reference = z.string().regex(REFERENCE_PATTERN, 'a payment reference is 1–100 letters, digits, ".", "-" or "="');
const ItemId = z.coerce.number().int().positive().max(2_147_483_647);
/** The cart items (request objects) or the tutorial object: only their ids are read. */
const Datas = z.union([z.array(z.looseObject({ id: ItemId })).min(1).max(50), z.looseObject({ id: ItemId })]);
const Kind = z.string().max(20).optional().describe("'tutorial' when paying for a tutorial; anything else means requests");

/**
 * How a client may pay (Paystack's `channels`): card, bank transfer and USSD; Nigerians pay large invoices by
 * transfer. The server offers them in the intent's answer and Paystack's checkout (and the sandbox's) shows them.
 */
export const PAYMENT_CHANNELS = ['card', 'bank_transfer', 'ussd'] as const;
export const PaymentChannel = z.enum(PAYMENT_CHANNELS);

/** GET /api/payment_config. */
export const PaymentConfig = z.object({ public_key: z.string(), sandbox: z.boolean() });

/** POST /api/payment_intent: the server prices the order and issues the reference. */
export const IntentBody = z.object({
  reference: z.string().max(100).optional().describe('Ignored: the server issues the reference'),
  kind: Kind,
  datas: Datas,
});
/** What is paid for: POST /api/payment_intent's body without the reference (the server issues it). */
export const PaymentOrder = IntentBody.omit({ reference: true });
/** What a payment delivers once paid: the cart's service requests or one tutorial (the wire's `kind`, read by `kindOf`). */
export const PaymentKind = z.enum(['requests', 'tutorial']);
export const IntentAnswer = z.object({
  reference: z.string(),
  amount: z.number().int().describe('Kobo'),
  currency: z.literal('NGN'),
  email: z.string(),
  public_key: z.string(),
  sandbox: z.boolean(),
  channels: z.array(PaymentChannel).min(1).describe("The ways to pay offered: Paystack's `channels`"),
});

/** POST /api/verify_payment: Paystack's callback object, passed on; only the reference is trusted. */
export const VerifyPaymentBody = z.looseObject({
  reference: Reference,
  status: z.string().max(50).optional(),
  trans: z.union([z.string(), z.number()]).optional(),
  transaction: z.union([z.string(), z.number()]).optional(),
  message: z.string().max(200).optional(),
  trxref: z.string().max(100).optional(),
  amount: z.union([z.number(), z.string()]).optional().describe('Ignored: the server computes what is owed'),
  currency: z.string().max(10).optional(),
  kind: Kind,
  datas: Datas.optional(),
});

/** POST /api/sandbox/complete (sandbox mode only). */
export const CompleteBody = z.object({
  reference: Reference,
  kind: Kind,
  datas: Datas,
  channel: PaymentChannel.default('card').describe('The way to pay chosen in the test checkout, recorded as the payment\'s method'),
});

export type PaymentConfig = z.infer<typeof PaymentConfig>;
export type IntentBody = z.infer<typeof IntentBody>;
export type IntentAnswer = z.infer<typeof IntentAnswer>;
export type PaymentOrder = z.infer<typeof PaymentOrder>;
export type PaymentKind = z.infer<typeof PaymentKind>;
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBody>;
export type PaymentChannel = z.infer<typeof PaymentChannel>;
export type CompleteBody = z.input<typeof CompleteBody>;
