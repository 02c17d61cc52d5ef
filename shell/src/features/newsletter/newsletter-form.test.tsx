import { theme } from '@agency/shared-ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { newsletterCopy } from './copy';
import { NewsletterForm } from './newsletter-form';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm() {
  return render(
    <ThemeProvider theme={theme}>
      <NewsletterForm />
    </ThemeProvider>,
  );
}

const emailInput = () => screen.getByRole('textbox', { name: newsletterCopy.label });

/** What the form sent; read while the request is still pending (its body can be read once). */
async function sentBody(call = 0) {
  const [input, init] = jest.mocked(fetch).mock.calls[call]!;
  const request = input instanceof Request ? input : new Request(String(input), init);
  return { url: request.url, method: request.method, body: await request.clone().json() };
}

describe('the footer newsletter form', () => {
  it("subscribes: 'Subscribe Now', then a spinner while sending, then 'Success!'", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    await userEvent.type(emailInput(), 'ada@example.ng');
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));

    expect(await screen.findByRole('status', { name: newsletterCopy.sending })).toBeInTheDocument();
    expect(screen.getByRole('button')).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const sent = await sentBody();
    expect(sent.method).toBe('POST');
    expect(sent.url).toMatch(/\/api\/newsletter$/);
    expect(sent.body).toEqual({ newsEmail: 'ada@example.ng' });

    answer(json({ success: 'success' }));
    expect(await screen.findByRole('button', { name: newsletterCopy.success })).toBeEnabled();
    expect(emailInput()).toHaveValue('');
  });

  it('refuses an empty email and sends nothing', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(screen.getByText(newsletterCopy.empty)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription(newsletterCopy.empty);

    await userEvent.type(emailInput(), '   ');
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(screen.getByText(newsletterCopy.empty)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts any non-empty email without a format check', async () => {
    const bodies: unknown[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      bodies.push(await (input as Request).clone().json());
      return json({ success: 'success' });
    });
    renderForm();
    await userEvent.type(emailInput(), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(await screen.findByRole('button', { name: newsletterCopy.success })).toBeInTheDocument();
    expect(bodies).toEqual([{ newsEmail: 'not-an-email' }]);
  });

  it("shows the server's detail on failure and keeps the email for another try", async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json({ detail: 'That email is already subscribed.' }, 400));
    renderForm();
    await userEvent.type(emailInput(), 'ada@example.ng');
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(await screen.findByText('That email is already subscribed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: newsletterCopy.submit })).toBeEnabled();
    expect(emailInput()).toHaveValue('ada@example.ng');
  });

  it('falls back to its own message when the server gives no detail', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json({}, 500));
    renderForm();
    await userEvent.type(emailInput(), 'ada@example.ng');
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    expect(await screen.findByText(newsletterCopy.failure)).toBeInTheDocument();
  });

  it("goes back to 'Subscribe Now' once a new email is typed after a success", async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(json({ success: 'success' }));
    renderForm();
    await userEvent.type(emailInput(), 'ada@example.ng');
    await userEvent.click(screen.getByRole('button', { name: newsletterCopy.submit }));
    await screen.findByRole('button', { name: newsletterCopy.success });
    await userEvent.type(emailInput(), 'b');
    expect(screen.getByRole('button', { name: newsletterCopy.submit })).toBeInTheDocument();
  });
});
