import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { contactToggle, expectClearOfContactButton, expectFocusOnVisibleControl } from './focus';
import { gotoHydrated } from './hydration';

/** The public list the page filters (spec 000 §7), for expected counts computed independently here. */
async function catalogue(request: APIRequestContext): Promise<CatalogVehicle[]> {
  const response = await request.get('/api/v1/catalogo');
  expect(response.ok()).toBe(true);
  return (await response.json()).data.automoviles;
}

/** Opens the catalogue and waits until React has hydrated it (a click before that would do nothing). */
async function openCatalog(page: Page, query = ''): Promise<void> {
  await gotoHydrated(page, `/compra-tu-auto${query}`);
}

const results = (page: Page) => page.getByRole('list', { name: 'Autos encontrados' }).getByRole('article');
const countHeading = (page: Page) => page.getByRole('status').getByRole('heading', { level: 2 });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar autos' });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Filtros' });

async function expectCount(page: Page, total: number): Promise<void> {
  await expect(countHeading(page)).toHaveText(total === 1 ? '1 resultado' : `${total} resultados`);
}

/** Opens a collapsed filter group by its header button. */
async function openGroup(page: Page, name: string): Promise<Locator> {
  const header = panel(page).getByRole('button', { name: new RegExp(`^${name}`) });
  if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  return panel(page).locator(`#${await header.getAttribute('aria-controls')}`);
}

const option = (scope: Locator, label: string) =>
  scope.getByRole('checkbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) });

function countBy<T>(items: readonly T[], key: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

test.describe('catalogue /compra-tu-auto', () => {
  test('lists the available cars, 15 per page, with at most 5 rotating page links above and below', async ({
    page,
    request,
  }) => {
    const cars = await catalogue(request);
    const pages = Math.ceil(cars.length / 15);
    expect(pages).toBeGreaterThan(5);
    await openCatalog(page);
    await expectCount(page, cars.length);
    await expect(page.getByText(`página 1 de ${pages}`)).toBeVisible();
    await expect(results(page)).toHaveCount(15);
    // Without a sort the list keeps the API's order (newest arrivals first).
    await expect(results(page).first().getByRole('heading')).toContainText(
      `${cars[0]?.marca} ${cars[0]?.modelo}`,
    );
    const top = page.getByRole('navigation', { name: 'Páginas de resultados', exact: true });
    const bottom = page.getByRole('navigation', { name: 'Páginas de resultados, al final de la lista' });
    await expect(top.getByRole('link', { name: /^Página \d+$/ })).toHaveCount(5);
    await expect(bottom.getByRole('link', { name: /^Página \d+$/ })).toHaveCount(5);

    await top.getByRole('link', { name: 'Página 4' }).click();
    await expect(page).toHaveURL(/pagina=4/);
    await expect(page.getByText(`página 4 de ${pages}`)).toBeVisible();
    const links = top.getByRole('link', { name: /^Página \d+$/ });
    await expect(links).toHaveText(['2', '3', '4', '5', '6']);
    await expect(top.getByRole('link', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page');
    // The page change scrolls back to the top and moves focus to the results heading.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(countHeading(page)).toBeFocused();

    await bottom.getByRole('link', { name: 'Página siguiente' }).click();
    await expect(page.getByText(`página 5 de ${pages}`)).toBeVisible();
    await openCatalog(page, `?pagina=${pages}`);
    await expect(results(page)).toHaveCount(cars.length - (pages - 1) * 15);
    await expect(top.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });

  test('a filtered URL is rendered by the server and reloads to the same view', async ({ page, request }) => {
    const cars = await catalogue(request);
    const [brand] = countBy(cars, (car) => car.marca)[0] ?? [];
    if (!brand) throw new Error('empty catalogue');
    const expected = cars
      .filter((car) => car.marca === brand)
      .sort((a, b) => a.precioCompra - b.precioCompra);
    const query = `?marca=${encodeURIComponent(brand)}&orden=menor-precio`;

    // The server HTML already holds the filtered view: the count and the cheapest car first, before
    // the footer; only the page's cars, never the whole list (decision 0030).
    const html = await (await request.get(`/compra-tu-auto${query}`)).text();
    expect(html).toContain(`${expected.length} resultados`);
    const cheapest = expected[0];
    if (!cheapest) throw new Error('no car of the brand');
    expect(html).toContain(`href="/info-auto/${cheapest.idAuto}"`);
    expect(html.indexOf('Autos encontrados')).toBeLessThan(html.indexOf('<footer'));
    expect(html).not.toContain('Cargando automóviles...');
    const offPage = cars.filter((car) => !expected.slice(0, 15).includes(car));
    // Neither their links nor their photos (file names unique to each car) are in the page.
    const inPage = offPage.filter(
      (car) =>
        html.includes(`/info-auto/${car.idAuto}"`) || (car.fotoPrincipal && html.includes(car.fotoPrincipal)),
    );
    expect(inPage).toEqual([]);

    await openCatalog(page, query);
    await expectCount(page, expected.length);
    await expect(page.getByRole('button', { name: `Quitar filtro: ${brand}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Ordenar resultados' })).toHaveValue('4');
    await expect(
      results(page)
        .first()
        .getByRole('link', { name: `${brand} ${cheapest.modelo}`, exact: true }),
    ).toHaveAttribute('href', `/info-auto/${cheapest.idAuto}`);
    await page.reload();
    await expectCount(page, expected.length);
    await expect(page.getByRole('button', { name: `Quitar filtro: ${brand}` })).toBeVisible();
  });

  test('every change updates the URL without reloading the list, and back restores the view', async ({
    page,
    request,
  }) => {
    const cars = await catalogue(request);
    await openCatalog(page);
    // The first use of the filters loads the list once (decision 0030); from then on nothing loads.
    const listLoaded = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/catalogo/columnas'),
    );
    const brands = await openGroup(page, 'Marca');
    await listLoaded;
    const calls: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/api/v1/catalogo') || call.url().includes('.data')) calls.push(call.url());
    });
    const [brand] = countBy(cars, (car) => car.marca)[0] ?? [];
    if (!brand) throw new Error('empty catalogue');
    await option(brands, brand).check();
    await expect(page).toHaveURL(new RegExp(`marca=${encodeURIComponent(brand)}`));
    await page.getByRole('combobox', { name: 'Ordenar resultados' }).selectOption({ label: 'Mayor precio' });
    await expect(page).toHaveURL(/orden=mayor-precio/);
    expect(calls).toEqual([]);
    await page.goBack();
    await expect(page).not.toHaveURL(/orden=/);
    await expectCount(page, cars.filter((car) => car.marca === brand).length);
  });

  test('until the list arrives, each change shows the view the server computes for the new URL', async ({
    page,
    request,
  }) => {
    const cars = await catalogue(request);
    await page.route('**/api/v1/catalogo/columnas', (route) => route.abort());
    await openCatalog(page);
    const [brand] = countBy(cars, (car) => car.marca)[0] ?? [];
    if (!brand) throw new Error('empty catalogue');
    const ofBrand = cars.filter((car) => car.marca === brand);
    const serverView = page.waitForResponse((response) => response.url().includes('/compra-tu-auto.data'));
    await option(await openGroup(page, 'Marca'), brand).check();
    await serverView;
    await expect(page).toHaveURL(new RegExp(`marca=${encodeURIComponent(brand)}`));
    await expectCount(page, ofBrand.length);
    await expect(page.getByRole('button', { name: `Quitar filtro: ${brand}` })).toBeVisible();
    await page.getByRole('combobox', { name: 'Ordenar resultados' }).selectOption({ label: 'Menor precio' });
    const cheapest = [...ofBrand].sort((a, b) => a.precioCompra - b.precioCompra)[0];
    await expect(results(page).first().getByRole('heading')).toContainText(`${brand} ${cheapest?.modelo}`);
    await searchBox(page).fill('zzzz');
    await expect(page.getByRole('heading', { name: 'No se encontraron autos' })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/q=zzzz/);
    await expectCount(page, ofBrand.length);
  });

  test('typing filters on each change and a term clears the applied filters', async ({ page, request }) => {
    const cars = await catalogue(request);
    await openCatalog(page, '?carroceria=SUV&facturable=1');
    await expect(page.getByRole('button', { name: 'Quitar filtro: SUV' })).toBeVisible();
    const target = cars[0];
    if (!target) throw new Error('empty catalogue');
    const term = `${target.modelo.toUpperCase()} ${target.anioFabricacion}`;
    const words = term.toLowerCase().split(/\s+/);
    const expected = cars.filter((car) =>
      words.every((word) =>
        [car.marca, car.modelo, car.version, car.color, String(car.anioFabricacion), car.tag].some((field) =>
          field?.toLowerCase().includes(word),
        ),
      ),
    );
    await searchBox(page).pressSequentially(term, { delay: 20 });
    await expectCount(page, expected.length);
    await expect(page).toHaveURL(
      new RegExp(`\\?q=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}$`),
    );
    await expect(page.getByRole('button', { name: /^Quitar filtro/ })).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue(term);

    await searchBox(page).fill('zzzz-no-existe');
    await expect(page.getByRole('heading', { name: 'No se encontraron autos' })).toBeVisible();
    await expect(page.getByText('Intenta ajustar tus filtros de búsqueda.')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await expectCount(page, 0);
  });

  test('the term from the search overlay reaches the catalogue', async ({ page }) => {
    await openCatalog(page);
    await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('dialog').getByPlaceholder('Buscar auto').fill('Toyota');
    await page.getByRole('dialog').getByPlaceholder('Buscar auto').press('Enter');
    await expect(page).toHaveURL(/\?q=Toyota$/);
    await expect(searchBox(page)).toHaveValue('Toyota');
    await expect(results(page).first()).toContainText('Toyota');
  });

  test('brands narrow the model list and drop models that no longer apply', async ({ page, request }) => {
    const cars = await catalogue(request);
    const [[first], [second]] = countBy(cars, (car) => car.marca) as [[string, number], [string, number]];
    const modelOf = (brand: string) => cars.find((car) => car.marca === brand)?.modelo ?? '';
    await openCatalog(page);
    const models = await openGroup(page, 'Modelo');
    await option(models, modelOf(first)).check();
    await expect(page.getByRole('button', { name: `Quitar filtro: ${modelOf(first)}` })).toBeVisible();

    const brands = await openGroup(page, 'Marca');
    await option(brands, second).check();
    // The first brand's model is gone from the list and from the filter.
    await expect(page.getByRole('button', { name: `Quitar filtro: ${modelOf(first)}` })).toHaveCount(0);
    const listed = (await models.getByRole('checkbox').all()).length;
    const secondModels = new Set(cars.filter((car) => car.marca === second).map((car) => car.modelo));
    expect(listed).toBe(secondModels.size);
    await expectCount(page, cars.filter((car) => car.marca === second).length);
    // The header badge counts the chosen options.
    await option(brands, first).check();
    await expect(panel(page).getByRole('button', { name: 'Marca (2 seleccionados)' })).toBeVisible();
    await expectCount(page, cars.filter((car) => car.marca === first || car.marca === second).length);
  });

  test('the brand list shows 8 brands, then all with "Ver todas las marcas (n)" and back with "Ver menos"', async ({
    page,
    request,
  }) => {
    const brandCount = new Set((await catalogue(request)).map((car) => car.marca)).size;
    expect(brandCount).toBeGreaterThan(8);
    await openCatalog(page);
    const brands = await openGroup(page, 'Marca');
    await expect(brands.getByRole('checkbox')).toHaveCount(8);
    await brands.getByRole('button', { name: `Ver todas las marcas (${brandCount})` }).click();
    await expect(brands.getByRole('checkbox')).toHaveCount(brandCount);
    await brands.getByRole('button', { name: 'Ver menos' }).click();
    await expect(brands.getByRole('checkbox')).toHaveCount(8);
  });

  test('options and chips remove their filter when clicked again; booleans toggle', async ({
    page,
    request,
  }) => {
    const cars = await catalogue(request);
    await openCatalog(page);
    const features = panel(page).locator('#filtro-caracteristicas');
    await expect(features).toBeVisible();
    const facturable = features.getByRole('checkbox', { name: /^Facturable/ });
    const facturables = cars.filter((car) => car.swFacturable).length;
    // The option shows how many cars it would leave.
    await expect(facturable).toHaveAccessibleName(`Facturable (${facturables})`);
    await facturable.check();
    await expectCount(page, facturables);
    await expect(page).toHaveURL(/facturable=1/);
    await facturable.uncheck();
    await expectCount(page, cars.length);

    const bodies = await openGroup(page, 'Carrocería');
    await option(bodies, 'Sedán').check();
    await expectCount(page, cars.filter((car) => car.carroceria === 'Sedán').length);
    await option(bodies, 'Sedán').uncheck();
    await expectCount(page, cars.length);
    await option(bodies, 'Sedán').check();
    await facturable.check();
    await page.getByRole('button', { name: 'Quitar filtro: Sedán' }).click();
    await expect(option(bodies, 'Sedán')).not.toBeChecked();
    await expectCount(page, facturables);
    await page.getByRole('button', { name: 'Quitar filtro: Facturable' }).click();
    await expectCount(page, cars.length);
  });

  test('slider thumbs are clamped to each other and quick ranges apply (80,000 km, not 800,000)', async ({
    page,
    request,
  }) => {
    const cars = await catalogue(request);
    await openCatalog(page);
    const year = panel(page).locator('#filtro-anio');
    const from = year.getByRole('slider', { name: 'Año mínimo' });
    const to = year.getByRole('slider', { name: 'Año máximo' });
    await to.focus();
    for (let i = 0; i < 3; i++) await to.press('ArrowLeft');
    const upper = Number(await to.inputValue());
    // The min thumb pushed past the max stops at it.
    await from.focus();
    await from.press('End');
    await expect(from).toHaveValue(String(upper));
    await expectCount(page, cars.filter((car) => car.anioFabricacion === upper).length);
    await expect(panel(page).getByRole('button', { name: `Año (${upper}-${upper})` })).toBeVisible();

    const km = await openGroup(page, 'Kilometraje');
    await km.getByRole('button', { name: /^Más de 80K/ }).click();
    await expect(km.getByRole('button', { name: /^Más de 80K/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('button', { name: 'Quitar filtro: Kilometraje: desde 80,000 km' }),
    ).toBeVisible();
    await expectCount(
      page,
      cars.filter((car) => car.anioFabricacion === upper && (car.kilometraje ?? -1) >= 80_000).length,
    );
  });

  test('any filter change goes back to page 1', async ({ page }) => {
    await openCatalog(page, '?pagina=3');
    await expect(page.getByText(/página 3 de/)).toBeVisible();
    await openGroup(page, 'Tienda');
    await panel(page)
      .getByRole('checkbox', { name: /^Tienda San Isidro/ })
      .check();
    await expect(page.getByText(/página 1 de/)).toBeVisible();
    await expect(page).not.toHaveURL(/pagina=/);
  });

  test('"Limpiar todo" resets filters, term, sort, page and the brand list', async ({ page, request }) => {
    const cars = await catalogue(request);
    await openCatalog(page, '?q=a&carroceria=SUV&precio=10000-40000&orden=mayor-precio&pagina=2');
    const brands = await openGroup(page, 'Marca');
    await brands.getByRole('button', { name: /^Ver todas las marcas/ }).click();
    await page.getByRole('button', { name: 'Limpiar todo' }).click();
    await expect(page).toHaveURL(/\/compra-tu-auto$/);
    await expectCount(page, cars.length);
    await expect(searchBox(page)).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Ordenar resultados' })).toHaveValue('');
    await expect(page.getByText(/página 1 de/)).toBeVisible();
    await expect(brands.getByRole('button', { name: /^Ver todas las marcas/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Quitar filtro/ })).toHaveCount(0);
  });

  test('a popular search clears everything, then applies its rule', async ({ page, request }) => {
    const cars = await catalogue(request);
    await openCatalog(page, '?q=toyota&marca=Toyota&orden=menor-precio');
    await page.getByRole('button', { name: 'SUVs' }).click();
    await expect(page).toHaveURL(/\?carroceria=SUV&carroceria=Camioneta$/);
    await expect(page.getByRole('button', { name: 'SUVs' })).toHaveAttribute('aria-pressed', 'true');
    await expect(searchBox(page)).toHaveValue('');
    await expectCount(
      page,
      cars.filter((car) => car.carroceria === 'SUV' || car.carroceria === 'Camioneta').length,
    );
    await page.getByRole('button', { name: 'Económicos' }).click();
    await expectCount(page, cars.filter((car) => car.precioCompra <= 20_000).length);
    await page.getByRole('button', { name: 'Nuevos' }).click();
    await expectCount(page, cars.filter((car) => car.anioFabricacion >= 2020).length);
  });

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
