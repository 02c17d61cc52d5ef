import { ok } from '@agency/contracts/testing/msw';
import { mockApi } from '../../../testing/api';
import { paths } from '@agency/shared-auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, mentorshipCopy } from '../../../copy';
import { servicesAnswer } from '../../../testing/catalogue';
import { expectValidService, jsonLdOf } from '../../../testing/json-ld';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { MentorshipPage } from './mentorship-page';

beforeEach(() => {
  resetDialogs();
  mockApi({ 'GET /api/catalogue/services': ok(servicesAnswer()) });
});

/** The page has read the catalogue once its Service data is there. */
const loaded = () => waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull());

describe('the mentorship page', () => {
  it('has one h1 and sets its own title and description', async () => {
    renderPage(<MentorshipPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(mentorshipCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', mentorshipCopy.metaDescription);
    await loaded();
  });

  it("links 'View Active Tutorial' to /tutorials", async () => {
    renderPage(<MentorshipPage />);
    expect(screen.getByRole('link', { name: 'View Active Tutorial' })).toHaveAttribute('href', paths.tutorials);
    await loaded();
  });

  it.each([commonCopy.requestServices, commonCopy.bookConsultation])("'%s' opens the booking dialog with 'tutorship'", async (name) => {
    renderPage(<MentorshipPage />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name }));
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'tutorship' });
  });

  it('shows no price while tutorship is quoted only, and its "from" price once the catalogue gives one', async () => {
    renderPage(<MentorshipPage />);
    await loaded();
    expect(screen.queryByText(/From ₦/)).not.toBeInTheDocument();
    expect(jsonLdOf('ItemList').itemListElement[0].item.offers).toBeUndefined();
  });

  it('prints the catalogue price of tutorship and describes it as a Service', async () => {
    mockApi({ 'GET /api/catalogue/services': ok(servicesAnswer({ tutorship: { fromPrice: 25_000_00, priceNote: 'a month' } })) });
    renderPage(<MentorshipPage />);
    expect(await screen.findByText('From ₦25,000 a month')).toBeInTheDocument();
    const list = jsonLdOf('ItemList');
    expect(list.itemListElement).toHaveLength(1);
    expectValidService(list.itemListElement[0].item);
    expect(list.itemListElement[0].item).toMatchObject({ name: 'Tutorship/Mentorship', offers: { price: '25000', priceCurrency: 'NGN' } });
  });
});
