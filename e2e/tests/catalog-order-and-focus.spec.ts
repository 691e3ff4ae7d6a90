import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { catalogue, countHeading, openCatalog, openGroup, results } from './catalog-page';
import { expectFocusOnVisibleControl } from './focus';
import { gotoHydrated } from './hydration';

test.describe('catalogue /compra-tu-auto', () => {
  test('sorts by the four options', async ({ page, request }) => {
    const cars = await catalogue(request);
    await openCatalog(page);
    const sort = page.getByRole('combobox', { name: 'Ordenar resultados' });
    await expect(sort.locator('option')).toHaveText([
      'Ordenar',
      'Más recientes',
      'Más antiguos',
      'Mayor precio',
      'Menor precio',
    ]);
    const prices = () =>
      results(page)
        .locator('text=/^US\\$/')
        .allInnerTexts()
        .then((texts) => texts.map((text) => Number(text.replace(/\D/g, ''))));
    await sort.selectOption({ label: 'Menor precio' });
    await expect.poll(prices).toEqual(
      cars
        .map((car) => car.precioCompra)
        .sort((a, b) => a - b)
        .slice(0, 15),
    );
    await sort.selectOption({ label: 'Mayor precio' });
    await expect.poll(async () => (await prices())[0]).toBe(Math.max(...cars.map((car) => car.precioCompra)));
    await sort.selectOption({ label: 'Más antiguos' });
    const oldest = Math.min(...cars.map((car) => car.anioFabricacion));
    await expect(results(page).first()).toContainText(String(oldest));
    await sort.selectOption({ label: 'Más recientes' });
    const newest = Math.max(...cars.map((car) => car.anioFabricacion));
    await expect(results(page).first()).toContainText(String(newest));
  });

  test('the card shares brand, model, colour, tag and link on WhatsApp, and Info opens the detail', async ({
    page,
    request,
    baseURL,
  }) => {
    const [car] = await catalogue(request);
    if (!car) throw new Error('empty catalogue');
    await openCatalog(page);
    const card = results(page).first();
    await expect(card).toContainText('Mejor precio');
    await expect(card).toContainText(/S\/\s[\d,]+/);
    const href = await card.getByRole('link', { name: /por WhatsApp$/ }).getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const text = new URL(href ?? '').searchParams.get('text') ?? '';
    expect(text).toContain(`${car.marca} ${car.modelo}`);
    if (car.color) expect(text).toContain(car.color);
    if (car.tag) {
      expect(text).toContain(car.tag.slice(1));
      expect(text).not.toContain(car.tag);
    }
    expect(text).toContain(`${baseURL}/info-auto/${car.idAuto}`);

    await card.getByRole('button', { name: `Info de ${car.marca} ${car.modelo}` }).click();
    const dialog = page.getByRole('dialog', { name: `${car.marca} ${car.modelo}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Ver ficha completa' })).toHaveAttribute(
      'href',
      `/info-auto/${car.idAuto}`,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await card.getByRole('link', { name: `${car.marca} ${car.modelo}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/info-auto/${car.idAuto}$`));
  });

  test('removing a chip with Enter moves focus to the next chip, and to the results heading after the last', async ({
    page,
  }) => {
    await openCatalog(page, '?carroceria=SUV&carroceria=Sed%C3%A1n&facturable=1');
    const chips = page
      .getByRole('list', { name: 'Filtros aplicados' })
      .getByRole('button', { name: /^Quitar filtro: / });
    await expect(chips).toHaveCount(3);
    const [, second] = await chips.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    );

    await chips.first().focus();
    await page.keyboard.press('Enter');
    await expect(chips).toHaveCount(2);
    await expect(page.getByRole('button', { name: second })).toBeFocused();
    await expectFocusOnVisibleControl(page);

    // The last chip hands focus back to the one before it.
    await chips.last().focus();
    await page.keyboard.press('Enter');
    await expect(chips).toHaveCount(1);
    await expect(page.getByRole('button', { name: second })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(chips).toHaveCount(0);
    await expect(countHeading(page)).toBeFocused();
    await expectFocusOnVisibleControl(page);

    await openCatalog(page, '?carroceria=SUV');
    await page.getByRole('button', { name: 'Limpiar todo' }).focus();
    await page.keyboard.press('Enter');
    await expect(chips).toHaveCount(0);
    await expect(countHeading(page)).toBeFocused();
  });

  test('closing the detail gives focus back to the card: its title after the photo, Info after Info', async ({
    page,
  }) => {
    await openCatalog(page);
    const card = results(page).nth(1);
    const name = (await card.getAttribute('aria-label')) ?? '';
    const title = card.getByRole('link', { name, exact: true });
    const dialog = page.getByRole('dialog', { name });
    const photo = { position: { x: 60, y: 60 } };

    // A pointer on the photo, twice: the first opening also loads the detail's code.
    await card.click(photo);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(title).toBeFocused();
    await expectFocusOnVisibleControl(page);
    await card.click(photo);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(title).toBeFocused();

    const info = card.getByRole('button', { name: `Info de ${name}` });
    await info.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();
    await expectFocusOnVisibleControl(page);
  });

  test('shows "Cargando automóviles..." while the list loads, and the empty state when loading fails', async ({
    page,
  }) => {
    await gotoHydrated(page, '/inicio');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/catalogo/columnas', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Compra tu auto' })
      .click();
    await expect(page.getByText('Cargando automóviles...')).toBeVisible();
    release();
    await expect(results(page)).toHaveCount(15);

    const failing = await page.context().newPage();
    await gotoHydrated(failing, '/inicio');
    await failing.route('**/api/v1/catalogo/columnas', (route) => route.abort());
    await failing
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Compra tu auto' })
      .click();
    await expect(failing.getByRole('heading', { name: 'No se encontraron autos' })).toBeVisible();
  });

  test('passes axe (WCAG 2.1 AA) with filters applied and with the detail open', async ({ page }) => {
    await openCatalog(page, '?carroceria=SUV&precio=10000-40000');
    await openGroup(page, 'Marca');
    const scan = () => seriousViolations(page);
    expect(await scan()).toEqual([]);
    await results(page)
      .first()
      .getByRole('button', { name: /^Info de/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await scan()).toEqual([]);
  });
});
