import { ApiError, api, errorMessage, logout } from './api-client';
import { useAuthStore } from './auth-store';
import { GENERIC_ERROR_MESSAGE, OFFLINE_MESSAGE } from './messages';
import { configureRuntime } from './runtime-config';
import type { UserInfo } from './types';
import { USER_INFO_KEY } from './user-storage';

const ADA: UserInfo = { token: 'tok-ada', first_name: 'Ada', last_name: '08030000000', email: 'ada@example.com', id: 7 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Bodies of the requests handed to fetch, read when they were sent (ky consumes them afterwards). */
let sentBodies: string[] = [];

function stubFetch(...answers: (Response | Error)[]) {
  const queue = [...answers];
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sentBodies.push(await request.clone().text());
    const answer = queue.shift();
    if (!answer) throw new Error('unexpected extra call');
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

/** The request the client handed to fetch. */
function sent(spy: jest.SpyInstance, call = 0): Request {
  const [input, init] = spy.mock.calls[call] as [RequestInfo | URL, RequestInit | undefined];
  return input instanceof Request ? input : new Request(input, init);
}

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
  sentBodies = [];
  localStorage.clear();
  useAuthStore.setState({ user: null });
  configureRuntime({ apiBase: '/api' });
});

describe('the API client', () => {
  it('sends the signed-in user\'s token as a bearer header', async () => {
    signIn();
    const fetchSpy = stubFetch(json({ project: null, projects: [] }));
    await api.get('dashboard/-1');
    expect(sent(fetchSpy).headers.get('Authorization')).toBe('Bearer tok-ada');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const fetchSpy = stubFetch(json({ messages: [] }));
    await api.get('home');
    expect(sent(fetchSpy).headers.has('Authorization')).toBe(false);
  });

  it('calls the configured API base and answers with the parsed JSON', async () => {
    configureRuntime({ apiBase: 'https://api.example.test/api/' });
    const fetchSpy = stubFetch(json({ messages: [{ id: 1, text: 'Great', name: 'Ada' }] }));
    const answer = await api.get<{ messages: unknown[] }>('/home');
    expect(sent(fetchSpy).url).toBe('https://api.example.test/api/home');
    expect(sent(fetchSpy).method).toBe('GET');
    expect(answer).toEqual({ messages: [{ id: 1, text: 'Great', name: 'Ada' }] });
  });

  it('posts the payload as JSON to a path under the site\'s own /api by default', async () => {
    const fetchSpy = stubFetch(json({ token: 't', first_name: 'A', last_name: 'B', email: 'a@b.c', id: 1 }));
    await api.post('login', { username: 'ada@example.com', password: 'Secret#123' });
    const request = sent(fetchSpy);
    expect(request.url).toBe(`${window.location.origin}/api/login`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(JSON.parse(sentBodies[0]!)).toEqual({ username: 'ada@example.com', password: 'Secret#123' });
  });

  it('answers null for an empty body', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.post('newsletter', { newsEmail: 'a@b.c' })).resolves.toBeNull();
  });

  it('signs the user out on a 401 and removes the stored user info', async () => {
    signIn();
    stubFetch(json({ detail: 'Invalid token' }, 401));
    const error = await failureOf(api.get('dashboard/-1'));
    expect(error.status).toBe(401);
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it('keeps the user signed in on other failures', async () => {
    signIn();
    stubFetch(json({ detail: 'Forbidden' }, 403));
    await failureOf(api.get('del_project/3'));
    expect(useAuthStore.getState().user).toEqual(ADA);
  });

  it("reports the server's detail field when a call fails", async () => {
    stubFetch(json({ detail: 'No account with such email' }, 400));
    const error = await failureOf(api.post('reset_request', { email: 'nobody@example.com' }));
    expect(error.message).toBe('No account with such email');
    expect(error.detail).toBe('No account with such email');
    expect(error.status).toBe(400);
    expect(errorMessage(error, 'An error occured')).toBe('No account with such email');
  });

  it.each([
    ['no detail', json({ error: 'boom' }, 500)],
    ['an empty detail', json({ detail: '   ' }, 400)],
    ['a non-text detail', json({ detail: [{ msg: 'bad' }] }, 422)],
    ['a body that is not JSON', new Response('Bad gateway', { status: 502 })],
  ])('falls back to the generic message, or the screen\'s own, when the failure carries %s', async (_case, response) => {
    stubFetch(response);
    const error = await failureOf(api.post('settings', {}));
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.detail).toBeUndefined();
    expect(errorMessage(error, 'An error occured. Please try again latter.')).toBe('An error occured. Please try again latter.');
  });

  it('reports a network failure with the generic message', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await failureOf(api.post('contact', {}));
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.offline).toBe(false);
  });

  it('shows the offline message, without calling the server, when the browser is offline', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const error = await failureOf(api.post('contact', { name: 'Ada' }));
    expect(fetchSpy).not.toHaveBeenCalled();
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
    const fetchSpy = stubFetch(new Response(null, { status: 204 }));
    await logout();
    const request = sent(fetchSpy);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${window.location.origin}/api/logout`);
    expect(request.headers.get('Authorization')).toBe('Bearer tok-ada');
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    signIn();
    stubFetch(new TypeError('Failed to fetch'));
    await expect(logout()).resolves.toBeUndefined();
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it('still signs out locally when offline or when the server refuses', async () => {
    signIn();
    stubFetch(json({ detail: 'Server error' }, 500));
    await logout();
    expect(useAuthStore.getState().user).toBeNull();

    signIn();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await logout();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('makes no call when nobody is signed in', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await logout();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
