import { FIELD_BODY_LIMIT } from '@agency/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { endpointRoute } from '../lib/endpoint-route';
import { HttpError } from '../lib/errors';
import { ipRateLimit } from '../lib/rate-limit';
import { detailAnswers } from '../lib/route-schema';
import { recordField } from './service';

/**
 * POST /api/field: the browsers' field-data beacons (Web Vitals and front-end errors, docs/field-data.md).
 * Anonymous by construction: the route is public, so the access hook never reads a bearer token; the Cookie
 * header is dropped before anything else runs (the site sets no cookie, and a future one must not reach here);
 * the address only keys the rate limiter and is never stored. `navigator.sendBeacon` sends its JSON as
 * text/plain (a CORS-safelisted type, so no browser refuses or preflights it): in this scope alone, text/plain
 * is parsed as JSON, then validated by the contract's schema like any body.
 */
export async function fieldRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  // Its own size cap, well under the API's (a beacon is a few hundred bytes): more answers 413 { detail }.
  api.addHook('onRoute', (route) => {
    route.bodyLimit = FIELD_BODY_LIMIT;
  });
  api.addHook('onRequest', (request, _reply, done) => {
    delete request.headers.cookie;
    done();
  });
  api.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: FIELD_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'The beacon is not JSON.'), undefined);
    }
  });

  endpointRoute(api, 'POST /api/field', {
    config: { auth: 'public', rateLimit: ipRateLimit(ctx.config, ctx.config.FIELD_DATA_RATE_LIMIT_MAX) },
    schema: {
      tags: ['field data'],
      summary: 'Report Web Vitals and front-end errors from a visitor’s browser (anonymous, sampled, rate-limited)',
      errors: detailAnswers(400, 413, 429),
    },
    handler: async (request) => {
      await recordField(ctx.db, request.body);
      return { success: 'success' as const };
    },
  });
}
