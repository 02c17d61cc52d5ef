import { fail, mockApi, ok } from '@agency/contracts/testing/msw';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useAuthStore } from './auth-store';
import { api } from './api-client';
import { apiKey, createRenderQueryClient, dehydrateRendered, hydrateRendered, invalidateApi, queryClient, useApiGet, useApiMutation } from './query';
import type { UserInfo } from './types';

const ADA: UserInfo = { token: 'tok-ada', first_name: 'Ada', last_name: '08030000000', email: 'ada@example.com', id: 7 };
const FEEDBACK = { messages: [{ id: 1, text: 'Great work', name: 'Tola' }] };

afterEach(() => {
  queryClient.clear();
  useAuthStore.getState().signOut();
});

function Feedback({ label }: { label: string }) {
  const home = useApiGet<typeof FEEDBACK>('home');
  if (home.isPending) return <p>{label} loading</p>;
  if (home.isError) return <p>{label} failed: {home.error.message}</p>;
  return (
    <p>
      {label}: {home.data.messages.map((m) => m.text).join(', ')}
    </p>
  );
}

function Portal() {
  useApiGet('requests');
  useApiGet('dashboard/-1');
  return null;
}

function Subscribe() {
  const subscribe = useApiMutation({ mutationFn: (email: string) => api.post('newsletter', { newsEmail: email }) });
  return (
    <button type="button" onClick={() => subscribe.mutate('ada@example.com')}>
      {subscribe.isSuccess ? 'subscribed' : 'subscribe'}
    </button>
  );
}

describe('the shared data layer', () => {
  it('keys queries by API path, so any remote can invalidate by prefix', () => {
    expect(apiKey('dashboard/-1')).toEqual(['api', 'dashboard', '-1']);
    expect(apiKey('/requests/')).toEqual(['api', 'requests']);
  });

  it('hands a page its answers as fresh even when the page was rendered minutes ago (served from the page cache)', async () => {
    const server = createRenderQueryClient();
    server.setQueryData(apiKey('home'), FEEDBACK, { updatedAt: Date.now() - 10 * 60_000 });
    const calls = mockApi({ 'GET /api/home': ok({ messages: [] }) });
    hydrateRendered(JSON.parse(JSON.stringify(dehydrateRendered(server))));
    render(<Feedback label="marketing" />);
    expect(screen.getByText('marketing: Great work')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toEqual([]);
  });

  it('fetches an answer once for every component on the page that shows it (one client for every remote)', async () => {
    const calls = mockApi({ 'GET /api/home': ok(FEEDBACK) });
    render(
      <>
        <Feedback label="marketing" />
        <Feedback label="portal" />
      </>,
    );
    expect(await screen.findByText('marketing: Great work')).toBeInTheDocument();
    expect(screen.getByText('portal: Great work')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('refetches what one remote shows when another invalidates it', async () => {
    const calls = mockApi({ 'GET /api/home': [ok(FEEDBACK), ok({ messages: [{ id: 2, text: 'Fast delivery', name: 'Uche' }] })] });
    render(<Feedback label="marketing" />);
    expect(await screen.findByText('marketing: Great work')).toBeInTheDocument();
    await act(() => invalidateApi('home'));
    expect(await screen.findByText('marketing: Fast delivery')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it("shows the server's detail when a query fails", async () => {
    mockApi({ 'GET /api/home': fail(503, 'The site is being updated.') });
    render(<Feedback label="marketing" />);
    expect(await screen.findByText('marketing failed: The site is being updated.')).toBeInTheDocument();
  });

  it('signs out once when several calls on the page are answered 401, and forgets the cached answers', async () => {
    useAuthStore.getState().signIn(ADA);
    const signOut = jest.spyOn(useAuthStore.getState(), 'signOut');
    useAuthStore.setState({ signOut: signOut as unknown as () => void });
    const calls = mockApi({
      'GET /api/requests': fail(401, 'Your session has expired. Please sign in again.'),
      'GET /api/dashboard/:id': fail(401, 'Your session has expired. Please sign in again.'),
    });
    queryClient.setQueryData(apiKey('home'), FEEDBACK);
    render(<Portal />);
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().user).toBeNull();
    expect(queryClient.getQueryData(apiKey('home'))).toBeUndefined();
  });

  it('fetches what is on screen again as the new user after a sign-in, and forgets the rest', async () => {
    const calls = mockApi({ 'GET /api/home': ok(FEEDBACK) });
    render(<Feedback label="marketing" />);
    expect(await screen.findByText('marketing: Great work')).toBeInTheDocument();
    queryClient.setQueryData(apiKey('requests'), [{ id: 1 }]);
    act(() => useAuthStore.getState().signIn(ADA));
    await waitFor(() => expect(calls.map((c) => c.auth)).toEqual([null, 'Bearer tok-ada']));
    expect(await screen.findByText('marketing: Great work')).toBeInTheDocument();
    expect(queryClient.getQueryData(apiKey('requests'))).toBeUndefined();
  });

  it('forgets the previous user’s answers when another user signs in', () => {
    useAuthStore.getState().signIn(ADA);
    queryClient.setQueryData(apiKey('requests'), [{ id: 1 }]);
    useAuthStore.getState().signIn({ ...ADA, token: 'tok-bayo', id: 8 });
    expect(queryClient.getQueryData(apiKey('requests'))).toBeUndefined();
  });

  it('runs a change through the same client and reports its outcome', async () => {
    const calls = mockApi({ 'POST /api/newsletter': ok({ success: 'success' }) });
    render(<Subscribe />);
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('subscribed'));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/api/newsletter', { newsEmail: 'ada@example.com' }]]);
  });
});
