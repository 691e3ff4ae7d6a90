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

/** axe's WCAG 2.1 A/AA findings on the page (or only inside `include`), once it is still. */
async function scan(page: Page, include?: string) {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  return (await (include ? builder.include(include) : builder).analyze()).violations;
}

type Violation = Awaited<ReturnType<typeof scan>>[number];

const asLine = (violation: Violation) =>
  `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`;

/** The page's WCAG 2.1 A/AA violations as "rule: targets" lines (all impacts). */
export async function violations(page: Page, include?: string): Promise<string[]> {
  return (await scan(page, include)).map(asLine);
}

/**
 * WCAG 2.5.3 Label in Name: controls whose accessible name does not contain their visible text. axe
 * keeps this rule (label-content-name-mismatch) among its experimental ones, outside the tags above.
 */
export async function nameMismatches(page: Page, include?: string): Promise<string[]> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withRules(['label-content-name-mismatch']);
  return (await (include ? builder.include(include) : builder).analyze()).violations.map(asLine);
}

/** Only the serious and critical ones, as "rule: targets" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await scan(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(asLine);
}

/** No WCAG 2.1 A/AA violation at all. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await violations(page)).toEqual([]);
}
