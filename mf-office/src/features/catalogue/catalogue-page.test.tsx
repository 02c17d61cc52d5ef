import { IMAGE_ALT_REQUIRED, NOTHING_TO_PUBLISH } from '@agency/contracts/catalogue';
import { fail, mockApi, ok } from '@agency/contracts/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '../../copy';
import { catalogueContent, officeCatalogue, versionInfo } from '../../testing/catalogue';
import { renderAt, signInStaff } from '../../testing/render';
import { CataloguePage } from './catalogue-page';

const text = copy.catalogue;
const puts = (sent: { method: string; body: unknown }[]) => sent.filter((c) => c.method === 'PUT').map((c) => c.body as ReturnType<typeof catalogueContent>);

beforeEach(signInStaff);

const open = (address: string) => renderAt(address, '/office/catalogue/*', <CataloguePage />);

describe('Catalogue overview', () => {
  it('says what is published and that the draft differs, and offers each public page with ?preview=draft', async () => {
    mockApi({ 'GET /api/office/catalogue': ok(officeCatalogue()), 'GET /api/office/catalogue/versions': ok([versionInfo()]) });
    open('/office/catalogue');
    expect(await screen.findByText(text.overview.unpublished)).toBeInTheDocument();
    const published = screen.getByRole('article', { name: text.overview.published });
    expect(published).toHaveTextContent('Version 3');
    expect(published).toHaveTextContent('Bola');
    const preview = screen.getByRole('article', { name: text.overview.preview });
    const links = within(preview).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/?preview=draft', '/services?preview=draft', '/packages?preview=draft', '/faqs?preview=draft', '/work?preview=draft']);
    expect(within(preview).getByRole('link', { name: `Services ${text.overview.newTab}` })).toHaveAttribute('target', '_blank');
  });

  it('publishes with a note after the confirm dialog, saying the API’s 409 sentence when nothing changed', async () => {
    const published = versionInfo({ version: 4, note: 'New prices', publishedAt: '2026-11-22T09:00:00.000Z' });
    const sent = mockApi({
      'GET /api/office/catalogue': [ok(officeCatalogue()), ok(officeCatalogue({ published, unpublished: false }))],
      'GET /api/office/catalogue/versions': [ok([versionInfo()]), ok([published, versionInfo({ current: false })])],
      'POST /api/office/catalogue/publish': [fail(409, NOTHING_TO_PUBLISH), ok(published)],
    });
    open('/office/catalogue');
    await userEvent.click(await screen.findByRole('button', { name: text.overview.publish }));
    let dialog = await screen.findByRole('dialog', { name: text.overview.publishTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.overview.publish }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NOTHING_TO_PUBLISH);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await userEvent.click(screen.getByRole('button', { name: text.overview.publish }));
    dialog = await screen.findByRole('dialog', { name: text.overview.publishTitle });
    await userEvent.type(within(dialog).getByLabelText(text.overview.note), '  New prices ');
    await userEvent.click(within(dialog).getByRole('button', { name: text.overview.publish }));
    expect(await within(dialog).findByText(text.overview.publishedOk(4))).toBeInTheDocument();
    expect(sent.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{}, { note: 'New prices' }]);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByText(text.overview.upToDate)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: text.overview.history });
    expect(within(history).getByRole('row', { name: /Version 4 Current/ })).toHaveTextContent('New prices');
  });

  it('rolls back to an older version after the confirm dialog; the new version is shown as current', async () => {
    const v3 = versionInfo();
    const v2 = versionInfo({ version: 2, current: false, note: 'Old prices', publishedAt: '2026-11-10T09:00:00.000Z' });
    const v4 = versionInfo({ version: 4, rollbackOf: 2, publishedAt: '2026-11-22T09:00:00.000Z' });
    const sent = mockApi({
      'GET /api/office/catalogue': ok(officeCatalogue()),
      'GET /api/office/catalogue/versions': [ok([v3, v2]), ok([v4, { ...v3, current: false }, v2])],
      'POST /api/office/catalogue/rollback': ok(v4),
    });
    open('/office/catalogue');
    const history = await screen.findByRole('region', { name: text.overview.history });
    expect(await within(history).findByRole('row', { name: /Version 3 Current/ })).toBeInTheDocument();
    // The current version cannot be rolled back to: only version 2 offers it.
    expect(within(history).getAllByRole('button', { name: /Roll back/ })).toHaveLength(1);
    await userEvent.click(within(history).getByRole('button', { name: 'Roll back Version 2' }));
    const dialog = await screen.findByRole('dialog', { name: text.overview.rollbackTitle(2) });
    await userEvent.click(within(dialog).getByRole('button', { name: text.overview.rollback }));
    expect(await within(dialog).findByText(text.overview.rolledBack(4, 2))).toBeInTheDocument();
    expect(sent.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/office/catalogue/rollback', body: { version: 2 } });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const row = await within(history).findByRole('row', { name: /Version 4 Current/ });
    expect(row).toHaveTextContent(text.overview.rollbackOf(2));
    expect(within(history).getByRole('row', { name: /Version 3/ })).not.toHaveTextContent(text.overview.current);
  });
});

describe('Catalogue services editor', () => {
  const editWebDevelopment = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Web development' }));
    return screen.findByRole('dialog', { name: text.services.editTitle('Web development') });
  };

  it('saves a price typed in naira as kobo in the whole draft, and shows it saved', async () => {
    const sent = mockApi({
      'GET /api/office/catalogue': ok(officeCatalogue()),
      'PUT /api/office/catalogue/draft': ({ body }) => ok(officeCatalogue({ draft: body as ReturnType<typeof catalogueContent> })),
    });
    open('/office/catalogue/services');
    const dialog = await editWebDevelopment();
    const price = within(dialog).getByLabelText(text.services.price);
    expect(price).toHaveValue('350000');
    await userEvent.clear(price);
    await userEvent.type(price, '450,000.50');
    await userEvent.type(within(dialog).getByLabelText(text.services.priceNote), 'per site');
    await userEvent.click(within(dialog).getByRole('button', { name: text.draft.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [body] = puts(sent);
    const before = catalogueContent();
    expect(body!.services.find((s) => s.code === 'wd')).toEqual({ ...before.services.find((s) => s.code === 'wd'), fromPrice: 45_000_050, priceNote: 'per site' });
    // Everything else of the draft is sent as it was.
    expect({ ...body!, services: body!.services.filter((s) => s.code !== 'wd') }).toEqual({ ...before, services: before.services.filter((s) => s.code !== 'wd') });
    expect(screen.getByText(text.draft.saved)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Web development/ })).toHaveTextContent('From ₦450,000.5 per site');
  });

  it('says what is wrong with a price, keeping what was typed and sending nothing; then keeps it through the API’s refusal', async () => {
    const refusal = 'services.0.name: Fill in this field.';
    const sent = mockApi({ 'GET /api/office/catalogue': ok(officeCatalogue()), 'PUT /api/office/catalogue/draft': fail(400, refusal) });
    open('/office/catalogue/services');
    const dialog = await editWebDevelopment();
    const price = within(dialog).getByLabelText(text.services.price);
    await userEvent.clear(price);
    await userEvent.type(price, 'about 400k');
    await userEvent.click(within(dialog).getByRole('button', { name: text.draft.save }));
    expect(await within(dialog).findByText(text.services.badPrice)).toBeInTheDocument();
    expect(price).toHaveValue('about 400k');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(puts(sent)).toHaveLength(0);

    await userEvent.clear(price);
    await userEvent.type(price, '400000');
    await userEvent.click(within(dialog).getByRole('button', { name: text.draft.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(price).toHaveValue('400000');
    expect(puts(sent)).toHaveLength(1);
  });
});

describe('Catalogue FAQs editor', () => {
  it('moves a question down, saving the new order, and says where it went', async () => {
    const sent = mockApi({
      'GET /api/office/catalogue': ok(officeCatalogue()),
      'PUT /api/office/catalogue/draft': ({ body }) => ok(officeCatalogue({ draft: body as ReturnType<typeof catalogueContent> })),
    });
    open('/office/catalogue/faqs');
    await userEvent.click(await screen.findByRole('button', { name: 'Move down How long does a website take?' }));
    expect(await screen.findByText(text.draft.moved('How long does a website take?', 2, 3))).toBeInTheDocument();
    expect(puts(sent)[0]!.faqs.map((f) => f.id)).toEqual(['payment', 'how-long', 'support']);
    const list = screen.getByRole('list', { name: text.sections.faqs });
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(['How do I pay?', 'How long does a website take?', 'Do you offer support?']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down How long does a website take?' })).toHaveFocus());
  });

  it('removes a question only after the confirm dialog', async () => {
    const sent = mockApi({
      'GET /api/office/catalogue': ok(officeCatalogue()),
      'PUT /api/office/catalogue/draft': ({ body }) => ok(officeCatalogue({ draft: body as ReturnType<typeof catalogueContent> })),
    });
    open('/office/catalogue/faqs');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove How do I pay?' }));
    const dialog = await screen.findByRole('dialog', { name: text.draft.removeTitle('How do I pay?') });
    expect(puts(sent)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: text.draft.remove }));
    expect(await within(dialog).findByText(text.draft.removed('How do I pay?'))).toBeInTheDocument();
    expect(puts(sent)[0]!.faqs.map((f) => f.id)).toEqual(['how-long', 'support']);
  });
});

describe('Catalogue images', () => {
  it('uploads a logo’s image as the body, then requires its description before saving', async () => {
    const uploaded = { id: 'acme-logo-0001', width: 1200, height: 600, widths: [360, 640, 960] };
    const sent = mockApi({
      'GET /api/office/catalogue': ok(officeCatalogue()),
      'POST /api/office/catalogue/images': ok(uploaded),
      'PUT /api/office/catalogue/draft': ({ body }) => ok(officeCatalogue({ draft: body as ReturnType<typeof catalogueContent> })),
    });
    open('/office/catalogue/logos');
    await userEvent.click(await screen.findByRole('button', { name: text.logos.add }));
    const dialog = await screen.findByRole('dialog', { name: text.logos.newTitle });
    await userEvent.type(within(dialog).getByLabelText(text.logos.name), 'Acme Foods');
    await userEvent.upload(within(dialog).getByLabelText(text.image.file), new File(['PNGDATA'], 'acme.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: text.image.upload }));
    expect(await within(dialog).findByText(text.image.uploaded)).toBeInTheDocument();
    const post = sent.find((c) => c.method === 'POST')!;
    expect(post).toMatchObject({ path: '/api/office/catalogue/images', body: 'PNGDATA', auth: 'Bearer staff-token' });
    expect(new URLSearchParams(post.search).get('name')).toBe('acme.png');
    // Its smallest JPEG, decorative until it is described.
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/api/catalogue/images/acme-logo-0001/360.jpg');

    await userEvent.click(within(dialog).getByRole('button', { name: text.draft.save }));
    expect(await within(dialog).findByText(IMAGE_ALT_REQUIRED)).toBeInTheDocument();
    expect(puts(sent)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(text.image.alt), 'Acme Foods logo');
    await userEvent.click(within(dialog).getByRole('button', { name: text.draft.save }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]!.logos).toEqual([{ id: 'acme-foods', name: 'Acme Foods', image: { ...uploaded, alt: 'Acme Foods logo' } }]);
    expect(await screen.findByRole('img', { name: 'Acme Foods logo' })).toBeInTheDocument();
  });
});

describe('Catalogue hero art', () => {
  it('lists every public page with its built-in illustration, then saves art uploaded for one to the draft', async () => {
    const uploaded = { id: 'faqs-hero-0001', width: 1200, height: 900, widths: [360, 640, 960, 1200] };
    const sent = mockApi({
      'GET /api/office/catalogue': ok(officeCatalogue()),
      'POST /api/office/catalogue/images': ok(uploaded),
      'PUT /api/office/catalogue/draft': ({ body }) => ok(officeCatalogue({ draft: body as ReturnType<typeof catalogueContent> })),
    });
    open('/office/catalogue/heroes');
    const faqs = await screen.findByRole('article', { name: text.heroes.pages.faqs });
    expect(screen.getAllByRole('article')).toHaveLength(Object.keys(text.heroes.pages).length);
    expect(within(faqs).getByText(text.heroes.builtIn)).toBeInTheDocument();

    await userEvent.click(within(faqs).getByRole('button', { name: text.heroes.upload }));
    const dialog = await screen.findByRole('dialog', { name: text.heroes.editTitle(text.heroes.pages.faqs) });
    await userEvent.upload(within(dialog).getByLabelText(text.image.file), new File(['JPEGDATA'], 'desk.jpg', { type: 'image/jpeg' }));
    await userEvent.click(within(dialog).getByRole('button', { name: text.image.upload }));
    expect(await within(dialog).findByText(text.image.uploaded)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(text.image.alt), 'Our support desk on a call');
    await userEvent.click(within(dialog).getByRole('button', { name: text.draft.save }));

    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]!.heroes).toEqual([{ page: 'faqs', image: { ...uploaded, alt: 'Our support desk on a call' } }]);
    const saved = await screen.findByRole('article', { name: text.heroes.pages.faqs });
    expect(await within(saved).findByRole('img', { name: 'Our support desk on a call' })).toBeInTheDocument();
    expect(within(saved).getByRole('button', { name: text.heroes.change })).toBeInTheDocument();
  });
});
