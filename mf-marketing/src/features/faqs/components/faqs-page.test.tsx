import { AGENCY_CONTACT } from '@agency/shared-auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, faqsCopy } from '../../../copy';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { FaqsPage } from './faqs-page';

beforeEach(resetDialogs);

const question = (text: RegExp) => screen.getByText(text, { selector: 'summary' });

describe('the FAQs page', () => {
  it('has one h1 and sets its own title and description', () => {
    renderPage(<FaqsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(faqsCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', faqsCopy.metaDescription);
  });

  it("covers the spec's six topics", () => {
    renderPage(<FaqsPage />);
    expect(document.querySelectorAll('details')).toHaveLength(6);
    const answer = (q: RegExp) => question(q).closest('details')!.textContent;
    expect(answer(/technical issue/)).toMatch(/email/);
    expect(answer(/technical issue/)).toContain(AGENCY_CONTACT.email);
    expect(answer(/find the content/)).toMatch(/organised by category/);
    expect(answer(/contribute/)).toMatch(/limited to our internal team/);
    expect(answer(/how long/i)).toMatch(/weeks.*basic|basic.*weeks/i);
    expect(answer(/how long/i)).toMatch(/complex.*months/i);
    expect(answer(/cost/)).toMatch(/personalised quote/);
    expect(answer(/SEO/)).toMatch(/^.*Yes/);
  });

  it('opens and closes an answer from its question', async () => {
    renderPage(<FaqsPage />);
    const details = question(/cost/).closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(question(/cost/));
    expect(details).toHaveAttribute('open');
    await userEvent.click(question(/cost/));
    expect(details).not.toHaveAttribute('open');
  });

  it('offers the contact dialog for other questions', async () => {
    renderPage(<FaqsPage />);
    await userEvent.click(screen.getByRole('button', { name: commonCopy.contactUs }));
    expect(currentDialog()).toMatchObject({ kind: 'contact' });
  });
});
