import { VALIDATION_MESSAGES } from '@agency/contracts/messages';
import { fail, gate, mockApi, ok, raw } from '@agency/contracts/testing/msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { newsletterCopy } from './copy';
import { NewsletterForm } from './newsletter-form';

const renderForm = () => renderWithProviders(<NewsletterForm />);
const emailInput = () => screen.getByRole('textbox', { name: newsletterCopy.label });
const SUBSCRIBED = { success: 'success' } as const;
/** The spec's text for an empty address, from the contract's NewsletterBody. */
const EMPTY = VALIDATION_MESSAGES.emptyNewsletter;

describe('the footer newsletter form', () => {
  it("subscribes: 'Subscribe Now', then a spinner while sending, then 'Success!'", async () => {
    const answer = gate();
    const calls = mockApi({ 'POST /api/newsletter': ok(SUBSCRIBED, { until: answer.promise }) });
    renderForm();
    await userEvent.type(emailInput(), 'ada@example.ng');
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));

    expect(await screen.findByRole('status', { name: newsletterCopy.sending })).toBeInTheDocument();
    expect(screen.getByRole('button')).toBeDisabled();
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/api/newsletter', body: { newsEmail: 'ada@example.ng'} })]);

    answer.open();
    expect(await screen.findByRole('button', { name: newsletterCopy.success })).toBeEnabled();
    expect(emailInput()).toHaveValue('');
    expect(calls).toHaveLength(1);
    // Double opt-in: beside the spec's 'Success!', the visitor is told to confirm from the email.
    expect(screen.getByText(newsletterCopy.confirmHint)).toBeInTheDocument();
  });

  it('refuses an empty email, focuses the field and sends nothing', async () => {
    const calls = mockApi({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription(EMPTY);
    expect(emailInput()).toHaveFocus();

    await userEvent.type(emailInput(), '   ');
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('clears the empty-field message as soon as an address is typed', async () => {
    mockApi({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    await userEvent.type(emailInput(), 'a');
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
  });

  it('accepts any non-empty email without a format check, and sends it trimmed', async () => {
    const calls = mockApi({ 'POST /api/newsletter': ok(SUBSCRIBED) });
    renderForm();
    await userEvent.type(emailInput(), '  not-an-email ');
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(await screen.findByRole('button', { name: newsletterCopy.success })).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ newsEmail: 'not-an-email'}]);
  });

  it("shows the server's detail on failure and keeps the email for another try", async () => {
    mockApi({ 'POST /api/newsletter': [fail(400, 'That email is already subscribed.'), ok(SUBSCRIBED)] });
    renderForm();
    await userEvent.type(emailInput(), 'ada@example.ng');
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(await screen.findByText('That email is already subscribed.')).toBeInTheDocument();
    expect(emailInput()).toHaveAccessibleDescription('That email is already subscribed.');
    expect(screen.getByRole('button', { name: newsletterCopy.submit })).toBeEnabled();
    expect(emailInput()).toHaveValue('ada@example.ng');

    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(await screen.findByRole('button', { name: newsletterCopy.success })).toBeInTheDocument();
    expect(screen.queryByText('That email is already subscribed.')).not.toBeInTheDocument();
  });

  it('falls back to its own message when the server gives no detail, and clears it when the email changes', async () => {
    mockApi({ 'POST /api/newsletter': raw(500) });
    renderForm();
    await userEvent.type(emailInput(), 'ada@example.ng');
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(await screen.findByText(newsletterCopy.failure)).toBeInTheDocument();
    await userEvent.type(emailInput(), 'x');
    expect(screen.queryByText(newsletterCopy.failure)).not.toBeInTheDocument();
  });

  it("goes back to 'Subscribe Now' once a new email is typed after a success", async () => {
    mockApi({ 'POST /api/newsletter': ok(SUBSCRIBED) });
    renderForm();
    await userEvent.type(emailInput(), 'ada@example.ng');
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    await screen.findByRole('button', { name: newsletterCopy.success });
    await userEvent.type(emailInput(), 'b');
    expect(screen.getByRole('button', { name: newsletterCopy.submit })).toBeInTheDocument();
  });
});
