import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until no finite animation or transition runs: a dialog still fading in blends its colours with
 * the page behind, and axe would measure that contrast (a flaky color-contrast failure). Two frames
 * first, so a transition that starts on the next frame is already running when checked. Endless ones
 * (a loader's spin) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** The page's WCAG 2.1 A/AA violations as "rule: targets" lines (all impacts), once it is still. */
export async function violations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
  );
}

/** No WCAG 2.1 A/AA violation at all . */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await violations(page)).toEqual([]);
}
