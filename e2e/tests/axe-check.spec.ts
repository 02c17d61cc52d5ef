import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

/**
 * The suite's accessibility check (support/axe.ts) runs axe in the page, in legacy mode: this proves it still fails,
 * and names each rule and element, when a page breaks WCAG, so a change to how it runs cannot quietly pass everything.
 */
test('the accessibility check fails on a picture without alt text, a nameless button and low contrast, naming each', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  // Outside the React root, so hydration cannot take it away.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<div id="broken"><img src="/x.png"><button></button><p style="color:#ccc;background:#fff">Low contrast</p></div>'),
  );
  const failure = await expectNoAxeViolations(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  // Each rule with the element it found (axe's shortest unique selector: the only picture on the page is `img`).
  expect(failure).toContain('image-alt (critical): Images must have alternative text — img');
  expect(failure).toContain('button-name (critical): Buttons must have discernible text — #broken > button');
  expect(failure).toContain('color-contrast (serious): Elements must meet minimum color contrast ratio thresholds — #broken > p');
});
