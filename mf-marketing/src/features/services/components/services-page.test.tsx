import { serviceLabel } from '@agency/shared-auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, servicesCopy } from '../../../copy';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { ServicesPage } from './services-page';

beforeEach(resetDialogs);

describe('the services page', () => {
  it('has one h1 and sets its own title and description', () => {
    renderPage(<ServicesPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(servicesCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', servicesCopy.metaDescription);
  });

  it("opens a general consultation from 'Book Consultation'", async () => {
    renderPage(<ServicesPage />);
    await userEvent.click(screen.getByRole('button', { name: commonCopy.bookConsultation }));
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select', purpose: 'consultation' });
  });

  it('shows the four quick services, each requesting its own service', async () => {
    renderPage(<ServicesPage />);
    const expected = { 'Web design': 'wd', 'Mobile design': 'ma', 'UI/UX design': 'uid', 'Video editing': 've' };
    for (const [title, code] of Object.entries(expected)) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: `${commonCopy.request} ${title}` }));
      expect(currentDialog()).toMatchObject({ kind: 'booking', service: code });
    }
  });

  it('opens the booking dialog with each listed service preselected', async () => {
    renderPage(<ServicesPage />);
    const codes = servicesCopy.groups.flatMap((g) => g.codes);
    for (const code of codes) {
      await userEvent.click(screen.getByRole('button', { name: serviceLabel(code) }));
      // 'pd' is the services page's code for Product Design; the contract normalises it.
      expect(currentDialog()).toMatchObject({ kind: 'booking', service: code === 'pd' ? 'product' : code });
    }
  });

  it("opens the dialog for a custom request from 'Make a custom request'", async () => {
    renderPage(<ServicesPage />);
    await userEvent.click(screen.getByRole('button', { name: servicesCopy.customButton }));
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'custom' });
  });
});
