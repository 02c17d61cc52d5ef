import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, digitalMarketingCopy } from '../../../copy';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { DigitalMarketingPage } from './digital-marketing-page';

beforeEach(resetDialogs);

describe('the digital marketing page', () => {
  it('has one h1 and sets its own title and description', () => {
    renderPage(<DigitalMarketingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(digitalMarketingCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', digitalMarketingCopy.metaDescription);
  });

  it.each([
    ['Social media management', 'smm'],
    ['Search engine optimisation (SEO)', 'seo'],
    ['Digital ads campaign', 'adc'],
    ['Content marketing materials', 'cm'],
  ])('the Request button of %s opens the booking dialog with %s', async (title, code) => {
    renderPage(<DigitalMarketingPage />);
    const item = screen.getByRole('article', { name: title });
    await userEvent.click(within(item).getByRole('button', { name: `${commonCopy.request} ${title}` }));
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: code });
  });

  it('has exactly one Request button per item', () => {
    renderPage(<DigitalMarketingPage />);
    expect(screen.getAllByRole('button', { name: /^Request / })).toHaveLength(digitalMarketingCopy.items.length);
  });

  it("opens a general consultation from 'Book Consultation'", async () => {
    renderPage(<DigitalMarketingPage />);
    await userEvent.click(screen.getAllByRole('button', { name: commonCopy.bookConsultation })[0]!);
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select', purpose: 'consultation' });
  });
});
