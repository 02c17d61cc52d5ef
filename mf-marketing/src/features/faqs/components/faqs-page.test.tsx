import { fail, ok } from '@agency/contracts/testing/msw';
import { mockApi } from '../../../testing/api';
import { AGENCY_CONTACT } from '@agency/shared-auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, faqsCopy } from '../../../copy';
import { FAQS_FIXTURE, faqsAnswer, heroesAnswer } from '../../../testing/catalogue';
import { jsonLdOf, type LdNode } from '../../../testing/json-ld';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { FaqsPage } from './faqs-page';

let calls: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetDialogs();
  calls = mockApi({ 'GET /api/catalogue/faqs': ok(faqsAnswer()) });
});

const loaded = () => screen.findAllByText(/\?$/, { selector: 'summary' });

const question = (text: RegExp) => screen.getByText(text, { selector: 'summary' });

describe('the FAQs page', () => {
  it('shows its own illustration beside the title', async () => {
    renderPage(<FaqsPage />);
    await loaded();
    expect(screen.getByRole('region', { name: faqsCopy.title }).querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the art staff uploaded for its hero in place of its illustration, loaded at once', async () => {
    const image = { id: 'img-faqs', width: 1200, height: 900, widths: [360, 640, 960, 1200], alt: 'Our support desk answering a client on WhatsApp' };
    mockApi({ 'GET /api/catalogue/faqs': ok(faqsAnswer()), 'GET /api/catalogue/heroes': ok(heroesAnswer([{ page: 'faqs', image }])) });
    renderPage(<FaqsPage />);
    const picture = await screen.findByRole('img', { name: image.alt });
    expect(picture).toHaveAttribute('src', expect.stringContaining('img-faqs'));
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('region', { name: faqsCopy.title }).querySelector('svg')).toBeNull();
  });

  it('has one h1 and sets its own title and description', async () => {
    renderPage(<FaqsPage />);
    await loaded();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(faqsCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', faqsCopy.metaDescription);
  });

  it("shows the catalogue's questions (the spec's six topics, as seeded)", async () => {
    renderPage(<FaqsPage />);
    await loaded();
    expect(calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /api/catalogue/faqs', 'GET /api/catalogue/heroes']);
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
    await loaded();
    const details = question(/cost/).closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(question(/cost/));
    expect(details).toHaveAttribute('open');
    await userEvent.click(question(/cost/));
    expect(details).not.toHaveAttribute('open');
  });

  it('offers the contact dialog for other questions', async () => {
    renderPage(<FaqsPage />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: commonCopy.contactUs }));
    expect(currentDialog()).toMatchObject({ kind: 'contact' });
  });

  it('shows the failure state with the API\'s words (a preview refused), then a question staff added', async () => {
    mockApi({ 'GET /api/catalogue/faqs': [fail(403, 'Only staff can preview unpublished content.'), ok(faqsAnswer([{ id: 'hours', question: 'When are you open?', answer: 'Monday to Friday, 9am to 5pm.' }]))] });
    renderPage(<FaqsPage />, { route: '/faqs?preview=draft' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only staff can preview unpublished content.');
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByText('When are you open?', { selector: 'summary' })).toBeInTheDocument();
    expect(document.querySelectorAll('details')).toHaveLength(1);
  });

  it('says so when there is no question', async () => {
    mockApi({ 'GET /api/catalogue/faqs': ok(faqsAnswer([])) });
    renderPage(<FaqsPage />);
    expect(await screen.findByText(faqsCopy.empty)).toBeInTheDocument();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('carries every question and its answer as FAQPage structured data', async () => {
    renderPage(<FaqsPage />);
    await loaded();
    const page = jsonLdOf('FAQPage');
    // Google's required properties: mainEntity, each a Question with its name and an acceptedAnswer's text.
    expect(page.mainEntity).toHaveLength(FAQS_FIXTURE.length);
    page.mainEntity.forEach((entity: LdNode, index: number) => {
      expect(entity).toEqual({ '@type': 'Question', name: FAQS_FIXTURE[index]!.question, acceptedAnswer: { '@type': 'Answer', text: FAQS_FIXTURE[index]!.answer } });
    });
  });
});
