import { type Browser, expect, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';
import { accessToken, cardsOf, searchInventory } from './inventory-fixtures';
import { availableCar } from './public-cars';
import { test } from './staff-test';

/**
 * 'Historial de precio' on the vehicle page (issue 26, decision 0077): a visitor's cached page shows the
 * price a staff member sets, newest first, as soon as it is saved. ('Precio frente al mercado' needs five
 * comparables, which the demo data do not give any car: its rule and its reading of the database are
 * tested in packages/domain and apps/api/src/modules/catalog.)
 */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function visitorPage(browser: Browser, width: number): Promise<Page> {
  return browser.newPage({ viewport: { width, height: 900 } });
}

test.describe('price history after a staff price change', () => {
  test.use({ signedInAs: 'ADMIN', startAt: '/admin/autos' });

  test('the visitor sees the new price first in the history, with the dates', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const car = await availableCar(page.request);
    const visitor = await visitorPage(browser, 1366);
    await gotoHydrated(visitor, `/info-auto/${car.idAuto}`);
    const history = visitor.getByRole('region', { name: 'Historial de precio' });
    await expect(history).toBeVisible();
    const before = await history.getByRole('row').count();

    // The staff cut the price through the vehicle form.
    const response = await page.request.get(`/api/v1/automoviles/${car.idAuto}`, {
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
    });
    const { placa } = (await response.json()).data.automovil as { placa: string };
    await searchInventory(page, placa);
    const card = cardsOf(page).first();
    await card.hover();
    await card.getByRole('button', { name: 'Editar vehículo' }).click();
    const form = page.getByRole('dialog', { name: 'Editar Automóvil' });
    const newPrice = car.precioCompra - 700;
    await form.getByLabel('Último precio de compra', { exact: true }).fill(String(newPrice));
    await form.getByRole('button', { name: 'Guardar' }).click();
    const saved = page.getByRole('dialog', { name: 'Confirmación' });
    await expect(saved).toBeVisible({ timeout: 30_000 });
    await saved.getByRole('button', { name: 'Aceptar' }).click();

    await gotoHydrated(visitor, `/info-auto/${car.idAuto}`);
    await expect(history.getByRole('row')).toHaveCount(before + 1);
    const first = history.getByRole('row').nth(1);
    const shown = `US$ ${newPrice.toLocaleString('en-US')} (actual)`;
    await expect(first).toContainText(shown);
    await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(first).toContainText('Bajó US$ 700');
    await history.scrollIntoViewIfNeeded();
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/historial-1366.png` });
    await visitor.close();
  });
});
