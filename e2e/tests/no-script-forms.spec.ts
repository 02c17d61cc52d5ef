import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/environment';
import { outbox } from '../support/outbox';

/**
 * Issue 28: booking and contact have addresses of their own, server-rendered, whose forms post without JavaScript
 * (site/src/form-posts.ts sends the fields to the API). A phone with scripts off books a consultation at /book, is
 * told what it booked and gets the email; a post the API refuses comes back with the reason and nothing lost; the
 * contact form sends too. Then the same page with JavaScript, looked at for accessibility at each width.
 */
test.describe('the booking and contact pages without JavaScript', { tag: ['@journey', '@mobile'] }, () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone journey: the mobile project runs it');
  test('a phone with scripts off books at /book, sees its consultation and the email goes; a refused post keeps what was typed', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    // The dialog buttons of the server-rendered pages go to the forms' own pages when no script runs.
    await page.goto('/home');
    await page.getByRole('main').getByRole('button', { name: 'Book Consultation' }).first().tap();
    await expect(page).toHaveURL(/\/book\??$/);
    await page.goto('/services');
    await page.getByRole('button', { name: /^Mobile app development/ }).tap();
    await expect(page).toHaveURL(/\/book\?service=ma$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a consultation' })).toBeVisible();
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue('ma');
    await expect(page.getByLabel('Phone country', { exact: true })).toHaveValue('NG');
    const email = uniqueEmail('no-script');
    await page.getByLabel('Name', { exact: true }).fill('Kemi No-Script');
    // An address the browser lets through (type="email" takes "kemi@shop") and the API refuses.
    await page.getByLabel('Email', { exact: true }).fill('kemi@shop');
    await page.getByLabel('Phone number', { exact: true }).fill('0803 123 4567');
    await page.getByLabel('Subject', { exact: true }).fill('An app for our shop');
    const slots = page.getByLabel('Date and time (WAT)', { exact: true });
    // The last free time offered: far from the ones other tests book first.
    const last = slots.locator('option').last();
    const slot = (await last.getAttribute('value'))!;
    const label = (await last.textContent())!;
    await slots.selectOption(slot);
    await page.getByRole('radio', { name: /^Phone call/ }).check();
    await page.getByRole('button', { name: 'Submit' }).tap();

    // Refused: the page again, with the API's reason and every field as it was typed.
    await expect(page.getByRole('alert')).toContainText('valid email');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kemi No-Script');
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('An app for our shop');
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue('ma');
    await expect(slots).toHaveValue(slot);
    await expect(page.getByRole('radio', { name: /^Phone call/ })).toBeChecked();
    expect(page.url(), 'what was typed never goes into the address bar').not.toContain('Kemi');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Submit' }).tap();
    await expect(page).toHaveURL(/\/book\?booked=/);
    await expect(page.getByRole('heading', { name: 'Your request was successful' })).toBeVisible();
    const [longDate, time] = label.split(/, (?=\d\d:\d\d)/);
    await expect(page.getByText(`${longDate} at ${time}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download .ics (Apple, others)' })).toBeVisible();
    await expect.poll(() => outbox().filter((mail) => mail.to === email).length, { message: 'the booking email went' }).toBeGreaterThan(0);
    // The time is taken now: the page no longer offers it.
    await page.goto('/book');
    await expect(page.getByLabel('Date and time (WAT)', { exact: true }).locator(`option[value="${slot}"]`)).toHaveCount(0);

    // The contact form sends too: the footer's Contact Us goes to it.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).tap();
    await expect(page).toHaveURL(/\/contact\??$/);
    await page.getByLabel('Name', { exact: true }).fill('Kemi No-Script');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Subject', { exact: true }).fill('A question');
    await page.getByLabel('Message', { exact: true }).fill('Do you build for Android and iOS?');
    await page.getByRole('button', { name: 'Submit' }).tap();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole('heading', { name: 'Your message was submitted successfully' })).toBeVisible();
    await context.close();
  });
});

test.describe('the booking and contact pages', () => {
  for (const width of [360, 768, 1440]) {
    test(`with JavaScript, /book and /contact are accessible at ${width} px, with no sideways scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/book?service=wd', '/contact']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(page);
      }
    });
  }
});
