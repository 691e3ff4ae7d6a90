import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The page's WCAG 2.1 A/AA violations as "rule: targets" lines (all impacts). */
export async function violations(page: Page): Promise<string[]> {
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
