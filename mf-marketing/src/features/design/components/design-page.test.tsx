import { ok } from '@agency/contracts/testing/msw';
import { mockApi } from '../../../testing/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, designCopy } from '../../../copy';
import { servicesAnswer } from '../../../testing/catalogue';
import { expectValidService, jsonLdOf } from '../../../testing/json-ld';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { DesignPage } from './design-page';

beforeEach(() => {
  resetDialogs();
  mockApi({ 'GET /api/catalogue/services': ok(servicesAnswer()) });
});

const loaded = () => screen.findAllByRole('article');

describe('the design page', () => {
  it('has one h1 and sets its own title and description', async () => {
    renderPage(<DesignPage />);
    await loaded();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(designCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', designCopy.metaDescription);
  });

  it('requests graphic design, video editing and product design by their codes, under their catalogue names and prices', async () => {
    renderPage(<DesignPage />);
    await loaded();
    const expected: Record<string, [code: 'gd' | 've' | 'product', price: string]> = { 'Graphic Designs': ['gd', 'From ₦35,000'], 'Video editing': ['ve', 'From ₦40,000'], 'Product Design': ['product', 'From ₦300,000'] };
    for (const [title, [code, price]] of Object.entries(expected)) {
      const item = screen.getByRole('article', { name: title });
      expect(item).toHaveTextContent(price);
      // What each includes stays the page's own copy.
      for (const point of designCopy.points[code]) expect(within(item).getByText(point)).toBeInTheDocument();
      await userEvent.click(within(item).getByRole('button', { name: `${commonCopy.requestServices} ${commonCopy.forService(title)}` }));
      expect(currentDialog()).toMatchObject({ kind: 'booking', service: code });
    }
  });

  it("opens a general consultation from 'Book Consultation'", async () => {
    renderPage(<DesignPage />);
    await loaded();
    await userEvent.click(screen.getAllByRole('button', { name: commonCopy.bookConsultation })[0]!);
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select', purpose: 'consultation' });
  });

  it('prints the price staff set, and "Coming soon" instead of a request for a service not offered', async () => {
    mockApi({ 'GET /api/catalogue/services': ok(servicesAnswer({ gd: { fromPrice: 45_000_00 }, product: { offered: false } })) });
    renderPage(<DesignPage />);
    await loaded();
    expect(screen.getByRole('article', { name: 'Graphic Designs' })).toHaveTextContent('From ₦45,000');
    const product = screen.getByRole('article', { name: 'Product Design' });
    expect(within(product).getByText(commonCopy.comingSoon)).toBeInTheDocument();
    expect(within(product).queryByRole('button')).not.toBeInTheDocument();
  });

  it('describes its three services as Service structured data', async () => {
    renderPage(<DesignPage />);
    await loaded();
    const list = jsonLdOf('ItemList');
    expect(list.itemListElement.map((e: { item: { name: string } }) => e.item.name)).toEqual(['Graphic Designs', 'Video editing', 'Product Design']);
    for (const element of list.itemListElement) expectValidService(element.item);
    expect(list.itemListElement[0].item.offers).toMatchObject({ price: '35000', priceCurrency: 'NGN' });
  });
});
