import { Detail } from '@agency/contracts';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The pieces every domain's route schemas share, written once. Who may call a route is not here: that is
 * `config: { auth }`, enforced by the one access hook (accounts/access.ts); these only document it.
 */

type Security = { [label: string]: string[] }[];

/** OpenAPI security of a route that needs a sign-in ('user' or 'staff'). */
export const signedIn: Security = [{ bearer: [] }];

/** OpenAPI security of a route that works signed in or not ('optional'). */
export const signedInOrNot: Security = [{}, { bearer: [] }];

/** The `{ detail }` error answers a route can give, by status code: `detailAnswers(400, 401, 404)`. */
export function detailAnswers<C extends number>(...codes: C[]): Record<C, typeof Detail> {
  return Object.fromEntries(codes.map((code) => [code, Detail])) as Record<C, typeof Detail>;
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Documentation only: the body of a route that reads its raw bytes itself (its own content parser, no
     * validation by schema), such as the Paystack webhook. It appears in the OpenAPI document as the request
     * body; nothing checks it at run time.
     */
    documentedBody?: unknown;
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What every route may answer besides its own codes, by what the route is. */
export function commonAnswers(route: Pick<RouteOptions, 'method' | 'config' | 'schema'>): Record<number, string> {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
  const schema = (route.schema ?? {}) as FastifySchema;
  const auth = route.config?.auth ?? 'user';
  const hasInput = Boolean(schema.body || schema.querystring || schema.params || schema.headers);
  const takesBody = methods.some((m) => BODY_METHODS.has(m));
  const answers: Record<number, string> = {
    // A URL Fastify cannot read (a bad escape) is refused with 400 before any route, whatever the route.
    400: hasInput ? 'The input is invalid: the detail says which field and why.' : 'The request is malformed (its URL or body cannot be read).',
  };
  if (auth === 'optional') answers[401] = 'A bearer token was sent but its session has expired or does not exist: sign in again.';
  if (auth === 'user' || auth === 'staff') answers[401] = 'Not signed in, or the session has expired.';
  if (auth === 'staff') answers[403] = 'Signed in, but not as the agency’s staff.';
  if (takesBody) answers[413] = 'The body is larger than this route accepts.';
  if (takesBody && !schema.documentedBody) answers[415] = 'The body is of a type this route does not read (it reads application/json).';
  if (route.config?.rateLimit) answers[429] = 'Too many requests from this address or account: the detail says how long to wait.';
  answers[500] = 'Something went wrong on the server.';
  return answers;
}

/** OpenAPI security for an auth level: public routes say so explicitly (`[]`), not by leaving it out. */
export function securityOf(auth: string | undefined): Security {
  if (auth === 'public') return [];
  if (auth === 'optional') return signedInOrNot;
  return signedIn;
}

/** A name for an operation, from its method and path: `POST /api/office/tutorials/:id/finish` → `postOfficeTutorialsIdFinish`. */
export function operationIdOf(method: RouteOptions['method'], url: string): string {
  const verb = String(Array.isArray(method) ? method[0] : method).toLowerCase();
  return verb + url.replace(/^\/api/, '').replace(/[^a-zA-Z0-9]+([a-zA-Z0-9])?/g, (_, c: string | undefined) => c?.toUpperCase() ?? '');
}

/**
 * The OpenAPI transform of every API route: zod to JSON Schema (fastify-type-provider-zod), with, written
 * once here rather than in each route file,
 * - every `{ detail }` answer the route can give because of what it is (`commonAnswers`: its input, its
 *   auth level, its body, its rate limit, the error handler), next to the route's own codes;
 * - its security from `config.auth` (`securityOf`), the level the access hook enforces, and an operationId;
 * - `produces` (a file download: CSV, iCalendar) applied to its 2xx answer only, its errors staying JSON;
 * - `documentedBody` as the request body of a route that parses its own raw body.
 * It only writes the document: validation and serialisation use the route's own schema.
 */
export const documentRoute: typeof jsonSchemaTransform = (input) => {
  const route = input.route as RouteOptions;
  const schema = { ...((input.schema ?? {}) as FastifySchema & { produces?: readonly string[]; hide?: boolean }) };
  const response: Record<string, unknown> = { ...((schema.response as Record<string, unknown>) ?? {}) };
  for (const [code, description] of Object.entries(commonAnswers(route))) response[code] ??= Detail.describe(description);
  const produces = schema.produces;
  delete schema.produces;
  if (schema.documentedBody) {
    schema.body = schema.documentedBody;
    delete schema.documentedBody;
  }
  const operationId = schema.operationId ?? operationIdOf(route.method, input.url);
  const out = jsonSchemaTransform({ ...input, schema: { ...schema, operationId, response, security: securityOf(route.config?.auth) } });
  if (produces?.length) {
    const answers = (out.schema as { response: Record<string, Record<string, unknown>> }).response;
    for (const code of Object.keys(answers).filter((c) => c.startsWith('2'))) {
      const { description, ...json } = answers[code]!;
      answers[code] = { description: description ?? 'The file', content: Object.fromEntries(produces.map((type) => [type, { schema: json }])) };
    }
  }
  return out;
};
