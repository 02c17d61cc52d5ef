/** An error with a status code and a `detail` safe to show to the user. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** More of the answer beside `detail` (a refused slot's `nearest`). */
  readonly extra?: Record<string, unknown>;
  constructor(statusCode: number, detail: string, extra?: Record<string, unknown>) {
    super(detail);
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
/** What a private route answers a caller who is not signed in (the client signs out on any 401). */
export const NOT_SIGNED_IN = 'Authentication credentials were not provided or are invalid.';
export const unauthorized = (detail = NOT_SIGNED_IN) => new HttpError(401, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') => new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

/**
 * A card-payment route on a server that cannot take this payment: no Paystack key, and (for Paystack's own routes)
 * the sandbox instead, whose route the answer names. 503: the server, not the request, is what is missing. The only
 * 5xx a well-formed request may get (api/src/fuzz.test.ts allows exactly these texts).
 */
export const PAYMENTS_UNAVAILABLE = {
  notConfigured: 'Card payments are not configured on this server.',
  inSandbox: 'Card payments run in sandbox mode here: complete them with POST /api/payments/sandbox/complete.',
} as const;
export const paymentsUnavailable = (why: keyof typeof PAYMENTS_UNAVAILABLE = 'notConfigured') => new HttpError(503, PAYMENTS_UNAVAILABLE[why]);
