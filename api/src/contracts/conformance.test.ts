import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { createRequire } from 'node:module';
import { FILE_MAX_BYTES } from '@agency/contracts/files';
import { createSession } from '../accounts/auth';
import { serviceRequests } from '../db/schema';
import { bookingBody, createTestUser } from '../testing/fixtures';
import { startTestApi } from '../testing/test-api';

/**
 * Every operation of the API's own OpenAPI document, called through `inject` the ways a client gets it
 * wrong (no sign-in, a stale token, the wrong role, invalid input, a body that is not JSON, too large,
 * malformed) and, where cheap, right; then the same calls again on an API whose rate limits allow one call.
 * Each answer's status must be documented for that operation, its Content-Type among the documented media
 * types, and its body valid against the documented schema (openapi-response-validator, OpenAPI 3).
 */

// A CommonJS module whose class is its `default` export: required as such (an ESM import would wrap it once more).
const OpenAPIResponseValidator = createRequire(import.meta.url)('openapi-response-validator').default as typeof import('openapi-response-validator').default;

const PAYSTACK_SECRET_KEY = 'sk_test_conformance';
/** The parts of an OpenAPI 3 document read here. */
interface Media {
  schema?: object;
}
interface Answer {
  description: string;
  content?: Record<string, Media>;
}
interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, Answer>;
}
interface Doc {
  paths: Record<string, Partial<Record<'get' | 'put' | 'post' | 'patch' | 'delete', Operation>>>;
  components?: object;
}
interface Call {
  what: string;
  /** Signed in as (a session opened for this call alone: one that signs out must not sign the next one out). */
  as?: 'client' | 'staff';
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

async function start(overrides: Parameters<typeof startTestApi>[0]) {
  const t = await startTestApi({ API_DOCS: true, PAYSTACK_SECRET_KEY, ...overrides });
  const client = await createTestUser(t.db, t.config);
  const staff = await createTestUser(t.db, t.config, { role: 'staff' });
  // One booking, so the office's booking routes (its calendar file among them) have a row 1 to answer with.
  const booked = await t.app.inject({ method: 'POST', url: '/api/book_consultation', payload: bookingBody({ email: 'conformance@example.ng' }) });
  assert.equal(booked.statusCode, 200, booked.body);
  // And one request of the signed-in client, for the routes on a client's own request (an upload's size and type
  // are judged only once the request is theirs).
  const [own] = await t.db.insert(serviceRequests).values({ userId: client.id, service: 'wd', subject: 'Conformance' }).returning({ id: serviceRequests.id });
  assert.equal(own!.id, OWN_REQUEST);
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as Doc;
  return { t, client, staff, doc };
}

/** The signed-in client's own request (row 2: row 1 is the guest booking). */
const OWN_REQUEST = 2;

const relaxed = await start({ RATE_LIMIT_MAX: 10_000, PAYMENT_RATE_LIMIT_MAX: 10_000 });
const strict = await start({ RATE_LIMIT_MAX: 1, PAYMENT_RATE_LIMIT_MAX: 1 });
after(async () => {
  await relaxed.t.close();
  await strict.t.close();
});

const operations = Object.entries(relaxed.doc.paths).flatMap(([path, item]) =>
  (['get', 'put', 'post', 'patch', 'delete'] as const).filter((m) => item[m]).map((method) => ({ path, method, op: item[method]! })),
);

const authOf = (op: Operation) => {
  const security = op.security ?? [];
  if (!security.length) return 'public';
  return security.some((s) => Object.keys(s).length === 0) ? 'optional' : 'signed-in';
};

/** The calls one operation gets: wrong ways first, then a right one where that costs nothing. */
function callsFor(path: string, method: string, op: Operation): Call[] {
  const upper = method.toUpperCase();
  const fill = (value: string) => path.replace(/\{(\w+)\}/g, value);
  const query = op.parameters?.filter((p) => p.in === 'query').map((p) => `${p.name}=%21%21`) ?? [];
  const badUrl = `${fill('x')}${query.length ? `?${query.join('&')}` : ''}`;
  const staffOnly = op.tags?.includes('office') ?? path.startsWith('/api/office');
  const role = staffOnly ? 'staff' : 'client';
  const takesBody = upper !== 'GET';
  const json = { 'content-type': 'application/json' };
  const calls: Call[] = [
    { what: 'signed out, empty body', method: upper, url: fill('1'), ...(takesBody && { headers: json, payload: '{}' }) },
    { what: 'a stale token', method: upper, url: fill('1'), headers: { authorization: 'Bearer stale-token-of-nobody', ...(takesBody && json) }, ...(takesBody && { payload: '{}' }) },
    { what: 'invalid input', method: upper, url: badUrl, as: role, headers: { ...(takesBody && json) }, ...(takesBody && { payload: JSON.stringify({ bogus: 1 }) }) },
    { what: 'a malformed URL', method: upper, url: `${fill('1')}%zz`, as: role },
  ];
  if (staffOnly) calls.push({ what: 'a client on a staff route', method: upper, url: fill('1'), as: 'client', headers: { ...(takesBody && json) }, ...(takesBody && { payload: '{}' }) });
  if (takesBody) {
    calls.push(
      { what: 'malformed JSON', method: upper, url: fill('1'), as: role, headers: { ...json }, payload: '{"unterminated' },
      // Fastify reads JSON and plain text (which then fails the schema); anything else is refused.
      { what: 'a body that is not JSON', method: upper, url: fill('1'), as: role, headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      { what: 'a body of another type', method: upper, url: fill('1'), as: role, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      { what: 'a body too large', method: upper, url: fill('1'), as: role, headers: { ...json }, payload: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }) },
    );
  }
  if (upper === 'POST' && (path.endsWith('/files') || path === '/api/office/catalogue/images')) {
    // An upload takes a file's bytes, not JSON: its own size and kind refusals, on a request the caller may use (the
    // catalogue's images take at most 10 MB, less than the 20 MB of an engagement's files).
    const url = `${staffOnly ? fill('1') : fill(String(OWN_REQUEST))}?name=file.bin`;
    const raw = { 'content-type': 'application/octet-stream' };
    calls.push(
      { what: 'a file too large', method: upper, url, as: role, headers: raw, payload: Buffer.alloc(FILE_MAX_BYTES + 1, 0x25) },
      { what: 'a file of a refused kind', method: upper, url, as: role, headers: raw, payload: Buffer.from('MZ\x90\x00 a renamed program', 'latin1') },
    );
  }
  if (!takesBody) {
    // Reading is free: the right caller, for row 1 and for a row that does not exist.
    calls.push({ what: 'the right caller, row 1', method: upper, url: fill('1'), as: role });
    if (path.includes('{')) calls.push({ what: 'the right caller, no such row', method: upper, url: fill('999999'), as: role });
  }
  if (path === '/api/paystack/webhook') {
    const body = JSON.stringify({ event: 'transfer.success', data: { reference: 'none' } });
    const signature = createHmac('sha512', PAYSTACK_SECRET_KEY).update(body).digest('hex');
    calls.push({ what: 'a signed event', method: upper, url: path, headers: { ...json, 'x-paystack-signature': signature }, payload: body });
  }
  return calls;
}

/**
 * OpenAPI 3.0's exclusive bounds (`minimum: 0, exclusiveMinimum: true`, what a zod `.positive()` is documented as) in
 * the JSON Schema form the validator's Ajv compiles (`exclusiveMinimum: 0`): the same rule, and the document stays 3.0.
 */
function ajvBounds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(ajvBounds);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, ajvBounds(value)]));
  for (const [bound, exclusive] of [['minimum', 'exclusiveMinimum'], ['maximum', 'exclusiveMaximum']] as const) {
    if (out[exclusive] === true && typeof out[bound] === 'number') {
      out[exclusive] = out[bound];
      delete out[bound];
    } else if (out[exclusive] === false) delete out[exclusive];
  }
  return out;
}

/** One compiled validator per operation, status and media type (compiling is most of the cost). */
const validators = new Map<string, InstanceType<typeof OpenAPIResponseValidator>>();
function validatorFor(doc: Doc, op: Operation, status: number, mediaType: string) {
  const key = `${status} ${mediaType} ${JSON.stringify(op.responses[status])}`;
  let validator = validators.get(key);
  if (!validator) {
    validator = new OpenAPIResponseValidator({
      // Its OpenAPI 3 form: the schema of the answer's own media type (the library reads a response's first one).
      responses: { [status]: { content: { [mediaType]: ajvBounds(op.responses[status]!.content![mediaType]!) } } } as never,
      components: doc.components as never,
    });
    validators.set(key, validator);
  }
  return validator;
}

/** Why an answer does not match the document (undefined: it does). */
function mismatch(doc: Doc, op: Operation, res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | undefined {
  const documented = op.responses[String(res.statusCode)];
  if (!documented) return `answered ${res.statusCode}, documented only ${Object.keys(op.responses).join(', ')} (${res.body.slice(0, 120)})`;
  if (!documented.content) return res.body.length ? `answered ${res.statusCode} with a body, documented none` : undefined;
  const mediaType = String(res.headers['content-type'] ?? '').split(';')[0]!.trim();
  const key = Object.keys(documented.content).find((type) => type.split(';')[0]!.trim() === mediaType);
  if (!key) return `answered ${res.statusCode} as ${mediaType || 'no Content-Type'}, documented as ${Object.keys(documented.content).join(', ')}`;
  let body: unknown = res.body;
  if (/json/.test(mediaType)) body = JSON.parse(res.body);
  const validator = validatorFor(doc, op, res.statusCode, key);
  const error = validator.validateResponse(res.statusCode, body);
  return error ? `answered ${res.statusCode} with a body the document refuses: ${JSON.stringify(error.errors)} (${res.body.slice(0, 120)})` : undefined;
}


async function run(api: typeof relaxed, path: string, method: string, op: Operation, only?: (call: Call) => boolean, times = 1) {
  const failures: string[] = [];
  const seen = new Set<number>();
  for (const call of callsFor(path, method, op).filter(only ?? (() => true))) {
    for (let i = 0; i < times; i++) {
      const headers = { ...call.headers };
      if (call.as) headers.authorization = `Bearer ${await createSession(api.t.db, api.t.config, api[call.as].id)}`;
      const res = await api.t.app.inject({ method: call.method as 'GET', url: call.url, headers, payload: call.payload });
      seen.add(res.statusCode);
      const why = mismatch(api.doc, op, res);
      if (why) failures.push(`${call.what}: ${why}`);
    }
  }
  return { failures, seen };
}

describe('every operation of the OpenAPI document answers only as documented', () => {
  it('covers the whole document', () => {
    assert.ok(operations.length >= 50, `${operations.length} operations`);
  });

  for (const { path, method, op } of operations) {
    it(`${method.toUpperCase()} ${path}`, async () => {
      const { failures, seen } = await run(relaxed, path, method, op);
      // The calls reached what they aim at: auth first, then the input.
      if (authOf(op) === 'signed-in') assert.ok(seen.has(401), `${[...seen]}: no 401 signed out`);
      if (op.tags?.includes('office')) assert.ok(seen.has(403), `${[...seen]}: no 403 for a client`);
      if (method !== 'get' && path !== '/api/paystack/webhook') for (const code of [400, 413, 415]) assert.ok(seen.has(code), `${[...seen]}: no ${code}`);
      // Rate limits count before the sign-in is checked (per address) or right after it (per account).
      const limited = await run(strict, path, method, op, (call) => call.what === 'signed out, empty body' || call.what === 'invalid input', 2);
      assert.deepEqual([...failures, ...limited.failures.map((f) => `rate-limited, ${f}`)], []);
    });
  }
});
