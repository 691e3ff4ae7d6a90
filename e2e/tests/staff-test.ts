import { test as base } from '@playwright/test';
import { DEMO, signIn } from './helpers';

export { expect } from '@playwright/test';

export type DemoUser = keyof typeof DEMO;

/**
 * Playwright's `test` whose `page` starts signed in as `signedInAs` and opened at `startAt`, both set
 * with `test.use` on a describe: the steps every staff screen's spec repeated.
 */
export const test = base.extend<{ signedInAs: DemoUser | null; startAt: string | null }>({
  signedInAs: [null, { option: true }],
  startAt: [null, { option: true }],
  page: async ({ page, signedInAs, startAt }, use) => {
    if (signedInAs) await signIn(page, DEMO[signedInAs]);
    if (startAt) await page.goto(startAt);
    await use(page);
  },
});
