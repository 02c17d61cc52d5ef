import { fail, gate, ok, raw } from '@agency/contracts/testing/msw';
import { mockApi } from '../../../testing/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonCopy, servicesCopy } from '../../../copy';
import { servicesAnswer } from '../../../testing/catalogue';
import { expectValidService, jsonLdOf, type LdNode } from '../../../testing/json-ld';
import { currentDialog, renderPage, resetDialogs } from '../../../testing/render';
import { ServicesPage } from './services-page';

let calls: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetDialogs();
  calls = mockApi({ 'GET /api/catalogue/services': ok(servicesAnswer()) });
});

const quick = () => within(screen.getByRole('region', { name: servicesCopy.quickHeading }));

describe('the services page', () => {
  it('has one h1 and sets its own title and description', async () => {
    renderPage(<ServicesPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(servicesCopy.metaTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', servicesCopy.metaDescription);
    await screen.findAllByRole('heading', { level: 3, name: 'Web development' });
  });

  it("opens a general consultation from 'Book Consultation'", async () => {
    renderPage(<ServicesPage />);
    await userEvent.click(screen.getByRole('button', { name: commonCopy.bookConsultation }));
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'select', purpose: 'consultation' });
    await screen.findAllByRole('heading', { level: 3, name: 'Web development' });
  });

  it("shows the catalogue's featured services by their one name and price, each requesting its own service", async () => {
    renderPage(<ServicesPage />);
    const expected = { 'Web development': ['wd', '₦250,000'], 'Mobile app development': ['ma', '₦600,000'], 'UI/UX Designs': ['uid', '₦180,000'], 'Video editing': ['ve', '₦40,000'] };
    expect(await quick().findAllByRole('heading', { level: 3 })).toHaveLength(4);
    for (const [name, [code, price]] of Object.entries(expected)) {
      const card = quick().getByRole('heading', { level: 3, name }).parentElement!;
      expect(card).toHaveTextContent(`From ${price}`);
      await userEvent.click(within(card).getByRole('button', { name: `${commonCopy.request} ${name}` }));
      expect(currentDialog()).toMatchObject({ kind: 'booking', service: code });
    }
    // One name per service: the quick card no longer says "Mobile design".
    expect(screen.queryByText('Mobile design')).not.toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}${c.search}`).sort()).toEqual(['GET /api/catalogue/heroes', 'GET /api/catalogue/services']);
  });

  it('prints the price the API answers, with its note, and "Priced on request" for one without a price', async () => {
    mockApi({
      'GET /api/catalogue/services': ok(servicesAnswer({ wd: { fromPrice: 275_000_00 }, smm: { priceNote: 'a month' }, cw: { fromPrice: null } })),
    });
    renderPage(<ServicesPage />);
    const card = (await quick().findByRole('heading', { level: 3, name: 'Web development' })).parentElement!;
    expect(card).toHaveTextContent('From ₦275,000');
    expect(screen.getByRole('button', { name: /^Social media management/ })).toHaveTextContent('From ₦120,000 a month');
    expect(screen.getByRole('button', { name: /^Copy\/Content writing/ })).toHaveTextContent(commonCopy.priceOnRequest);
  });

  it('groups every service as the catalogue says, each opening the booking dialog with it preselected', async () => {
    renderPage(<ServicesPage />);
    const all = screen.getByRole('region', { name: servicesCopy.listHeading });
    const build = await within(all).findByRole('list', { name: servicesCopy.groups.build });
    expect(within(build).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Web developmentFrom ₦250,000',
      'Mobile app developmentFrom ₦600,000',
      `Project Management${commonCopy.priceOnRequest}`,
      `Cloud Computing${commonCopy.priceOnRequest}`,
      `Database Management${commonCopy.priceOnRequest}`,
    ]);
    for (const group of Object.values(servicesCopy.groups)) expect(within(all).getByRole('heading', { level: 3, name: group })).toBeInTheDocument();
    await userEvent.click(within(all).getByRole('button', { name: /^Product Design/ }));
    expect(currentDialog()).toMatchObject({ kind: 'booking', service: 'product' });
    // Without JavaScript the button goes to the booking page with the service chosen.
    const form = within(all).getByRole('button', { name: /^Tutorship\/Mentorship/ }).closest('form')!;
    expect(form).toHaveAttribute('action', '/book');
    expect(form.querySelector('input[name="service"]')).toHaveValue('tutorship');
  });

  it('shows a service that is not offered as "Coming soon", with no way to book it', async () => {
    mockApi({ 'GET /api/catalogue/services': ok(servicesAnswer({ ma: { offered: false }, em: { offered: false } })) });
    renderPage(<ServicesPage />);
    const card = (await quick().findByRole('heading', { level: 3, name: 'Mobile app development' })).parentElement!;
    expect(within(card).getByText(commonCopy.comingSoon)).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    const all = screen.getByRole('region', { name: servicesCopy.listHeading });
    expect(within(all).queryByRole('button', { name: /^Email Marketing/ })).not.toBeInTheDocument();
    expect(within(all).getByText('Email Marketing').closest('div')).toHaveTextContent(commonCopy.comingSoon);
    expect(screen.getAllByText(commonCopy.comingSoon)).toHaveLength(3);
  });

  it('shows a spinner, then the failure with a retry that loads them', async () => {
    const second = gate();
    mockApi({ 'GET /api/catalogue/services': [raw(500), ok(servicesAnswer(), { until: second.promise })] });
    renderPage(<ServicesPage />);
    expect(screen.getByRole('status', { name: servicesCopy.loading })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(servicesCopy.failure);
    await userEvent.click(screen.getByRole('button', { name: commonCopy.retry }));
    expect(await screen.findByRole('status', { name: servicesCopy.loading })).toBeInTheDocument();
    second.open();
    expect(await quick().findByRole('heading', { level: 3, name: 'Web development' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the catalogue lists no service', async () => {
    mockApi({ 'GET /api/catalogue/services': ok({ version: 1, services: [] }) });
    renderPage(<ServicesPage />);
    expect(await screen.findByText(servicesCopy.empty)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: servicesCopy.quickHeading })).not.toBeInTheDocument();
  });

  it('describes every service as Service structured data, priced in naira where it has a price', async () => {
    mockApi({ 'GET /api/catalogue/services': ok(servicesAnswer({ wd: { name: 'Web </script> development' } })) });
    renderPage(<ServicesPage />);
    await quick().findByRole('heading', { level: 3, name: 'Mobile app development' });
    const script = document.querySelector('script[type="application/ld+json"]')!;
    // "<" is escaped: no text of the catalogue can end the script element.
    expect(script.textContent).not.toContain('</script>');
    const list = jsonLdOf('ItemList');
    expect(list.itemListElement).toHaveLength(servicesAnswer().services.length);
    list.itemListElement.forEach((element: LdNode, index: number) => {
      expect(element).toMatchObject({ '@type': 'ListItem', position: index + 1 });
      expectValidService(element.item);
    });
    const item = (name: string) => list.itemListElement.find((e: LdNode) => e.item.name === name).item;
    expect(item('Web </script> development').offers).toMatchObject({ price: '250000', priceCurrency: 'NGN' });
    expect(item('Mobile app development').offers.price).toBe('600000');
    expect(item('Cloud Computing').offers).toBeUndefined();
  });
});

describe('a preview of the catalogue (?preview=draft)', () => {
  it('reads the draft and says so in a banner with a way back to the published page', async () => {
    mockApi({ 'GET /api/catalogue/services': ok(servicesAnswer({ wd: { fromPrice: 199_000_00 } })) });
    renderPage(<ServicesPage />, { route: '/services?preview=draft' });
    const card = (await quick().findByRole('heading', { level: 3, name: 'Web development' })).parentElement!;
    expect(card).toHaveTextContent('From ₦199,000');
    expect(calls.map((c) => `${c.path}${c.search}`).sort()).toEqual(['/api/catalogue/heroes?preview=draft', '/api/catalogue/services?preview=draft']);
    const banner = screen.getByRole('complementary', { name: commonCopy.previewLabel });
    expect(banner).toHaveTextContent(commonCopy.previewBanner);
    expect(within(banner).getByRole('link', { name: commonCopy.previewLeave })).toHaveAttribute('href', '/services');
  });

  it('shows no banner and asks for the published catalogue otherwise', async () => {
    renderPage(<ServicesPage />);
    await quick().findByRole('heading', { level: 3, name: 'Web development' });
    expect(screen.queryByText(commonCopy.previewBanner)).not.toBeInTheDocument();
    expect(calls[0]!.search).toBe('');
  });

  it("tells a visitor who is not staff the API's refusal, in the page's failure state", async () => {
    mockApi({ 'GET /api/catalogue/services': fail(403, 'Only staff can preview unpublished content.') });
    renderPage(<ServicesPage />, { route: '/services?preview=draft' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only staff can preview unpublished content.');
    expect(screen.getByRole('button', { name: commonCopy.retry })).toBeInTheDocument();
  });
});
