import type { EndpointAnswer, EndpointBody, EndpointParams, EndpointTable } from '@agency/contracts/endpoints';
import { ApiError, readJson, sendRequest } from './api-client';
import { GENERIC_ERROR_MESSAGE } from './messages';
import { apiKey } from './query';

type QueryKey = ReturnType<typeof apiKey>;

/**
 * An answer its endpoint's contract refuses. It says which endpoint and what was wrong (for the console and error
 * reports); it carries no `detail`, so a screen shows its own generic failure text (`errorMessage`), never a cast
 * value it cannot render.
 */
export class AnswerShapeError extends ApiError {
  readonly endpoint: string;

  constructor(endpoint: string, problems: string) {
    super(`${endpoint} answered a shape its contract refuses: ${problems}`, { status: 200 });
    this.name = 'AnswerShapeError';
    this.endpoint = endpoint;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Search = Record<string, string>;
type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;

/** A schema an answer is parsed with (a zod schema). */
export interface AnswerSchema<A> {
  safeParse(value: unknown): { success: true; data: A } | { success: false; error: { issues: Issues } };
}

/** What a call of endpoint `K` takes: its path parameters and its body when it has them, a query, an abort signal. */
export type CallOptions<T extends EndpointTable, K extends keyof T & string> = ([EndpointParams<K>] extends [never]
  ? { params?: undefined }
  : { params: EndpointParams<K> }) &
  ([EndpointBody<T[K]>] extends [never] ? { body?: undefined } : { body: EndpointBody<T[K]> }) & {
    search?: Search;
    signal?: AbortSignal;
  };

/** The options argument, required only when the endpoint has path parameters or a body. */
type CallArgs<T extends EndpointTable, K extends keyof T & string> = [EndpointParams<K>] extends [never]
  ? [EndpointBody<T[K]>] extends [never]
    ? [options?: CallOptions<T, K>]
    : [options: CallOptions<T, K>]
  : [options: CallOptions<T, K>];

/** The address of a call, relative to the API base: 'GET /api/dashboard/:id' with { id: -1 } → 'dashboard/-1'. */
export function endpointPath(key: string, params: Record<string, string | number> = {}): string {
  const path = key.slice(key.indexOf(' ') + 1).replace(/^\/api\//, '');
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${key}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

function problemsOf(issues: Issues): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');
}

function parseAnswer<A>(key: string, schema: AnswerSchema<A>, answer: unknown): A {
  const result = schema.safeParse(answer);
  if (!result.success) throw new AnswerShapeError(key, problemsOf(result.error.issues));
  return result.data;
}

/**
 * The typed API client, driven by the endpoint table (`@agency/contracts/endpoints`): a call is named by its
 * endpoint key, its path parameters and body are typed from the table, and its answer is parsed with the
 * endpoint's answer schema (a refused shape is an AnswerShapeError, never a cast). A file answer (`format`)
 * resolves to a Blob. Requests go through the one client (token, 401 sign-out, `detail` errors, the GET retry).
 *
 * The table is given by the caller, not held here: this singleton is shared by builds of different remotes, and
 * each remote parses with the contracts it was built with ('@agency/shared-auth/endpoints' binds it). `table` may be
 * a loader, so zod and the schemas load in a chunk of their own, in parallel with the first request, and stay out
 * of a page's first load (a server-rendered page hydrates with its answers and asks nothing).
 */
export function createEndpointClient<T extends EndpointTable>(table: T | (() => Promise<T>)) {
  let loaded: Promise<T> | undefined;
  const schemas = () => {
    loaded ??= typeof table === 'function' ? table() : Promise.resolve(table);
    return loaded;
  };

  /** The relative address of a call, with its query. */
  function pathOf(key: string, options: { params?: object; search?: Search } = {}): string {
    const path = endpointPath(key, options.params as Record<string, string | number> | undefined);
    const query = new URLSearchParams(options.search ?? {}).toString();
    return query ? `${path}?${query}` : path;
  }

  async function callEndpoint<K extends keyof T & string>(key: K, ...[options]: CallArgs<T, K>): Promise<EndpointAnswer<T[K]>> {
    const { params, body, search, signal } = (options ?? {}) as { params?: object; body?: unknown; search?: Search; signal?: AbortSignal };
    const method = key.slice(0, key.indexOf(' ')) as Method;
    const sent = body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
    // The schemas load while the request is under way; a table that cannot load is the generic failure.
    const table = schemas().catch(() => {
      throw new ApiError(GENERIC_ERROR_MESSAGE);
    });
    table.catch(() => undefined);
    const response = await sendRequest(method, pathOf(key, { params, search }), sent, { signal });
    const endpoint = (await table)[key];
    if (!endpoint) throw new AnswerShapeError(key, 'no such endpoint in the contracts this page was built with');
    if (endpoint.format) return (await response.blob()) as EndpointAnswer<T[K]>;
    return parseAnswer(key, endpoint.answer as AnswerSchema<EndpointAnswer<T[K]>>, await readJson(response));
  }

  /**
   * The same call, its answer parsed with `schema` instead of the table's: a reading looser than the contract (a
   * field an older API did not send yet, the spec's null message). The type is the schema's, so nothing is cast.
   * `schema` may be a loader, to keep zod out of a page's first load.
   */
  async function callEndpointAs<K extends keyof T & string, A>(
    schema: AnswerSchema<A> | (() => Promise<AnswerSchema<A>>),
    key: K,
    ...[options]: CallArgs<T, K>
  ): Promise<A> {
    const { params, body, search, signal } = (options ?? {}) as { params?: object; body?: unknown; search?: Search; signal?: AbortSignal };
    const method = key.slice(0, key.indexOf(' ')) as Method;
    const sent = body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
    const loading = (typeof schema === 'function' ? schema() : Promise.resolve(schema)).catch(() => {
      throw new ApiError(GENERIC_ERROR_MESSAGE);
    });
    loading.catch(() => undefined);
    const response = await sendRequest(method, pathOf(key, { params, search }), sent, { signal });
    return parseAnswer(key, await loading, await readJson(response));
  }

  /**
   * The cache key of a read: its API path split at '/' under 'api' (`apiKey`), then its query when it has one, so
   * `invalidateApi('dashboard')` reaches every project and 'office/requests' every filter.
   */
  function endpointKey<K extends keyof T & string>(key: K, options: { params?: EndpointParams<K>; search?: Search } = {}): QueryKey {
    const path = apiKey(endpointPath(key, options.params as Record<string, string | number> | undefined));
    return options.search ? [...path, options.search] : path;
  }

  /** A read's query options (its key and its call), to spread into `useApiQuery` with any others. */
  function endpointQuery<K extends keyof T & string>(key: K, ...[options]: CallArgs<T, K>) {
    const { params, search } = (options ?? {}) as { params?: EndpointParams<K>; search?: Search };
    return {
      queryKey: endpointKey(key, { params, search }),
      queryFn: ({ signal }: { signal: AbortSignal }) => (callEndpoint as (k: K, o: object) => Promise<EndpointAnswer<T[K]>>)(key, { ...options, signal }),
    };
  }

  return { callEndpoint, callEndpointAs, endpointKey, endpointQuery };
}

export type EndpointClient<T extends EndpointTable> = ReturnType<typeof createEndpointClient<T>>;
