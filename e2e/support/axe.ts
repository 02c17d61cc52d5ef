import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe with the WCAG 2.2 A/AA rules and fails with a readable list of violations.
 *
 * In legacy mode (`axe.run` in the page): by default @axe-core/playwright runs axe in each frame and then opens a
 * new page, injects axe into it again and finishes the run there, a second tab for every check. That way exists to
 * test cross-origin frames, and the site has none. Measured here (2026-12-08, the headless shell, the same loaded
 * page, five checks each): `/services` 1,622-1,741 ms a check by default against 789-946 ms in legacy mode, `/faqs`
 * 1,325-1,356 against 602-666; with a missing alt text, a nameless button and low contrast put on the page, both
 * modes reported the same three violations on the same elements (tests/axe-check.spec.ts keeps that proved). The
 * office journey's 52 checks (13 pages at four widths): the test took 1.6 minutes twice with the default, 58 s and
 * 1.0 minute in legacy mode (runs alternated).
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const readable = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(readable).toEqual([]);
}
