import { ok, raw } from '@agency/contracts/testing/msw';
import { mockApi } from '../../../testing/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, digitalMarketingCopy } from '../../../copy';
import { servicesAnswer } from '../../../testing/catalogue';
import { expectValidService, jsonLdOf } from '../../../testing/json-ld';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { DigitalMarketingPage } from './digital-marketing-page';

beforeEach(() => {
  resetDialogs();
  mockApi({ 'GET /api/catalogue/services': ok(servicesAnswer()) });
});

const loaded = () => screen.findAllByRole('article');

describe('the digital marketing page', () => {
  it('has one h1 and sets its own title and description', async () => {
    renderPage(<DigitalMarketingPage />);
    await loaded();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(digitalMarketingCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', digitalMarketingCopy.metaDescription);
  });

  it.each([
    ['Social media management', 'smm', 'From ₦120,000 a month'],
    ['SEO, SEM', 'seo', 'From ₦150,000'],
    ['Ads campaign', 'adc', 'From ₦100,000 plus ad spend'],
    ['Content marketing', 'cm', 'From ₦60,000'],
  ])('%s shows its catalogue price, and its Request button opens the booking dialog with %s', async (title, code, price) => {
    mockApi({ 'GET /api/catalogue/services': ok(servicesAnswer({ smm: { priceNote: 'a month' }, adc: { priceNote: 'plus ad spend' } })) });
    renderPage(<DigitalMarketingPage />);
    await loaded();
    const item = screen.getByRole('article', { name: title });
    expect(item).toHaveTextContent(price);
    await userEvent.click(within(item).getByRole('button', { name: `${commonCopy.request} ${title}` }));
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: code });
  });

  it('has exactly one Request button per item', async () => {
    renderPage(<DigitalMarketingPage />);
    await loaded();
    expect(screen.getAllByRole('button', { name: /^Request / })).toHaveLength(digitalMarketingCopy.codes.length);
  });

  it('shows the failure state with a retry while the services cannot be read', async () => {
    mockApi({ 'GET /api/catalogue/services': [raw(500), ok(servicesAnswer())] });
    renderPage(<DigitalMarketingPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(digitalMarketingCopy.failure);
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await loaded()).toHaveLength(4);
  });

  it('describes its four services as Service structured data', async () => {
    renderPage(<DigitalMarketingPage />);
    await loaded();
    const list = jsonLdOf('ItemList');
    expect(list.itemListElement).toHaveLength(4);
    for (const element of list.itemListElement) expectValidService(element.item);
  });

  it("opens a general consultation from 'Book Consultation'", async () => {
    renderPage(<DigitalMarketingPage />);
    await loaded();
    await userEvent.click(screen.getAllByRole('button', { name: commonCopy.bookConsultation })[0]!);
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select', purpose: 'consultation' });
  });
});
