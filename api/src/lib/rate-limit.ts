import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config';
import { HttpError } from './errors';

/**
 * Per-IP route limit (`config: { rateLimit: ipRateLimit(config) }`). The 429 is an HttpError so the
 * app's error handler answers it as `{ detail }` with the wait in seconds.
 */
export function ipRateLimit(config: Config, max = config.RATE_LIMIT_MAX): RateLimitOptions {
  return {
    max,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`),
  };
}
