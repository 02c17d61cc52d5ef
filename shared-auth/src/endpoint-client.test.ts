import { ENDPOINTS } from '@agency/contracts/endpoints';
import { fail, mockApi, ok, raw } from '@agency/contracts/testing/msw';
import { ApiError, errorMessage } from './api-client';
import { useAuthStore } from './auth-store';
import { AnswerShapeError, createEndpointClient, endpointPath } from './endpoint-client';
import { GENERIC_ERROR_MESSAGE } from './messages';
import { configureRuntime } from './runtime-config';

const { callEndpoint, endpointKey } = createEndpointClient(ENDPOINTS);
const json = { 'content-type': 'application/json' };

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call was expected to fail');
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null });
  configureRuntime({ apiBase: '/api' });
});

describe('the endpoint client', () => {
  it('fills the path parameters from the endpoint key, sends the body and resolves to the parsed answer', async () => {
    const calls = mockApi({
      'GET /api/dashboard/:id': ok({ project: null, projects: [] }),
      'POST /api/office/requests/:id/quote': ok({ success: 'success' }),
      'GET /api/office/payments': ok([]),
    });
    await callEndpoint('GET /api/dashboard/:id', { params: { id: 'a b/c' } });
    await callEndpoint('POST /api/office/requests/:id/quote', { params: { id: 4 }, body: { price: 150_000 } });
    await callEndpoint('GET /api/office/payments', { search: { status: 'failed' } });
    expect(calls.map((c) => [c.method, c.path, c.search, c.body])).toEqual([
      ['GET', '/api/dashboard/a%20b%2Fc', '', undefined],
      ['POST', '/api/office/requests/4/quote', '', { price: 150_000 }],
      ['GET', '/api/office/payments', '?status=failed', undefined],
    ]);
  });

  it('refuses an answer whose shape breaks the contract, naming the endpoint and what was wrong, instead of casting it', async () => {
    mockApi({ 'GET /api/home': raw(200, JSON.stringify({ messages: [{ id: 1, name: 42 }] }), json) });
    const error = await failureOf(callEndpoint('GET /api/home'));
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect(error.message).toMatch(/^GET \/api\/home answered a shape its contract refuses: messages\.0\.\w+: /);
    expect(error.detail).toBeUndefined();
    // A screen shows its own generic failure text for it.
    expect(errorMessage(error, 'Could not load.')).toBe('Could not load.');
  });

  it('refuses an answer that is not the contract at all (a list where an object is due)', async () => {
    mockApi({ 'GET /api/office/me': raw(200, '[]', json) });
    const error = await failureOf(callEndpoint('GET /api/office/me'));
    expect(error.message).toMatch(/^GET \/api\/office\/me answered a shape its contract refuses: \(root\): /);
  });

  it("still reads a refusal's detail, and signs out on 401", async () => {
    useAuthStore.getState().signIn({ token: 't', first_name: 'Ada', last_name: '0803', email: 'a@example.com', id: 7 });
    mockApi({ 'GET /api/requests': fail(401, 'Please log in.') });
    const error = await failureOf(callEndpoint('GET /api/requests'));
    expect([error.status, error.detail]).toEqual([401, 'Please log in.']);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('hands a file answer (format csv/ics) over as a Blob, unparsed', async () => {
    mockApi({ 'GET /api/office/subscribers.csv': raw(200, 'email\na@example.com\n', { 'content-type': 'text/csv' }) });
    const file = await callEndpoint('GET /api/office/subscribers.csv');
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('email\na@example.com\n');
  });

  it('keys a read by its API path, then its query, so a prefix invalidates every parameter and filter', () => {
    expect(endpointKey('GET /api/dashboard/:id', { params: { id: -1 } })).toEqual(['api', 'dashboard', '-1']);
    expect(endpointKey('GET /api/office/requests', { search: { status: 'new' } })).toEqual(['api', 'office', 'requests', { status: 'new' }]);
    expect(endpointPath('POST /api/office/payments/:reference/retry-refund', { reference: 'ref/1' })).toBe('office/payments/ref%2F1/retry-refund');
  });

  it('a failed load of the table is the generic failure, not a crash', async () => {
    mockApi({ 'GET /api/home': ok({ messages: [] }) });
    const broken = createEndpointClient<typeof ENDPOINTS>(() => Promise.reject(new Error('chunk failed')));
    const error = await failureOf(broken.callEndpoint('GET /api/home'));
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
  });
});
