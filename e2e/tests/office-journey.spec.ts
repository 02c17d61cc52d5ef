import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchForErrors } from '../support/console';
import { waitForHydration } from '../support/hydration';
import { emailedLink } from '../support/outbox';
import { DEMO_STAFF as STAFF } from '../support/session';

/** The seeded demo staff account (api/src/db/seed.ts). */

async function signIn(page: Page, email: string, password: string, landing: RegExp) {
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(landing);
}

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

test.describe('the back office', { tag: '@journey' }, () => {
  test.describe.configure({ timeout: 240_000 });

  test('a guest booking becomes a quoted, paid and delivered project, and a finished tutorial’s certificate verifies', async ({ browser }) => {
    const client = await newPage(browser, 1280);
    const staff = await newPage(browser, 1280);
    const clientErrors = watchForErrors(client);
    const staffErrors = watchForErrors(staff);
    const stamp = Date.now();
    const email = `ngozi.${stamp}@example.ng`;
    const subject = `Online shop for our bakery ${stamp}`;

    // Booking remote: a guest books a consultation.
    await client.goto('/services');
    // A server-rendered page: its buttons answer once the shell has hydrated it (a click before that is lost).
    await waitForHydration(client);
    await client.getByRole('main').getByRole('button', { name: /^SEO, SEM (From ₦|Priced on request)/ }).click();
    const booking = client.getByRole('dialog', { name: 'Request Service' });
    await booking.getByLabel('Name', { exact: true }).fill('Ngozi Eze');
    await booking.getByLabel('Email', { exact: true }).fill(email);
    await booking.getByLabel('Phone country').selectOption('NG');
    await booking.getByLabel('Phone number').fill('8031234567');
    await booking.getByRole('button', { name: 'Next' }).click();
    await booking.getByLabel('Subject', { exact: true }).fill(subject);
    await booking.getByRole('button', { name: 'Next' }).click();
    // A later week's first open day and its first free time: open whatever the time of this run, and free on a
    // retry too (the first attempt's booking took a slot on the same server).
    await booking.getByRole('button', { name: 'Later week' }).click();
    const day = booking.getByRole('group', { name: 'Date', exact: true });
    await day.locator('label:has(input:enabled)').first().click();
    const isoDay = await day.locator('input:checked').inputValue();
    const time = booking.getByRole('group', { name: 'Time', exact: true });
    await time.locator('label:has(input:enabled)').first().click();
    const clock = await time.locator('input:checked').inputValue();
    await booking.getByRole('button', { name: 'Next' }).click();
    await booking.getByLabel('Message', { exact: true }).fill('We bake in Enugu and want to sell online.');
    await booking.getByRole('button', { name: 'Next' }).click();
    await booking.getByRole('button', { name: 'Submit' }).click();
    await expect(booking.getByRole('heading', { name: 'Your request was successful' })).toBeVisible();

    // Office remote: staff sign in through the same /login and land in the inbox.
    await staff.goto('/login');
    await signIn(staff, STAFF.email, STAFF.password, /\/office$/);
    await expect(staff.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const card = staff.getByRole('article').filter({ hasText: subject });
    await expect(card).toContainText(email);
    await expect(card).toContainText(`${isoDay} ${clock}`);
    await expect(card.getByRole('button', { name: 'Download .ics' })).toBeVisible();
    await expectNoAxeViolations(staff);

    await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Requests', exact: true }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    const row = staff.getByRole('row').filter({ hasText: subject });
    await row.getByRole('textbox').fill('250000');
    await row.getByRole('button', { name: 'Quote' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'is quoted' })).toBeVisible();
    await expect(row).toContainText('Quoted');
    await expectNoAxeViolations(staff);

    // Portal remote: the client sets a password from the emailed link, signs in and pays.
    await client.goto(await emailedLink(email, /\/set-up\//));
    await client.getByLabel('Password', { exact: true }).fill('Fresh@Pass1');
    await client.getByLabel('Confirm password', { exact: true }).fill('Fresh@Pass1');
    await client.getByRole('button', { name: 'Submit' }).click();
    await expect(client.getByText('Account set up was successful')).toBeVisible();
    await client.goto('/login?redirect=/made-requests');
    await signIn(client, email, 'Fresh@Pass1', /\/made-requests$/);
    await client.getByRole('button', { name: `₦250,000 cart: ${subject}` }).click();
    await client.getByRole('region', { name: 'Check out' }).getByRole('link', { name: 'Proceed to payment' }).click();
    await client.getByRole('button', { name: 'Pay now' }).click();
    await client.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay ₦250,000' }).click();
    await expect(client.getByText('Payment was successful. Your dashboard will be updated.')).toBeVisible();

    // Office: the paid request becomes a project, which staff advance.
    await staff.reload();
    await expect(row).toContainText('Paid');
    await row.getByRole('button', { name: 'Start project' }).click();
    const start = staff.getByRole('dialog', { name: /Start the project of request/ });
    await start.getByLabel('Project URL').fill('https://staging.ngozibakes.ng');
    await start.getByRole('button', { name: 'Start' }).click();
    await expect(row).toContainText(/Project \d+/);
    await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Projects' }).click();
    const project = staff.getByRole('article').filter({ hasText: subject });
    // Progress is worked out from the stages (issue 26): Build is the second of Design, Build, Launch.
    await project.getByLabel('Move to stage').selectOption('Build');
    await project.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(project.getByText('The project is now at Build.', { exact: true })).toBeVisible();
    await expect(project.getByText('33% complete')).toBeVisible();
    await expectNoAxeViolations(staff);

    // Portal: the client's dashboard shows the new stage and progress on the next load.
    await client.goto('/dashboard');
    await expect(client.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await expect(client.locator('li[aria-current="step"]')).toContainText('Build');
    await expect(client.getByRole('link', { name: 'https://staging.ngozibakes.ng' })).toBeVisible();

    // Academy: staff create a free tutorial, the client joins it, staff finish it, the certificate verifies.
    const courseId = `OPS${String(stamp).slice(-6)}`;
    await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Academy' }).click();
    await staff.getByRole('button', { name: 'New tutorial' }).click();
    const form = staff.getByRole('dialog', { name: 'New tutorial' });
    await form.getByLabel('Title').fill(`Baking business online ${stamp}`);
    await form.getByLabel('Course id').fill(courseId);
    await form.getByLabel('Start date').fill('2026-12-01');
    await form.getByLabel('End date').fill('2026-12-15');
    await form.getByLabel('Instructor').fill('Kemi Adeyemi');
    await form.getByLabel('Class link').fill('https://meet.thinkmakesolve.ng/baking');
    await form.getByLabel('What students learn').fill('Taking orders online\nDelivery in Enugu');
    await expectNoAxeViolations(staff, 'dialog');
    await form.getByRole('button', { name: 'Save tutorial' }).click();
    const tutorial = staff.getByRole('article').filter({ hasText: courseId });
    await expect(tutorial).toContainText('Free');

    await client.goto('/tutorials');
    // A click before hydration is a native navigation that leaves while the page's scripts are still being asked for
    // (they start after the first paint): those requests are aborted and counted as the page failing.
    await waitForHydration(client);
    await client.getByRole('article').filter({ hasText: `Baking business online ${stamp}` }).getByRole('link', { name: /View details/ }).click();
    await client.getByRole('button', { name: 'Join (free)' }).click();
    await client.getByRole('dialog', { name: 'Application' }).getByRole('button', { name: 'Apply' }).click();
    await expect(client.getByText('You are now enrolled')).toBeVisible();
    const clientId = await client.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').id as number);

    await staff.reload();
    await expect(tutorial.getByRole('button', { name: 'Students (1)' })).toBeVisible();
    staff.once('dialog', (dialog) => void dialog.accept());
    await tutorial.getByRole('button', { name: 'Finish tutorial' }).click();
    await expect(tutorial).toContainText('Finished');

    await client.goto(`/certificate/${courseId}-${clientId}`);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText('Certificate of completion');
    await expect(client.getByText('Ngozi Eze')).toBeVisible();

    // Audit log: the quote, as a sentence with the price.
    await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
    const quote = staff.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: /Quoted request #\d+ at ₦250,000/ }).first();
    await expect(quote).toContainText(STAFF.email);
    await expectNoAxeViolations(staff);

    expect(clientErrors).toEqual([]);
    expect(staffErrors).toEqual([]);
  });

  test('every office page works at 1440 and 1280 px and stays usable at 768 and 360 px, with no axe violations', async ({ browser }) => {
    test.setTimeout(300_000);
    const staff = await newPage(browser, 1280);
    await staff.goto('/login');
    await signIn(staff, STAFF.email, STAFF.password, /\/office$/);
    // [path under /office, its nav link, its heading when it is the nav link's]; the engagement page (issue 26) is
    // a request's own page, under Requests (REQ-0002: opening a page reads its thread, and the demo's unread message,
    // which the visual baselines show in the bell, is on REQ-0001).
    const pages: [string, string, string | RegExp][] = [
      ['', 'Inbox', 'Inbox'],
      ['calendar', 'Calendar', /./],
      ['availability', 'Availability', /./],
      ['requests', 'Requests', 'Requests'],
      ['requests/2', 'Requests', /^REQ-0002: /],
      ['projects', 'Projects', 'Projects'],
      ['academy', 'Academy', 'Academy'],
      ['payments', 'Payments', 'Payments'],
      ['billing', 'Billing', /./],
      ['audit', 'Audit log', 'Audit log'],
      ['data-requests', 'Data requests', /./],
      ['staff', 'Staff', 'Staff'],
      ['site-health', 'Site health', /./],
    ];
    // Each page is loaded once, at 1440 px, and then looked at as the window narrows (the layouts follow the width;
    // loading it again at each width cost a quarter of the suite's longest test, 2026-11-29).
    for (const [section, link, heading] of pages) {
      await staff.setViewportSize({ width: 1440, height: 900 });
      await staff.goto(`/office${section ? `/${section}` : ''}`);
      for (const width of [1440, 1280, 768, 360]) {
        await staff.setViewportSize({ width, height: 900 });
        await expect(staff.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
        // Nothing wider than the window but the tables, which scroll inside their own region.
        expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (section === 'requests') {
          // Not even inside its region: each request's actions (Quote, Decline…) are in view at every width.
          const table = staff.getByRole('region', { name: /Requests/ }).filter({ has: staff.getByRole('table') });
          expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth), `the requests table scrolls sideways at ${width} px`).toBe(0);
        }
        await expectNoAxeViolations(staff);
        // For people to look at (a local run's test-results); CI compares the office's screens in the visual project.
        if (!process.env.CI) await staff.screenshot({ path: test.info().outputPath(`office-${section.replace('/', '-') || 'inbox'}-${width}.png`), fullPage: true });
      }
    }
  });
});
