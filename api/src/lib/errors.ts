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
