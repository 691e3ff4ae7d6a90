import type { Page } from '@playwright/test';

/**
 * Opens a server-rendered page and waits until React has hydrated it: the HTML is on screen (and
 * clickable) before the scripts attach the handlers. A link followed in between is a full page load
 * rather than the app's own navigation. The flag is the one the root layout's first effect sets
 * (`HYDRATED_FLAG` in apps/web/app/lib/hydration-signal.ts).
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(
    () => (window as unknown as Record<string, unknown>).__motorplazaHydrated === true,
  );
  return response;
}
