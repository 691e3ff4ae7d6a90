import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';
import { gotoHydrated } from './hydration';

/**
 * Nothing that floats may cover an action (issue 22): the visitors' 'Contáctanos' button over the sell
 * form's primary button at 390 px, and an error notification over a staff list's header buttons. Each
 * action is checked where a tap lands: the element at its centre and near its corners is the action.
 */

const PHONE = { width: 390, height: 844 };

/** The points a finger may tap: the centre and four points just inside the corners. */
async function uncovered(action: Locator): Promise<string[]> {
  const box = await action.boundingBox();
  if (!box) throw new Error('the action is not on screen');
  const inset = 6;
  const points = [
    [box.x + box.width / 2, box.y + box.height / 2],
    [box.x + inset, box.y + inset],
    [box.x + box.width - inset, box.y + inset],
    [box.x + inset, box.y + box.height - inset],
    [box.x + box.width - inset, box.y + box.height - inset],
  ];
  return action.evaluate(
    (element, taps) =>
      taps
        .filter(([x = 0, y = 0]) => {
          const hit = document.elementFromPoint(x, y);
          return !(hit && (hit === element || element.contains(hit)));
        })
        .map(([x = 0, y = 0]) => {
          const hit = document.elementFromPoint(x, y);
          return `${Math.round(x)},${Math.round(y)}: ${hit?.tagName ?? 'nothing'} ${hit?.textContent?.slice(0, 30) ?? ''}`;
        }),
    points,
  );
}

/** Scrolls the page so that `element` sits at the bottom of the screen, where the contact button is. */
async function scrollToBottomEdge(page: Page, element: Locator) {
  const box = await element.boundingBox();
  if (!box) throw new Error('not on the page');
  await page.evaluate((delta) => window.scrollBy(0, delta), box.y + box.height - (PHONE.height - 14));
  // The floating button re-checks what lies under it once a frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('the contact button never covers the sell form’s primary button at 390 px', async ({ page }) => {
  await gotoHydrated(page, '/vende-tu-auto');
  const contact = page.getByRole('button', { name: 'Contáctanos' });
  const next = page.getByRole('button', { name: 'Siguiente' });
  // On arrival 'Siguiente' is at the bottom right of the phone, where the contact button floats.
  await scrollToBottomEdge(page, next);
  expect(await uncovered(next)).toEqual([]);
  // With the form's buttons away from it, the contact button is back and works.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(contact).toBeVisible();
  await contact.click();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
});

test('the complaints book’s send button is never under the contact button at 390 px', async ({ page }) => {
  await gotoHydrated(page, '/reclamos');
  const send = page.getByRole('button', { name: 'Enviar hoja de reclamación' });
  await scrollToBottomEdge(page, send);
  expect(await uncovered(send)).toEqual([]);
});

test('an error notification leaves a staff list’s header buttons free at 390 px', async ({ page }) => {
  await signIn(page, DEMO.ADMIN);
  await page.goto('/admin/autos');
  const header = ['Excel', 'PDF', 'Imprimir', 'Actualizar'].map((name) =>
    page.getByRole('button', { name, exact: true }),
  );
  for (const button of header) await expect(button).toBeEnabled();
  // The connection drops while each export reads the whole list: three errors pile up as notifications.
  await page.route(/\/api\/v1\/automoviles\/all/, (route) => route.abort('connectionfailed'));
  for (const button of header.slice(0, 3)) {
    const errors = await page.getByRole('alert').filter({ hasText: 'Error' }).count();
    await button.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toHaveCount(errors + 1);
  }
  await page.unroute(/\/api\/v1\/automoviles\/all/);
  for (const button of header) expect(await uncovered(button)).toEqual([]);
});
