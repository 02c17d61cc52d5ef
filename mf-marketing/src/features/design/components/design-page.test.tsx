import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, designCopy } from '../../../copy';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { DesignPage } from './design-page';

beforeEach(resetDialogs);

describe('the design page', () => {
  it('has one h1 and sets its own title and description', () => {
    renderPage(<DesignPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(designCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', designCopy.metaDescription);
  });

  it('requests graphic design, video editing and product design by their codes', async () => {
    renderPage(<DesignPage />);
    const expected = { 'Graphic design': 'gd', 'Video editing': 've', 'Product design': 'product' };
    for (const [title, code] of Object.entries(expected)) {
      const item = screen.getByRole('article', { name: title });
      await userEvent.click(within(item).getByRole('button', { name: `${commonCopy.requestServices} ${commonCopy.forService(title)}` }));
      expect(currentDialog()).toMatchObject({ kind: 'booking', service: code });
    }
  });

  it("opens a general consultation from 'Book Consultation'", async () => {
    renderPage(<DesignPage />);
    await userEvent.click(screen.getAllByRole('button', { name: commonCopy.bookConsultation })[0]!);
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select', purpose: 'consultation' });
  });
});
