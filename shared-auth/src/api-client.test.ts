import { type Answer, fail, mockApi, offline, ok, raw, server } from '@agency/contracts/testing/msw';
import { ApiError, api, errorMessage, logout } from './api-client';
import { useAuthStore } from './auth-store';
import { GENERIC_ERROR_MESSAGE, OFFLINE_MESSAGE } from './messages';
import { configureRuntime } from './runtime-config';
import type { UserInfo } from './types';
import { USER_INFO_KEY } from './user-storage';

const ADA: UserInfo = { token: 'tok-ada', first_name: 'Ada', last_name: '08030000000', email: 'ada@example.com', id: 7 };
const SETTINGS = { email: 'ada@example.com', password: 'Secret#123', phone: '08030000000', name: 'Ada Lovelace' };
const CONTACT = { name: 'Ada', email: 'ada@example.com', subject: 'A website', message: 'We need a new website.' };

/**
 * Every request that reached the network layer (MSW's interceptor), whatever its host or path: `mockApi`'s
 * calls list has the path, body and token, this has the full URL and headers the client built.
 */
let wire: Request[] = [];
const seeRequest = ({ request }: { request: Request }) => {
  wire.push(request);
};

function signIn(user: UserInfo = ADA) {
  useAuthStore.getState().signIn(user);
}

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
  wire = [];
  server.events.on('request:start', seeRequest);
  localStorage.clear();
  useAuthStore.setState({ user: null });
  configureRuntime({ apiBase: '/api' });
});
afterEach(() => {
  server.events.removeListener('request:start', seeRequest);
});

describe('the API client', () => {
  it("sends the signed-in user's token as a bearer header", async () => {
    signIn();
    const calls = mockApi({ 'GET /api/dashboard/:id': ok({ project: null, projects: [] }) });
    await api.get('dashboard/-1');
    expect(calls.map((c) => [c.method, c.path, c.auth])).toEqual([['GET', '/api/dashboard/-1', 'Bearer tok-ada']]);
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const calls = mockApi({ 'GET /api/home': ok({ messages: [] }) });
    await api.get('home');
    expect(calls.map((c) => [c.method, c.path, c.auth])).toEqual([['GET', '/api/home', null]]);
    expect(wire[0]!.headers.has('Authorization')).toBe(false);
  });

  it('calls the configured API base and answers with the parsed JSON', async () => {
    configureRuntime({ apiBase: 'https://api.example.test/api/' });
    const calls = mockApi({ 'GET /api/home': ok({ messages: [{ id: 1, text: 'Great', name: 'Ada' }] }) });
    const answer = await api.get<{ messages: unknown[] }>('/home');
    expect(wire.map((r) => [r.method, r.url])).toEqual([['GET', 'https://api.example.test/api/home']]);
    expect(calls.map((c) => [c.method, c.path, c.search])).toEqual([['GET', '/api/home', '']]);
    expect(answer).toEqual({ messages: [{ id: 1, text: 'Great', name: 'Ada' }] });
  });

  it("posts the payload as JSON to a path under the site's own /api by default", async () => {
    const calls = mockApi({ 'POST /api/login': ok({ token: 't', first_name: 'A', last_name: '0803', email: 'a@b.ng', id: '1b3d5f7a9c2e4a6c8e0b2d4f6a8c0e1a', role: 'client' }) });
    await api.post('login', { username: 'ada@example.com', password: 'Secret#123' });
    expect(wire.map((r) => [r.method, r.url])).toEqual([['POST', `${window.location.origin}/api/login`]]);
    expect(wire[0]!.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(calls.map((c) => [c.method, c.path, c.body, c.auth])).toEqual([
      ['POST', '/api/login', { username: 'ada@example.com', password: 'Secret#123' }, null],
    ]);
  });

  it('answers null for an empty body', async () => {
    // No endpoint of the API answers an empty body (each contract answer is JSON), so this is the client's own
    // handling of one from something in between (a proxy's 204): `raw` passes it through unchecked.
    const calls = mockApi({ 'POST /api/newsletter': raw(204) });
    await expect(api.post('newsletter', { newsEmail: 'a@b.c' })).resolves.toBeNull();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/api/newsletter', { newsEmail: 'a@b.c' }]]);
  });

  it('signs the user out on a 401 and removes the stored user info', async () => {
    signIn();
    const calls = mockApi({ 'GET /api/dashboard/:id': fail(401, 'Invalid token') });
    const error = await failureOf(api.get('dashboard/-1'));
    expect(error.status).toBe(401);
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
    expect(calls.map((c) => [c.method, c.path, c.auth])).toEqual([['GET', '/api/dashboard/-1', 'Bearer tok-ada']]);
  });

  it('keeps the user signed in on other failures', async () => {
    signIn();
    const calls = mockApi({ 'GET /api/del_project/:id': fail(403, 'Forbidden') });
    await failureOf(api.get('del_project/3'));
    expect(useAuthStore.getState().user).toEqual(ADA);
    expect(calls.map((c) => [c.method, c.path, c.auth])).toEqual([['GET', '/api/del_project/3', 'Bearer tok-ada']]);
  });

  const JSON_TYPE = { 'Content-Type': 'application/json' };
  it("reports the server's detail field when a call fails", async () => {
    const calls = mockApi({ 'POST /api/reset_request': fail(400, 'No account with such email') });
    const error = await failureOf(api.post('reset_request', { email: 'nobody@example.com' }));
    expect(error.message).toBe('No account with such email');
    expect(error.detail).toBe('No account with such email');
    expect(error.status).toBe(400);
    expect(errorMessage(error, 'An error occured')).toBe('No account with such email');
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/api/reset_request', { email: 'nobody@example.com' }]]);
  });

  it('keeps the whole refusal body, for a screen that reads more than the detail (a refused slot and its nearest free ones)', async () => {
    const body = { detail: 'That time was just taken.', nearest: [{ date: '2026-11-27', time: '10:30' }] };
    mockApi({ 'POST /api/consultation_link/:token/reschedule': raw(409, JSON.stringify(body), JSON_TYPE) });
    const error = await failureOf(api.post('consultation_link/a-token-of-twenty-chars-or-more/reschedule', { date: '2026-11-27', time: '10:00' }));
    expect(error.status).toBe(409);
    expect(error.detail).toBe('That time was just taken.');
    expect(error.data).toEqual(body);
  });

  it.each<[string, Answer]>([
    ['no detail', raw(500, JSON.stringify({ error: 'boom' }), JSON_TYPE)],
    ['an empty detail', fail(400, '   ')],
    ['a non-text detail', raw(422, JSON.stringify({ detail: [{ msg: 'bad' }] }), JSON_TYPE)],
    ['a body that is not JSON', raw(502, 'Bad gateway')],
  ])("falls back to the generic message, or the screen's own, when the failure carries %s", async (_case, answer) => {
    const calls = mockApi({ 'POST /api/settings': answer });
    const error = await failureOf(api.post('settings', SETTINGS));
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.detail).toBeUndefined();
    expect(errorMessage(error, 'An error occured. Please try again latter.')).toBe('An error occured. Please try again latter.');
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/api/settings', SETTINGS]]);
  });

  it('reports a network failure with the generic message', async () => {
    const calls = mockApi({ 'POST /api/contact': offline() });
    const error = await failureOf(api.post('contact', CONTACT));
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.offline).toBe(false);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/api/contact', CONTACT]]);
  });

  it('shows the offline message, without calling the server, when the browser is offline', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = mockApi({});
    const error = await failureOf(api.post('contact', CONTACT));
    expect(calls).toEqual([]);
    expect(wire).toEqual([]);
    expect(error.offline).toBe(true);
    expect(error.message).toBe(OFFLINE_MESSAGE);
    expect(errorMessage(error, 'Unsuccessful')).toBe(OFFLINE_MESSAGE);
  });
});

describe('errorMessage', () => {
  it("uses the screen's own message for errors that are not API failures", () => {
    expect(errorMessage(new Error('stack trace text'), 'An error occured')).toBe('An error occured');
    expect(errorMessage(undefined, 'An error occured')).toBe('An error occured');
  });
});

describe('logout', () => {
  it('tells the server, then clears login state and the stored user info', async () => {
    signIn();
    const calls = mockApi({ 'POST /api/logout': ok({ success: 'success' }) });
    await logout();
    expect(wire.map((r) => [r.method, r.url])).toEqual([['POST', `${window.location.origin}/api/logout`]]);
    expect(calls.map((c) => [c.method, c.path, c.auth])).toEqual([['POST', '/api/logout', 'Bearer tok-ada']]);
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    signIn();
    const calls = mockApi({ 'POST /api/logout': offline() });
    await expect(logout()).resolves.toBeUndefined();
    expect(calls.map((c) => [c.method, c.path, c.auth])).toEqual([['POST', '/api/logout', 'Bearer tok-ada']]);
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it('still signs out locally when offline or when the server refuses', async () => {
    signIn();
    const calls = mockApi({ 'POST /api/logout': fail(500, 'Server error') });
    await logout();
    expect(calls.map((c) => [c.method, c.path])).toEqual([['POST', '/api/logout']]);
    expect(useAuthStore.getState().user).toBeNull();

    signIn();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await logout();
    expect(calls).toHaveLength(1);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('makes no call when nobody is signed in', async () => {
    const calls = mockApi({});
    await logout();
    expect(calls).toEqual([]);
    expect(wire).toEqual([]);
  });
});
