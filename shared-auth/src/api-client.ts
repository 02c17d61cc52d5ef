import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { useAuthStore } from './auth-store';
import { GENERIC_ERROR_MESSAGE, OFFLINE_MESSAGE } from './messages';
import { getRuntimeConfig } from './runtime-config';

/** A failed call, carrying the server's `detail` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly offline: boolean;
  /**
   * The refusal's whole JSON body, for a screen that reads more than its `detail` (since 1.4.0: a refused slot's 409
   * carries the nearest free ones); parse it with the contract's schema, never cast it. Undefined when there was none.
   */
  readonly data: unknown;

  constructor(message: string, options: { status?: number; detail?: string; offline?: boolean; data?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status ?? 0;
    this.detail = options.detail;
    this.offline = options.offline ?? false;
    this.data = options.data;
  }
}

function detailOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'detail' in data) {
    const { detail } = data as { detail: unknown };
    if (typeof detail === 'string' && detail.trim()) return detail;
  }
  return undefined;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function createClient(): KyInstance {
  return ky.create({
    timeout: 20_000,
    fetch: (input, init) => {
      const own = getRuntimeConfig().fetch;
      return own ? own(new Request(input, init)) : fetch(input, init);
    },
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (isOffline()) throw new ApiError(OFFLINE_MESSAGE, { offline: true });
          const token = useAuthStore.getState().user?.token;
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        ({ response }) => {
          // Any call answered with 401 signs the user out (spec section 4).
          if (response.status === 401 && useAuthStore.getState().user) useAuthStore.getState().signOut();
        },
      ],
    },
  });
}

let client: KyInstance | null = null;

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const detail = detailOf(error.data);
    return new ApiError(detail ?? GENERIC_ERROR_MESSAGE, { status: error.response.status, detail, data: error.data });
  }
  if (isOffline()) return new ApiError(OFFLINE_MESSAGE, { offline: true });
  return new ApiError(GENERIC_ERROR_MESSAGE);
}

/** Sends one call through the site's one client; resolves to the successful Response, rejects with an ApiError. */
export async function sendRequest(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: Pick<Options, 'signal' | 'timeout'> = {},
): Promise<Response> {
  client ??= createClient();
  const base = getRuntimeConfig().apiBase.replace(/\/+$/, '');
  const url = new URL(`${base}/${path.replace(/^\/+/, '')}`, globalThis.location?.href ?? 'http://localhost/').href;
  // An upload (since 1.5.0) sends the file's bytes as they are, with its type, and waits as long as the network
  // needs: a 20 MB file on a slow phone takes minutes, and the API refuses too big a file itself.
  const sent: Options =
    typeof Blob !== 'undefined' && body instanceof Blob
      ? { body, headers: { 'content-type': body.type || 'application/octet-stream' }, timeout: false }
      : { json: body };
  try {
    return await client(url, { method, ...sent, ...options });
  } catch (error) {
    throw toApiError(error);
  }
}

/** A successful answer's JSON (null for an empty body); a body that is not JSON is the generic failure. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * The untyped client under `callEndpoint` (./endpoint-client.ts). `path` is relative to the API base
 * ('home', 'dashboard/-1'). Resolves to the JSON answer, NOT checked against any contract.
 * @deprecated Kept for remotes built before the endpoint table drove the client; new code calls `callEndpoint`
 * ('@agency/shared-auth/endpoints'), which parses the answer.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: Pick<Options, 'signal' | 'timeout'> = {},
): Promise<T> {
  return (await readJson(await sendRequest(method, path, body, options))) as T;
}

/** @deprecated As `apiRequest`: kept for remotes built before the endpoint table drove the client. */
export const api = {
  get: <T>(path: string, options?: Pick<Options, 'signal'>) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: Pick<Options, 'signal'>) => apiRequest<T>('POST', path, body ?? {}, options),
};

/** The message a screen shows for a failure: the server's detail if present, else the screen's own text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.offline) return OFFLINE_MESSAGE;
    return error.detail ?? fallback;
  }
  return fallback;
}

/** Logout: revokes the session on the server (best effort) and clears login state and the stored user info. */
export async function logout(): Promise<void> {
  const { user, signOut } = useAuthStore.getState();
  if (user) {
    try {
      await sendRequest('POST', 'logout', {}, { timeout: 5_000 });
    } catch {
      // The local sign-out must happen even when the server cannot be reached.
    }
  }
  signOut();
}
