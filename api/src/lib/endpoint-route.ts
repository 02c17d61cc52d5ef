import { ENDPOINTS, type EndpointKey } from '@agency/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';

/**
 * A route of the API, registered from its entry in the contracts' endpoint table (`ENDPOINTS`): the method,
 * the path, the body schema and the 200 answer's schema are read from the table, never restated here, and the
 * handler is typed from them (`request.body` is the body's type, the return the answer's). A key that is not in
 * the table is a type error, and refused at run time as well (a cast, a JavaScript caller).
 *
 * The path is the table's (`/api/office/requests/:id/quote`) less the prefix of the scope it is registered in
 * (`/api/office`), so a domain registers under whatever prefix it is mounted and the served path is the table's;
 * a scope whose prefix the path does not start with is refused.
 */

type EntryOf<K extends EndpointKey> = (typeof ENDPOINTS)[K];
type BodyOf<K extends EndpointKey> = EntryOf<K> extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
type Infer<S> = S extends z.ZodType ? z.output<S> : unknown;

/** What a route's handler answers: the table's 200 answer, or the reply it sent itself (a file, a cached string). */
export type AnswerOf<K extends EndpointKey> = z.output<EntryOf<K>['answer']>;

type Security = { [label: string]: string[] }[];

/** What the route says besides what the table says: its documentation, its params and query, its error answers. */
export interface EndpointSchema<P extends z.ZodType | undefined, Q extends z.ZodType | undefined> {
  tags: string[];
  summary: string;
  description?: string;
  security?: Security;
  params?: P;
  querystring?: Q;
  /** The `{ detail }` (or other) answers besides 200, by status code: `detailAnswers(400, 404)`. */
  errors?: { [code: number]: z.ZodType } & { 200?: never };
  /** A file download (CSV, iCalendar): its 2xx answer's media types (see route-schema.ts `documentRoute`). */
  produces?: readonly string[];
}

export type EndpointRequest<K extends EndpointKey, P, Q> = FastifyRequest<{ Body: BodyOf<K>; Params: Infer<P>; Querystring: Infer<Q> }>;

type Answered<K extends EndpointKey> = AnswerOf<K> | FastifyReply | undefined;

export interface EndpointRouteOptions<K extends EndpointKey, P extends z.ZodType | undefined, Q extends z.ZodType | undefined> {
  config: FastifyContextConfig;
  schema: EndpointSchema<P, Q>;
  handler: (this: FastifyInstance, request: EndpointRequest<K, P, Q>, reply: FastifyReply) => Answered<K> | Promise<Answered<K>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint-table entry a route was registered from (set by `endpointRoute`, checked by `contractOnly`). */
    endpoint?: EndpointKey;
    /** A route deliberately outside the endpoint table, and why (the Paystack webhook: Paystack's body, not ours). */
    outsideContract?: string;
  }
}

/** Method and path of an endpoint key, its path relative to the scope's prefix. */
export function routeOf(key: string, prefix: string): { method: string; url: string } {
  if (!Object.hasOwn(ENDPOINTS, key)) throw new Error(`${key} is not in the endpoint table (contracts/src/endpoints.ts): add it there first.`);
  const [method, path] = key.split(' ') as [string, string];
  if (!path.startsWith(`${prefix}/`)) throw new Error(`${key} cannot be registered in a scope mounted at ${prefix || '/'}.`);
  return { method, url: path.slice(prefix.length) };
}

export function endpointRoute<K extends EndpointKey, P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  key: K,
  options: EndpointRouteOptions<K, P, Q>,
): void {
  const { method, url } = routeOf(key, app.prefix);
  const entry = ENDPOINTS[key] as { body?: z.ZodType; answer: z.ZodType };
  const { errors, ...schema } = options.schema;
  app.route({
    method,
    url,
    config: { ...options.config, endpoint: key },
    schema: { ...schema, ...(entry.body ? { body: entry.body } : {}), response: { 200: entry.answer, ...errors } },
    handler: options.handler as unknown as RouteHandlerMethod,
  });
}

/**
 * Refuses, as the server starts, any route of this scope not registered from the endpoint table (or marked
 * `outsideContract`, with its reason): a route cannot be served without being in the table.
 */
export function contractOnly(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (route.config?.endpoint || route.config?.outsideContract) return;
    throw new Error(`${String(route.method)} ${route.url} is not registered from the endpoint table: use endpointRoute (api/src/lib/endpoint-route.ts).`);
  });
}
