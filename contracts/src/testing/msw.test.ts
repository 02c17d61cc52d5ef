import { fail, mockApi, ok, raw, takeProblems } from './msw';

const post = (path: string, body: unknown) =>
  fetch(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe("the component tests' API stand-in", () => {
  it('answers by route, in turn, and records what was sent', async () => {
    const calls = mockApi({ 'GET /api/dashboard/:id': [fail(503, 'Busy.'), ok({ project: null, projects: [] })] });
    const first = await fetch('http://localhost/api/dashboard/-1', { headers: { authorization: 'Bearer tok' } });
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual({ detail: 'Busy.' });
    const second = await fetch('http://localhost/api/dashboard/4');
    expect(await second.json()).toEqual({ project: null, projects: [] });
    expect(calls.map((c) => [c.method, c.path, c.auth])).toEqual([
      ['GET', '/api/dashboard/-1', 'Bearer tok'],
      ['GET', '/api/dashboard/4', null],
    ]);
    expect(takeProblems()).toEqual([]);
  });

  it('refuses a stubbed answer the API could not send', async () => {
    mockApi({ 'GET /api/home': ok({ messages: [{ id: 1, text: 'Hi' }] }) });
    await fetch('http://localhost/api/home');
    expect(takeProblems()).toEqual([expect.stringContaining('breaks the contract (messages.0.name:')]);
  });

  it('reports a body the API would refuse, and a call no test answered', async () => {
    mockApi({ 'POST /api/login': ok({ token: 't', first_name: 'A', last_name: '0803', email: 'a@b.ng', id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', role: 'client' }) });
    await post('/api/login', { username: '', password: 'x' });
    await post('/api/contact', {});
    expect(takeProblems()).toEqual([
      expect.stringContaining('POST /api/login sent a body the API refuses (username: Password or email field cannot be empty)'),
      expect.stringContaining('POST /api/contact sent a body the API refuses'),
      'POST /api/contact was called but the test did not answer it',
    ]);
  });

  it('passes raw answers through unchecked (an empty 500 from a proxy)', async () => {
    mockApi({ 'GET /api/requests': raw(500) });
    const res = await fetch('http://localhost/api/requests');
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('');
  });
});
