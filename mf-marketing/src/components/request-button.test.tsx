import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentDialog, renderPage, resetDialogs } from '../testing/render';
import { ContactButton, RequestButton } from './request-button';

beforeEach(() => resetDialogs());

/** The form a dialog button submits when no script runs (issue 28): its address with its fields, as the browser would go. */
function fallback(button: HTMLElement): string {
  const form = button.closest('form')!;
  expect(button).toHaveAttribute('type', 'submit');
  expect(form).toHaveAttribute('method', 'get');
  const fields = new URLSearchParams([...form.querySelectorAll('input')].map((input) => [input.name, input.value]));
  return `${form.getAttribute('action')}${fields.size ? `?${fields}` : ''}`;
}

describe('the buttons that open a dialog', () => {
  it('Book Consultation opens the booking dialog with its service; without JavaScript it goes to /book?service=…', async () => {
    renderPage(
      <RequestButton code="ma" purpose="consultation">
        Book Consultation
      </RequestButton>,
    );
    const button = screen.getByRole('button', { name: 'Book Consultation' });
    expect(fallback(button)).toBe('/book?service=ma');
    const submitted = jest.fn((event: Event) => event.preventDefault());
    button.closest('form')!.addEventListener('submit', submitted);
    await userEvent.click(button);
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'ma', purpose: 'consultation' });
    expect(submitted).not.toHaveBeenCalled();
  });

  it('a general request goes to /book alone, and Contact Us to /contact', async () => {
    renderPage(
      <>
        <RequestButton>Request Service</RequestButton>
        <ContactButton>Contact Us</ContactButton>
      </>,
    );
    expect(fallback(screen.getByRole('button', { name: 'Request Service' }))).toBe('/book');
    const contact = screen.getByRole('button', { name: 'Contact Us' });
    expect(fallback(contact)).toBe('/contact');
    await userEvent.click(contact);
    expect(currentDialog()).toMatchObject({ kind: 'contact' });
  });
});
