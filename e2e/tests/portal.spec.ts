import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { hasDemoSeed, NEEDS_DEMO_SEED } from '../support/environment';
import { DEMO, endSession, signInAsDemo as signIn } from '../support/session';

test.describe('the portal to guests', { tag: '@smoke' }, () => {
  test('guests are sent to the login from every signed-in page', async ({ page }) => {
    for (const [from, to] of [
      ['/dashboard', '/login'],
      ['/profile', '/login'],
      ['/order-summary', '/login'],
      ['/made-requests', '/login?redirect=/made-requests'],
      ['/settings', '/login?redirect=/settings'],
    ] as const) {
      await page.goto(from);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to);
    }
  });
});

test.describe("the portal's account links", { tag: '@journey' }, () => {
  test('forgot password sends the reset email and shows Request sent!', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Email field cannot be empty');
    // Any address gets the same answer (no account discovery); the demo client's receives a real reset email.
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/reset-password\/request-sent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Request sent!' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an invalid set-up link offers a new set-up email', async ({ page }) => {
    await page.goto('/set-up/not-a-real-token/demo%40thinkmakesolve.ng');
    await expect(page.getByRole('heading', { level: 1, name: 'You almost ready to start' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Fresh@Pass1');
    await page.getByLabel('Confirm password', { exact: true }).fill('Fresh@Pass1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid or expired token');
    await expect(page.getByRole('button', { name: 'Send a new set-up email' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("the demo client's portal", { tag: '@journey' }, () => {
  test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);
  test.afterEach(endSession);

  test('the dashboard shows the demo projects, progress, dated stages with the next milestone, and a copyable URL', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Hello, Adaeze')).toBeVisible();
    const projects = page.getByRole('list', { name: 'Choose a project' });
    // The newest project comes first: the ordering app its accepted proposal started (issue 25's demo billing).
    await expect(projects.getByRole('button', { name: /Ordering app for our bakery/ })).toHaveAttribute('aria-current', 'true');
    await projects.getByRole('button', { name: /E-commerce website for our bakery/ }).click();
    await expect(projects.getByRole('button', { name: /E-commerce website for our bakery/ })).toHaveAttribute('aria-current', 'true');
    await expect(projects.getByRole('button', { name: /Brand identity refresh/ })).toContainText('Completed');
    // Progress is derived from the stages (issue 26): Development is the third of five, so two are done.
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(page.getByTestId('progress-value')).toHaveText('40%');
    await expect(page.getByRole('link', { name: 'https://staging.korabakes.ng' })).toBeVisible();
    const stages = page.getByRole('list', { name: 'Stages' });
    await expect(stages.locator('li[aria-current="step"]')).toContainText('Development');
    await expect(stages.getByRole('listitem').first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByTestId('milestone')).toContainText('Testing');
    await page.getByRole('button', { name: 'Copy project URL' }).click();
    await expect(page.getByText('Text Copied!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View packages' })).toHaveAttribute('href', '/packages');
    await expectNoAxeViolations(page);

    // Delete project waits in the More actions menu, unavailable while the project runs.
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Delete project' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menuitem', { name: 'Delete project' })).toHaveAccessibleDescription('Only a completed project can be deleted.');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    // The finished project can be chosen; its Delete project asks first (cancelled here: other journeys use it).
    await projects.getByRole('button', { name: /Brand identity refresh/ }).click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('milestone')).toContainText('Every stage is complete.');
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete project' });
    await expect(dialog).toContainText('Are sure you want to delete this project?');
    await expectNoAxeViolations(page, 'dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'More actions' })).toBeFocused();

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('profile shows the account with the phone and a masked password', async ({ page }) => {
    await signIn(page, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: DEMO.email })).toBeVisible();
    await expect(page.getByText('********')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a client puts two requests in the cart, gets the discount and pays through the sandbox checkout', { tag: '@mobile' }, async ({ page }) => {
    // Four axe passes over a list that now has the demo's billing requests too: more than the default 45 s on 2 cores.
    test.setTimeout(90_000);
    await signIn(page, '/made-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your requests' });
    // The demo client's seeded requests (other journeys may add more, such as a booking).
    await expect(list.getByRole('listitem').filter({ hasText: 'SEO audit and keyword plan' })).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: 'Three months of Instagram and TikTok content' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: '₦150,000 cart: SEO audit and keyword plan' }).click();
    await page.getByRole('button', { name: '₦240,000 cart: Three months of Instagram and TikTok content' }).click();
    const checkout = page.getByRole('region', { name: 'Check out' });
    await expect(checkout.getByText('Discount applied')).toBeVisible();
    await expect(checkout.getByTestId('cart-total')).toHaveText('₦370,500');
    await expectNoAxeViolations(page);
    await checkout.getByRole('link', { name: 'Proceed to payment' }).click();

    await expect(page).toHaveURL(/\/order-summary$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('₦370,500');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    const checkoutDialog = page.getByRole('dialog', { name: 'Test checkout' });
    await checkoutDialog.getByRole('button', { name: 'Pay ₦370,500' }).click();
    await expect(page.getByText('Payment was successful. Your dashboard will be updated.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/made-requests');
    await expect(list.getByRole('listitem').filter({ hasText: 'SEO audit and keyword plan' })).toBeVisible();
    // The two paid requests have nothing left to pay (the demo's ordering app still has its milestone due).
    await expect(page.getByRole('button', { name: /cart: (SEO audit and keyword plan|Three months of Instagram and TikTok content)$/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Check out' })).not.toContainText('Discount applied');
  });

  test('settings validate locally and save, refreshing the stored login', async ({ page }) => {
    await signIn(page, '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Invalid password field/);
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('at least 1 uppercase alphabetical character')).toBeVisible();

    const oldToken = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').token);
    await page.getByLabel('Phone', { exact: true }).fill('+2348099990000');
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Profile update was successful')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'));
    expect(stored.last_name).toBe('+2348099990000');
    expect(stored.token).not.toBe(oldToken);
    await page.goto('/profile');
    await expect(page.getByText('+2348099990000')).toBeVisible();
  });
});
