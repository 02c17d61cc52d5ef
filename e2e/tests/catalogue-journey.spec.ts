import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchForErrors } from '../support/console';
import { waitForHydration } from '../support/hydration';
import { fitsWithoutSideScroll, personPage } from '../support/journey';
import { type Running, startSeededSite } from '../support/processes';
import { DEMO_STAFF, signInAs } from '../support/session';
import { topologyPort } from '../support/topology';

/**
 * Issue 29's catalogue, on a site of its own (its own database and page cache): staff change two prices in the
 * office and publish → the public pages (served from the page cache until then), the packages' computed prices,
 * the booking form and the office's quote form all say the new prices on the next request, with no release →
 * staff roll back → the old prices are back. Then a case study added with an image appears on /work with
 * `srcset`, at its own address and in the sitemap.
 */
const PORT = topologyPort(160);

let site: Running & { dataDir: string };

/** The services list's button of a service: its one name, then its price. */
const serviceButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name: new RegExp(`^${name} (From ₦[\\d,]+|Priced on request)`) });

async function editPrice(staff: Page, service: string, naira: string) {
  await staff.getByRole('button', { name: `Edit ${service}`, exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: `Edit ${service}` });
  await dialog.getByLabel('From price (₦)').fill(naira);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByText('Saved.')).toBeVisible();
}

async function publish(staff: Page, note: string): Promise<number> {
  await staff.goto('/office/catalogue');
  await staff.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: 'Publish the draft' });
  await dialog.getByLabel('Note (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  const done = staff.getByText(/^Version \d+ is published\.$/);
  await expect(done).toBeVisible();
  return Number(/Version (\d+)/.exec((await done.textContent()) ?? '')![1]);
}

/** What an anonymous visitor's next request of `path` says (a fresh page load, through the page cache). */
/** Uploads a real PNG (the office itself as the browser paints it: wide enough for the API) in an editor's dialog and describes it. */
async function uploadPicture(staff: Page, dialog: Locator, name: string, alt: string) {
  await dialog.getByLabel('Image file').setInputFiles({ name, mimeType: 'image/png', buffer: await staff.screenshot() });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Image uploaded. Describe it below.')).toBeVisible();
  await dialog.getByLabel('Image description (alt text)').fill(alt);
}

async function visit(visitor: Page, path: string) {
  const response = await visitor.goto(path);
  expect(response?.status(), path).toBe(200);
  return response!;
}

test.describe('the catalogue, edited and published from the office (issue 29)', { tag: ['@journey', '@local'] }, () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSeededSite(PORT, 'catalogue-journey');
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('staff change prices and publish: every page, the booking form and the quote form follow; a rollback restores them', async ({ browser }) => {
    test.setTimeout(300_000);
    const visitor = await personPage(browser, site.url, { width: 360, phone: true });
    const staff = await personPage(browser, site.url, { width: 1280 });
    const visitorErrors = watchForErrors(visitor);
    const staffErrors = watchForErrors(staff);

    // The seeded prices, served from the page cache the second time.
    await visit(visitor, '/services');
    await expect(serviceButton(visitor, 'Graphic Designs')).toHaveText(/From ₦35,000/);
    const cached = await visit(visitor, '/services');
    expect(cached.headers()['cache-control']).toMatch(/\bpublic\b.*\bs-maxage=\d+/);
    expect(cached.headers().etag).toBeTruthy();
    await visit(visitor, '/packages');
    await expect(visitor.getByRole('main')).toContainText('₦71,250');

    // Office: two prices in the draft. Nothing changes for the public until it is published.
    await signInAs(staff, DEMO_STAFF, '/office/catalogue/services');
    await editPrice(staff, 'Graphic Designs', '30,000');
    await editPrice(staff, 'Web development', '230,000');
    await visit(visitor, '/services');
    await expect(serviceButton(visitor, 'Graphic Designs')).toHaveText(/From ₦35,000/);

    // Staff preview the draft on the real page; the preview is never cached or shared.
    const preview = await staff.goto('/services?preview=draft');
    expect(preview?.headers()['cache-control']).not.toMatch(/\bpublic\b/);
    await expect(staff.getByText('Preview of unpublished changes')).toBeVisible();
    await expect(serviceButton(staff, 'Graphic Designs')).toHaveText(/From ₦30,000/);
    await visit(visitor, '/services?preview=draft');
    await expect(visitor.getByText('Only staff can preview unpublished content.').first()).toBeVisible();

    const published = await publish(staff, 'Graphic design from ₦30,000, web from ₦230,000');
    // The demo's catalogue is at version 2 (it gave the OjaFresh case study a picture).
    expect(published).toBe(3);
    await expectNoAxeViolations(staff);

    // The next request of each page says the new prices: services, the packages' computed "from" prices, design.
    await visit(visitor, '/services');
    await expect(serviceButton(visitor, 'Graphic Designs')).toHaveText(/From ₦30,000/);
    await expect(serviceButton(visitor, 'Web development')).toHaveText(/From ₦230,000/);
    await fitsWithoutSideScroll(visitor, '/services at 360 px');
    await visit(visitor, '/packages');
    // Basic: the two cheapest prices (₦30,000 + ₦40,000) less the cart's 5 %.
    await expect(visitor.getByRole('main')).toContainText('₦66,500');
    await expect(visitor.getByRole('main')).not.toContainText('₦71,250');
    await visit(visitor, '/design');
    await expect(visitor.getByRole('main')).toContainText('From ₦30,000');

    // The booking form says the chosen service's price.
    await visit(visitor, '/services');
    await waitForHydration(visitor);
    await serviceButton(visitor, 'Graphic Designs').click();
    const booking = visitor.getByRole('dialog', { name: 'Request Service' });
    await booking.getByLabel('Name', { exact: true }).fill('Chioma Obi');
    await booking.getByLabel('Email', { exact: true }).fill('chioma@example.ng');
    await booking.getByLabel('Phone number', { exact: true }).fill('2015550123');
    await booking.getByRole('button', { name: 'Next' }).click();
    await expect(booking.getByLabel('Service', { exact: true })).toHaveAccessibleDescription('From ₦30,000');

    // The office's quote form says the published price of the request's service (the demo's loyalty web app: web).
    await staff.goto('/office/requests');
    const quote = staff.getByRole('row', { name: /Loyalty programme web app/ }).getByRole('textbox', { name: /^Price in naira for request/ });
    await expect(quote).toHaveAccessibleDescription('Web development: from ₦230,000 in the catalogue');

    // Roll back to version 2: a new version with the old prices, at once, everywhere.
    await staff.goto('/office/catalogue');
    await staff.getByRole('row', { name: /^Version 2\b/ }).getByRole('button', { name: 'Roll back' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Roll back to version 2' });
    await confirm.getByRole('button', { name: 'Roll back' }).click();
    await expect(staff.getByText('Version 4 is published, with the content of version 2.')).toBeVisible();
    await visit(visitor, '/services');
    await expect(serviceButton(visitor, 'Graphic Designs')).toHaveText(/From ₦35,000/);
    await expect(serviceButton(visitor, 'Web development')).toHaveText(/From ₦250,000/);
    await visit(visitor, '/packages');
    await expect(visitor.getByRole('main')).toContainText('₦71,250');

    expect(visitorErrors.filter((e) => !/403/.test(e))).toEqual([]);
    expect(staffErrors).toEqual([]);
  });

  test('a case study added with an image is on /work with srcset, at its own address and in the sitemap', async ({ browser }) => {
    test.setTimeout(240_000);
    const staff = await personPage(browser, site.url, { width: 1280 });
    const visitor = await personPage(browser, site.url, { width: 768 });
    await signInAs(staff, DEMO_STAFF, '/office/catalogue/work');
    await staff.getByRole('button', { name: 'Add a case study' }).click();
    const dialog = staff.getByRole('dialog', { name: 'New case study' });
    await dialog.getByLabel('Title', { exact: true }).fill('Adire Lagos online shop');
    await dialog.getByLabel('Address', { exact: true }).fill('adire-lagos-shop');
    await dialog.getByLabel('Client', { exact: true }).fill('Adire Lagos, Yaba');
    await dialog.getByLabel('Summary', { exact: true }).fill('A shop for hand-dyed adire fabric that took its WhatsApp orders online. Orders tripled in a quarter.');
    await dialog.getByLabel('The challenge').fill('Every order came in by WhatsApp and was tracked in a notebook.');
    await dialog.getByLabel('Step 1: title').fill('A catalogue of every fabric');
    await dialog.getByLabel('Step 1: what was done').fill('We photographed 120 fabrics and built a shop that loads fast on 3G.');
    await dialog.getByLabel('Quote', { exact: true }).fill('Our customers order while we sleep now.');
    await dialog.getByLabel('Who said it').fill('Bisi Adeyemi');
    await dialog.getByLabel('Their role').fill('Founder, Adire Lagos');
    // A real PNG wide enough for the API (at least 800 px): the office itself, as the browser paints it at 1280 × 900.
    await dialog.getByLabel('Image file').setInputFiles({ name: 'adire.png', mimeType: 'image/png', buffer: await staff.screenshot() });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('Image uploaded. Describe it below.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    // Alt text is required before the image can be saved.
    await expect(dialog.getByText('Describe the image for people who cannot see it.')).toBeVisible();
    await dialog.getByLabel('Image description (alt text)').fill('Indigo adire fabrics folded on a market table');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await publish(staff, 'Adire Lagos case study');

    const request = visitor.request;
    await visit(visitor, '/work');
    const card = visitor.getByRole('main').getByRole('listitem').filter({ hasText: 'Adire Lagos online shop' });
    const img = card.getByRole('img', { name: 'Indigo adire fabrics folded on a market table' });
    await expect(img).toHaveAttribute('srcset', /\/api\/catalogue\/images\/[a-z0-9-]+\/360\.jpg 360w/);
    await expect(img).toHaveAttribute('width', '1280');
    await expect(img).toHaveAttribute('height', '900');
    await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 360w/);
    const avif = await request.get(/\/api\/catalogue\/images\/\S+\.avif/.exec((await card.locator('source[type="image/avif"]').getAttribute('srcset')) ?? '')![0]);
    expect(avif.status()).toBe(200);
    expect(avif.headers()['content-type']).toBe('image/avif');
    expect(avif.headers()['cache-control']).toContain('immutable');

    await card.getByRole('link', { name: 'Adire Lagos online shop' }).click();
    await expect(visitor).toHaveURL(/\/work\/adire-lagos-shop$/);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Adire Lagos online shop');
    expect((await request.get('/work/adire-lagos-shop', { headers: { accept: 'text/html' } })).status()).toBe(200);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/work\/adire-lagos-shop<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}/);
    expect(sitemap).toMatch(/<loc>[^<]*\/work<\/loc>/);
  });

  test("hero art and a client's logo uploaded in the office replace the built-in ones on the next request", async ({ browser }) => {
    test.setTimeout(240_000);
    const staff = await personPage(browser, site.url, { width: 1280 });
    const visitor = await personPage(browser, site.url, { width: 1440 });
    await visit(visitor, '/faqs');
    const hero = visitor.getByRole('region', { name: 'Frequently asked questions' });
    // Its own illustration until staff upload art for it (it was empty at 1440 px before).
    await expect(hero.locator('svg[aria-hidden="true"]')).toBeVisible();

    await signInAs(staff, DEMO_STAFF, '/office/catalogue/heroes');
    const faqs = staff.getByRole('article', { name: 'FAQs' });
    await expect(faqs.getByText('The built-in illustration.')).toBeVisible();
    await faqs.getByRole('button', { name: 'Upload art' }).click();
    let dialog = staff.getByRole('dialog', { name: 'Hero art: FAQs' });
    await uploadPicture(staff, dialog, 'desk.png', 'Our support desk answering a client');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(faqs.getByRole('img', { name: 'Our support desk answering a client' })).toBeVisible();

    await staff.goto('/office/catalogue/logos');
    const kolo = staff.getByRole('listitem').filter({ hasText: 'Kolo Cooperative' });
    await kolo.getByRole('button', { name: /Edit/ }).click();
    dialog = staff.getByRole('dialog', { name: 'Edit Kolo Cooperative' });
    await uploadPicture(staff, dialog, 'kolo.png', 'Kolo Cooperative, the new mark');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await publish(staff, 'FAQs hero art and the Kolo logo');

    await visit(visitor, '/faqs');
    const art = hero.getByRole('img', { name: 'Our support desk answering a client' });
    await expect(art).toBeVisible();
    await expect(art).toHaveAttribute('loading', 'eager');
    await expect(hero.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 360w/);
    await expect(hero.locator('svg')).toHaveCount(0);

    await visit(visitor, '/');
    const strip = visitor.getByRole('region', { name: 'Trusted by growing businesses across Nigeria' });
    await expect(strip.getByRole('img')).toHaveCount(6);
    await expect(strip.getByRole('img', { name: 'Kolo Cooperative, the new mark' })).toHaveAttribute('srcset', /\/api\/catalogue\/images\//);
    await expect(strip.getByRole('img', { name: 'OjaFresh' })).toBeVisible();
  });
});
