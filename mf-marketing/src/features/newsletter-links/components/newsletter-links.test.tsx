import { fail, ok } from '@agency/contracts/testing/msw';
import { mockApi } from '../../../testing/api';
import { Route, Routes } from '@agency/shared-ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newsletterLinksCopy } from '../../../copy';
import { renderPage } from '../../../testing/render';
import { NewsletterConfirmPage } from './newsletter-confirm-page';
import { UnsubscribePage } from './unsubscribe-page';

const at = (route: string) =>
  renderPage(
    <Routes>
      <Route path="/newsletter/confirm/:token" element={<NewsletterConfirmPage />} />
      <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
    </Routes>,
    { route },
  );

describe('the newsletter confirmation page', () => {
  const text = newsletterLinksCopy.confirm;

  it('sends nothing on arrival (mail scanners open links), and confirms on the press', async () => {
    const calls = mockApi({ 'POST /api/newsletter/confirm': ok({ success: 'success' }) });
    at('/newsletter/confirm/tok-1');
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.success)).toBeInTheDocument();
    expect(calls.map((c) => [c.path, c.body, c.auth])).toEqual([['/api/newsletter/confirm', { token: 'tok-1' }, null]]);
  });

  it('says when the link is invalid or expired', async () => {
    mockApi({ 'POST /api/newsletter/confirm': fail(404, 'Invalid or expired token') });
    at('/newsletter/confirm/old');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.failure)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.submit })).toBeNull();
  });
});

describe('the unsubscribe page', () => {
  const text = newsletterLinksCopy.unsubscribe;

  it('only reads the state on arrival, and unsubscribes on the press, without sign-in', async () => {
    const calls = mockApi({
      'GET /api/unsubscribe/:token': ok({ email: 'a***@example.ng', subscribed: true }),
      'POST /api/unsubscribe/:token': ok({ email: 'a***@example.ng', subscribed: false }),
    });
    at('/unsubscribe/tok-2');
    expect(await screen.findByText(text.subscribed('a***@example.ng'))).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.done('a***@example.ng'))).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.path, c.auth])).toEqual([
      ['GET', '/api/unsubscribe/tok-2', null],
      ['POST', '/api/unsubscribe/tok-2', null],
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('says so when the address is already unsubscribed, with nothing to press', async () => {
    mockApi({ 'GET /api/unsubscribe/:token': ok({ email: 'a***@example.ng', subscribed: false }) });
    at('/unsubscribe/tok-3');
    expect(await screen.findByText(text.done('a***@example.ng'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.submit })).toBeNull();
  });

  it('says when the link is invalid', async () => {
    mockApi({ 'GET /api/unsubscribe/:token': fail(404, 'Not found') });
    at('/unsubscribe/nope');
    expect(await screen.findByText(text.failure)).toBeInTheDocument();
  });
});
