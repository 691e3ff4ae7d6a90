import type { Page } from '@playwright/test';

/**
 * Opens a server-rendered page and waits until React has hydrated it: the HTML is on screen (and
 * clickable) before the scripts attach the handlers, and a click in between does nothing.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.getElementById('contenido');
    const button = main?.querySelector('button, input');
    const target = button ?? main;
    return (
      target !== null &&
      target !== undefined &&
      Object.keys(target).some((key) => key.startsWith('__reactProps'))
    );
  });
  // Hydration commits in the frame after the last element is claimed.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return response;
}
