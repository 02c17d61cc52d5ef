import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config';
import { HttpError } from './errors';

/**
 * Per-IP route limit (`config: { rateLimit: ipRateLimit(config) }`). The 429 is an HttpError so the
 * app's error handler answers it as `{ detail }` with the wait in seconds.
 */
/**
 * Per-account route limit for signed-in routes. It runs at preParsing, after the access-control hook
 * has set request.user, and counts each account on its own whatever address it calls from.
 */
export function accountRateLimit(config: Config, max = config.PAYMENT_RATE_LIMIT_MAX): RateLimitOptions {
  return {
    ...ipRateLimit(config, max),
    timeWindow: 60_000,
    hook: 'preParsing',
    keyGenerator: (request) => `user:${request.user?.id ?? request.ip}`,
  };
}

export function ipRateLimit(config: Config, max = config.RATE_LIMIT_MAX): RateLimitOptions {
  return {
    max,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests. Please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`),
  };
}
