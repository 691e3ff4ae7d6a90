import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { catalogue, expectCount, openCatalog, openGroup, option, panel, results } from './catalog-page';
import { contactToggle, expectClearOfContactButton, expectFocusOnVisibleControl } from './focus';

test.describe('catalogue on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("once scrolled, Contáctanos is a round button that keeps clear of the last card's buttons", async ({
    page,
  }) => {
    await openCatalog(page);
    const toggle = contactToggle(page);
    expect((await toggle.boundingBox())?.width).toBeGreaterThan(100);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 800);
    await expect.poll(async () => (await toggle.boundingBox())?.width).toBeLessThanOrEqual(56);
    const box = await toggle.boundingBox();
    expect(box?.height).toBe(box?.width);
    await expect(toggle).toHaveAccessibleName('Contáctanos');
    const last = results(page).last();
    await expectClearOfContactButton(page, last.getByRole('link', { name: /por WhatsApp$/ }));
    await expectClearOfContactButton(page, last.getByRole('button', { name: /^Info de/ }));
  });

  test('the filter panel stays hidden until toggled, and nothing overflows sideways', async ({
    page,
    request,
  }) => {
    const cars = await catalogue(request);
    await openCatalog(page);
    await expect(panel(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: /^Filtros/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).toBeVisible();
    const bodies = await openGroup(page, 'Carrocería');
    await option(bodies, 'SUV').check();
    const suvs = cars.filter((car) => car.carroceria === 'SUV').length;
    await page.getByRole('button', { name: `Ver ${suvs} resultados` }).click();
    await expect(panel(page)).toBeHidden();
    await expectCount(page, suvs);
    await expect(page.getByRole('button', { name: 'Filtros (1 aplicado)' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('catalogue on a 1366 px laptop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the cards of a row show their whole store name and stay aligned', async ({ page }) => {
    await openCatalog(page);
    const row = [0, 1, 2].map((index) => results(page).nth(index));
    await expect(results(page).getByText('Tienda Santiago de Surco').first()).toBeVisible();
    const lines: { price: number; info: number }[] = [];
    for (const card of row) {
      const store = card.getByText(/^(Tienda .+|Previa Cita)$/);
      expect(await store.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      const [storeBox, infoBox, priceBox] = await Promise.all([
        store.boundingBox(),
        card.getByRole('button', { name: /^Info de/ }).boundingBox(),
        card.getByText('Mejor precio').boundingBox(),
      ]);
      if (!storeBox || !infoBox || !priceBox) throw new Error('card parts not on screen');
      expect(storeBox.x + storeBox.width).toBeLessThanOrEqual(infoBox.x);
      expect(storeBox.height).toBeLessThanOrEqual(infoBox.height);
      lines.push({ price: Math.round(priceBox.y), info: Math.round(infoBox.y) });
    }
    expect(new Set(lines.map((line) => line.price)).size).toBe(1);
    expect(new Set(lines.map((line) => line.info)).size).toBe(1);
  });

  test('Limpiar filtros in the panel hands focus to the first filter, not to the page body', async ({
    page,
  }) => {
    await openCatalog(page, '?carroceria=SUV&facturable=1');
    const clear = panel(page).getByRole('button', { name: 'Limpiar filtros' });
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect(clear).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: /^Tienda/ })).toBeFocused();
    await expectFocusOnVisibleControl(page);
  });
});
