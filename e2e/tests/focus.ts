import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Where the keyboard focus is: never lost to the page body, on an element that is on screen and
 * not hidden from assistive technology.
 */
export async function expectFocusOnVisibleControl(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'invisible';
    if (element.closest('[aria-hidden="true"]')) return 'aria-hidden';
    return 'visible';
  });
  expect(focus).toBe('visible');
}

/** The floating 'Contáctanos' toggle. */
export const contactToggle = (page: Page) => page.getByRole('button', { name: 'Contáctanos' });

/** Brings a control to the bottom edge of the screen, as focus or a jump link would, and checks that
 * the floating 'Contáctanos' button does not sit over it. */
export async function expectClearOfContactButton(page: Page, target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expect(target).toBeInViewport();
  const [control, toggle] = await Promise.all([target.boundingBox(), contactToggle(page).boundingBox()]);
  if (!control || !toggle) throw new Error('control or Contáctanos not on screen');
  const overlaps =
    control.x < toggle.x + toggle.width &&
    toggle.x < control.x + control.width &&
    control.y < toggle.y + toggle.height &&
    toggle.y < control.y + control.height;
  expect(overlaps, 'Contáctanos covers the control').toBe(false);
}
