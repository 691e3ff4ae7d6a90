import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoHydrated } from './hydration';
import { outboxMessage } from './mail-sink';

/** An e-mail no other test uses. */
const uniqueEmail = (who: string) => `${who}.${Date.now()}${Math.floor(Math.random() * 1000)}@correo.pe`;
const FILTERED = '/compra-tu-auto?marca=Toyota&carroceria=SUV&precio=-25000';
const SUMMARY = 'Toyota · SUV · hasta US$ 25,000';

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The path and query of the first link in the message's text that goes to `pathname`. */
function linkTo(text: string | undefined, pathname: string): string {
  const found = (text ?? '').match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === pathname);
  if (!found) throw new Error(`no link to ${pathname}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

/** Opens the modal from the filtered catalogue view; answers the dialog, which names the criteria. */
async function openAlertModal(page: Page) {
  await gotoHydrated(page, FILTERED);
  await page.getByRole('button', { name: 'Avísame cuando llegue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Avísame cuando llegue' });
  await expect(dialog.getByText(SUMMARY, { exact: true })).toBeVisible();
  return dialog;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'Avísame cuando llegue': from a filtered catalogue, confirmed from the e-mail, seen and deleted on the alerts page", async ({
    page,
  }, testInfo) => {
    // Three pages, an e-mail and four accessibility scans on one phone: more than the default 30 s.
    test.setTimeout(90_000);
    const correo = uniqueEmail('alerta');
    const dialog = await openAlertModal(page);
    await dialog.getByRole('button', { name: 'Crear alerta' }).click();
    await expect(dialog.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      dialog.getByText('Debes aceptar la política de privacidad para recibir alertas'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Correo electrónico')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('alert-modal-errors-390.png') });

    await dialog.getByLabel('Correo electrónico').fill(correo);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Crear alerta' }).click();
    await expect(dialog.getByText('Revisa tu correo')).toBeVisible();
    await expect(dialog).toContainText('Te enviamos un correo de confirmación');
    await page.screenshot({ path: testInfo.outputPath('alert-modal-sent-390.png') });
    await dialog.getByRole('button', { name: /cerrar/i }).click();
    await expect(page.getByRole('button', { name: 'Avísame cuando llegue' })).toBeFocused();

    const mail = await outboxMessage('Confirma tu alerta', correo);
    expect(mail.text).toContain(SUMMARY);
    await gotoHydrated(page, linkTo(mail.text, '/alertas/confirmar'));
    await expect(page).toHaveTitle('Confirma tu alerta | MotorPlaza');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('button', { name: 'Activar mi alerta' }).click();
    await expect(page.getByText('Tu alerta está activa')).toBeVisible();
    await expect(page.getByText(SUMMARY)).toBeVisible();
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('alert-confirmed-390.png') });

    await gotoHydrated(page, linkTo(mail.text, '/alertas'));
    await expect(page).toHaveTitle('Mis alertas | MotorPlaza');
    const list = page.getByRole('list', { name: 'Tus alertas' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText(SUMMARY)).toBeVisible();
    await expect(list.getByText('Activa', { exact: true })).toBeVisible();
    await noHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('alerts-page-390.png'), fullPage: true });

    await list.getByRole('button', { name: `Eliminar la alerta ${SUMMARY}` }).click();
    const done = page.getByRole('status').filter({ hasText: 'Eliminamos la alerta.' });
    await expect(done).toBeFocused();
    await expect(page.getByText('No tienes alertas.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByText('No tienes alertas.')).toBeVisible();
  });

  test('a broken link says so on both pages', async ({ page }) => {
    await gotoHydrated(page, '/alertas?token=roto');
    await expect(page.getByText('El enlace no es válido. Ábrelo desde el correo, completo.')).toBeVisible();
    await gotoHydrated(page, '/alertas/confirmar?token=roto');
    await expect(page.getByText('El enlace no es válido. Ábrelo desde el correo, completo.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('on a 1366 px screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the button sits with the search and the modal names the criteria', async ({ page }, testInfo) => {
    await gotoHydrated(page, FILTERED);
    await page.screenshot({ path: testInfo.outputPath('catalogue-alert-button-1366.png') });
    const dialog = await openAlertModal(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('alert-modal-1366.png') });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Avísame cuando llegue' })).toBeFocused();
  });
});
