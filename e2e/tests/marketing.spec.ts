import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchForErrors } from '../support/console';
import { hasDemoSeed, NEEDS_DEMO_SEED, uniqueEmail } from '../support/environment';
import { DEMO, endSession } from '../support/session';

const PAGES = [
  { path: '/', heading: 'Think-Make-Solve' },
  { path: '/home', heading: 'Think-Make-Solve' },
  { path: '/about' },
  { path: '/services' },
  { path: '/packages' },
  { path: '/design' },
  { path: '/digital-marketing' },
  { path: '/mentorship/tutorship' },
  { path: '/faqs' },
];

async function openServiceStep(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Request Service' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  return dialog;
}

test.describe('marketing pages render', { tag: '@smoke' }, () => {
  for (const p of PAGES) {
    test(`${p.path} renders with its own title and description, one h1, and no axe violations`, async ({ page }) => {
      const errors = watchForErrors(page);
      await page.goto(p.path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      if (p.heading) await expect(h1).toHaveText(p.heading);
      await expect(page).toHaveTitle(/Think-Make-Solve/);
      const description = await page.locator('meta[name="description"]').first().getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('marketing pages', { tag: '@journey' }, () => {
  test('each page has a distinct title', async ({ page }) => {
    const titles = new Set<string>();
    for (const p of PAGES.filter((x) => x.path !== '/home')) {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      titles.add(await page.title());
    }
    expect(titles.size).toBe(PAGES.length - 1);
  });

  test('the landing page shows Coming soon on Embedded System and Online Community, and two recent projects', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Embedded System', 'Online Community']) {
      const card = page.locator('article, li, div').filter({ has: page.getByRole('heading', { name, exact: true }) }).last();
      await expect(card.getByText('Coming soon')).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Recent projects' }).getByRole('heading', { level: 3 })).toHaveCount(2);
    const links: [string, string][] = [
      ['Explore design', '/design'],
      ['Explore digital marketing', '/digital-marketing'],
      ['Explore mentorship', '/mentorship/tutorship'],
    ];
    for (const [name, href] of links) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  const PRESELECTING = [
    { path: '/digital-marketing', button: 'Request Social media management', label: 'Social media management' },
    { path: '/digital-marketing', button: 'Request Search engine optimisation (SEO)', label: 'SEO, SEM' },
    { path: '/digital-marketing', button: 'Request Digital ads campaign', label: 'Ads campaign' },
    { path: '/digital-marketing', button: 'Request Content marketing materials', label: 'Content marketing' },
    { path: '/design', button: 'Request Services for Graphic design', label: 'Graphic Designs' },
    { path: '/design', button: 'Request Services for Video editing', label: 'Video editing' },
    { path: '/design', button: 'Request Services for Product design', label: 'Product Design' },
    { path: '/services', button: 'Product Design', label: 'Product Design' },
    { path: '/services', button: 'Cloud Computing', label: 'Cloud Computing' },
    { path: '/services', button: 'Make a custom request', label: 'Make a Special Request' },
    { path: '/mentorship/tutorship', button: 'Request Services', label: 'Tutorship/Mentorship' },
  ];
  for (const item of PRESELECTING) {
    test(`${item.path}: "${item.button}" opens the booking dialog with ${item.label} preselected`, async ({ page }) => {
      await page.goto(item.path);
      await page.getByRole('main').getByRole('button', { name: item.button, exact: true }).click();
      const dialog = await openServiceStep(page);
      const select = dialog.getByLabel('Service', { exact: true });
      await expect(select.locator('option:checked')).toHaveText(item.label);
    });
  }

  test('Book Consultation and Get started open the booking dialog with no service chosen', async ({ page }) => {
    await page.goto('/packages');
    await page.getByRole('button', { name: 'Get started with the Premium package' }).click();
    const dialog = await openServiceStep(page);
    await expect(dialog.getByLabel('Service', { exact: true })).toHaveValue('select');
  });

  test('Mentorship links View Active Tutorial to /tutorials', async ({ page }) => {
    await page.goto('/mentorship/tutorship');
    await page.getByRole('link', { name: 'View Active Tutorial' }).click();
    await expect(page).toHaveURL(/\/tutorials$/);
  });

  test('the FAQs cover the six topics of the spec and open on click', async ({ page }) => {
    await page.goto('/faqs');
    const questions = page.locator('summary');
    await expect(questions).toHaveCount(6);
    await questions.first().click();
    await expect(page.getByRole('link', { name: /@/ }).first()).toBeVisible();
  });
});

test.describe('nav and footer', { tag: '@journey' }, () => {
  test('the bar turns white after 10 px of scroll, and the logo links home', async ({ page }) => {
    await page.goto('/services');
    const header = page.locator('header[data-solid]');
    await expect(header).toHaveAttribute('data-solid', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.getByRole('banner').getByRole('link', { name: 'Think-Make-Solve Digital, home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every route change scrolls back to the top', async ({ page }) => {
    await page.goto('/services');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the footer links About us, Services and FAQs, opens Contact Us, and shows phone, email and 2023', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    await expect(footer.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    await expect(footer.getByRole('link', { name: /^\+234/ })).toHaveAttribute('href', /^tel:/);
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer).toContainText('2023');
    await footer.getByRole('button', { name: 'Contact Us' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  });

  test('the newsletter refuses an empty email without a call, then subscribes with Success!', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/newsletter')) calls.push(req.method());
    });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const submit = footer.getByRole('button', { name: 'Subscribe Now' });
    await submit.click();
    await expect(footer.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await footer.getByRole('textbox').fill(uniqueEmail('ngozi'));
    await submit.click();
    await expect(footer.getByRole('button', { name: 'Success!' })).toBeVisible();
    expect(calls).toEqual(['POST']);
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });
    test.afterEach(endSession);

    test('the menu opens from the toggle, adds Requests, Profile and Settings when signed in, and nothing scrolls sideways', async ({ page }) => {
      test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
      await nav.getByRole('button', { name: 'Open menu' }).click();
      await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Requests' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      await nav.getByRole('link', { name: 'Login' }).click();
      await page.getByRole('main').getByLabel('Email', { exact: true }).fill(DEMO.email);
      await page.getByRole('main').getByLabel('Password', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/made-requests/);
      await nav.getByRole('button', { name: 'Open menu' }).click();
      for (const name of ['Requests', 'Profile', 'Settings', 'Dashboard']) await expect(nav.getByRole('link', { name })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    });

    for (const path of ['/', '/services', '/packages', '/digital-marketing', '/faqs']) {
      test(`${path} fits a 360 px screen`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      });
    }
  });
});
