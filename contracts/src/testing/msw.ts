/**
 * The front ends' one way to stand in for the API in component tests: Mock Service Worker handlers built from
 * the endpoint table (../endpoints.ts). Importing this file starts an MSW server for the test file and resets
 * it after each test. `mockApi` answers by 'METHOD /api/path' (a concrete path, or the table's `:param` form);
 * every 2xx answer is parsed with the endpoint's answer schema, and every JSON body the page sends with the
 * endpoint's body schema, so a test can neither stub an answer the API could not send nor pass while the page
 * sends a body the API would refuse. A call no test answered fails the test too.
 *
 * Test-only (imported by path from tests, never by app code). msw 2: msw 3 needs Node 22.12 and ships only
 * ES modules, and the README's test command runs on this machine's Node 20 under Jest's CommonJS.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { ENDPOINTS, type EndpointKey, endpointOf } from '../endpoints';

export interface SentCall {
  method: string;
  /** The path without the query ('/api/dashboard/-1'). */
  path: string;
  search: string;
  body: unknown;
  auth: string | null;
}

/** How a stubbed route answers: built with `ok`, `fail`, `raw` or `offline`, or computed from the call. */
export type Answer = Reply | ((call: SentCall) => Reply);

interface Reply {
  readonly kind: 'reply';
  status: number;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
  networkError?: boolean;
  /** Waits for this before answering (a slow server, or a test that controls when the answer lands). */
  until?: Promise<unknown>;
}

/** A 200 answer; it must satisfy the endpoint's contract. */
export const ok = (body: unknown, options: { until?: Promise<unknown> } = {}): Reply => ({ kind: 'reply', status: 200, body, ...options });
/** An error answer as the API sends it: `{ "detail": ... }`. */
export const fail = (status: number, detail: string): Reply => ({ kind: 'reply', status, body: { detail } });
/** Any status with a raw text body (an empty 500, an HTML error page from a proxy). */
export const raw = (status: number, text = '', headers: Record<string, string> = {}): Reply => ({ kind: 'reply', status, text, headers });
/** The network fails: no answer at all. */
export const offline = (): Reply => ({ kind: 'reply', status: 0, networkError: true });

type Routes = Partial<Record<EndpointKey, Answer | Answer[]>> & Record<string, Answer | Answer[]>;

export const server = setupServer();
const problems: string[] = [];
let routes: Routes = {};
let sent: SentCall[] = [];
const counters = new Map<string, number>();

function routeFor(method: string, path: string): { key: string; answers: Answer | Answer[] } | undefined {
  const concrete = `${method} ${path}`;
  if (routes[concrete]) return { key: concrete, answers: routes[concrete]! };
  const template = endpointOf(method, path);
  if (template && routes[template]) return { key: template, answers: routes[template]! };
  return undefined;
}

function contractProblem(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error!.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

server.use(
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return undefined;
    const text = await request.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const call: SentCall = { method: request.method, path: url.pathname, search: url.search, body, auth: request.headers.get('authorization') };
    sent.push(call);
    const endpoint = endpointOf(call.method, call.path);
    const bodySchema = endpoint ? (ENDPOINTS[endpoint] as { body?: Parameters<typeof contractProblem>[0] }).body : undefined;
    if (bodySchema) {
      const problem = contractProblem(bodySchema, body ?? {});
      if (problem) problems.push(`${call.method} ${call.path} sent a body the API refuses (${problem}): ${text}`);
    }
    const route = routeFor(call.method, call.path);
    if (!route) {
      problems.push(`${call.method} ${call.path}${call.search} was called but the test did not answer it`);
      return HttpResponse.json({ detail: `unexpected ${call.method} ${call.path}` }, { status: 404 });
    }
    const list = Array.isArray(route.answers) ? route.answers : [route.answers];
    const index = Math.min(counters.get(route.key) ?? 0, list.length - 1);
    counters.set(route.key, index + 1);
    const chosen = list[index]!;
    const reply = typeof chosen === 'function' ? chosen(call) : chosen;
    if (reply.until) await reply.until;
    if (reply.networkError) return HttpResponse.error();
    if (reply.text !== undefined) return new HttpResponse(reply.text, { status: reply.status, headers: reply.headers });
    if (reply.status >= 200 && reply.status < 300 && endpoint) {
      const problem = contractProblem(ENDPOINTS[endpoint].answer, reply.body);
      if (problem) problems.push(`the test's answer to ${endpoint} breaks the contract (${problem})`);
    }
    return HttpResponse.json(reply.body as never, { status: reply.status });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  routes = {};
  sent = [];
  counters.clear();
  const found = problems.splice(0);
  if (found.length) throw new Error(`API contract problems in this test:\n- ${found.join('\n- ')}`);
});
afterAll(() => server.close());

/**
 * Answers API calls by route for the current test (replacing earlier routes); an array answers in turn, its last
 * answer repeating. Returns the live list of calls made, with parsed bodies, for exact payload assertions.
 */
export function mockApi(answers: Routes): SentCall[] {
  routes = answers;
  counters.clear();
  return sent;
}

/** Takes the contract problems found so far in this test (so a test can assert them instead of failing on them). */
export const takeProblems = () => problems.splice(0);

/** A promise a test resolves when it wants a held answer (`ok(body, { until })`) to land. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
