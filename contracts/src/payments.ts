import { z } from 'zod';

/** The server's payment references (and Paystack's): 1–100 letters, digits, '.', '_', '=' or '-'. */
export const REFERENCE_PATTERN = /^[A-Za-z0-9._=-]{1,100}$/;
const Reference = z.string().regex(REFERENCE_PATTERN, 'a payment reference is 1–100 letters, digits, ".", "-" or "="');
const ItemId = z.coerce.number().int().positive().max(2_147_483_647);
/** The cart items (request objects) or the tutorial object: only their ids are read. */
const Datas = z.union([z.array(z.looseObject({ id: ItemId })).min(1).max(50), z.looseObject({ id: ItemId })]);
const Kind = z.string().max(20).optional().describe("'tutorial' when paying for a tutorial; anything else means requests");

/** GET /api/payment_config. */
export const PaymentConfig = z.object({ public_key: z.string(), sandbox: z.boolean() });

/** POST /api/payment_intent: the server prices the order and issues the reference. */
export const IntentBody = z.object({
  reference: z.string().max(100).optional().describe('Ignored: the server issues the reference'),
  kind: Kind,
  datas: Datas,
});
export const IntentAnswer = z.object({
  reference: z.string(),
  amount: z.number().int().describe('Kobo'),
  currency: z.literal('NGN'),
  email: z.string(),
  public_key: z.string(),
  sandbox: z.boolean(),
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
export const CompleteBody = z.object({ reference: Reference, kind: Kind, datas: Datas });

export type PaymentConfig = z.infer<typeof PaymentConfig>;
export type IntentBody = z.infer<typeof IntentBody>;
export type IntentAnswer = z.infer<typeof IntentAnswer>;
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBody>;
