import { AGENCY_CONTACT, paths, useSiteDialogs } from '@agency/shared-auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import { renderWithProviders, resetStores } from '../../testing/render';
import { newsletterCopy } from '../newsletter/copy';
import { Footer } from './footer';

beforeEach(() => resetStores());

const footer = () => within(screen.getByRole('contentinfo'));

describe('the footer', () => {
  it('links About us, Services, Our work and FAQs', () => {
    renderWithProviders(<Footer />);
    expect(footer().getByRole('link', { name: copy.footer.about })).toHaveAttribute('href', paths.about);
    expect(footer().getByRole('link', { name: copy.footer.services })).toHaveAttribute('href', paths.services);
    expect(footer().getByRole('link', { name: copy.footer.faqs })).toHaveAttribute('href', '/faqs');
    expect(footer().getByRole('link', { name: copy.footer.work })).toHaveAttribute('href', '/work');
  });

  it('Contact Us opens the contact dialog; without JavaScript it goes to the contact page', async () => {
    renderWithProviders(<Footer />);
    const button = footer().getByRole('button', { name: copy.footer.contact });
    // The page's HTML: a GET form to /contact that the button submits when no script runs (issue 28).
    const form = button.closest('form')!;
    expect(button).toHaveAttribute('type', 'submit');
    expect(form).toHaveAttribute('action', '/contact');
    expect(form).toHaveAttribute('method', 'get');
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    await userEvent.click(button);
    expect(useSiteDialogs.getState().current).toMatchObject({ kind: 'contact' });
    expect(submitted).not.toHaveBeenCalled();
  });

  it("gives the provider's phone and email as links that call and write", () => {
    renderWithProviders(<Footer />);
    expect(footer().getByRole('link', { name: AGENCY_CONTACT.phone })).toHaveAttribute('href', AGENCY_CONTACT.phoneHref);
    expect(AGENCY_CONTACT.phoneHref).toMatch(/^tel:\+?\d+$/);
    expect(footer().getByRole('link', { name: AGENCY_CONTACT.email })).toHaveAttribute('href', `mailto:${AGENCY_CONTACT.email}`);
  });

  it('shows the 2023 copyright', () => {
    renderWithProviders(<Footer />);
    expect(footer().getByText(copy.footer.copyright)).toHaveTextContent(/2023/);
  });

  it('holds the newsletter form and social links that open in a new tab', () => {
    renderWithProviders(<Footer />);
    expect(footer().getByRole('heading', { name: copy.footer.newsletterHeading })).toBeInTheDocument();
    expect(footer().getByRole('textbox', { name: newsletterCopy.label })).toBeInTheDocument();
    expect(footer().getByRole('button', { name: newsletterCopy.submit })).toBeInTheDocument();
    const social = footer().getAllByRole('link', { name: /opens in a new tab/ });
    expect(social.length).toBeGreaterThan(0);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('links the logo to /', () => {
    renderWithProviders(<Footer />);
    expect(footer().getByRole('link', { name: copy.homeLink })).toHaveAttribute('href', '/');
  });
});

describe('the footer and privacy', () => {
  it('links the privacy notice, and says beside the newsletter that an address is confirmed by email first', () => {
    renderWithProviders(<Footer />);
    const links = footer().getAllByRole('link', { name: copy.footer.privacy });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/privacy');
    expect(footer().getByText(/only after you confirm your address/)).toBeInTheDocument();
  });
});
