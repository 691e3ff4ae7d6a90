import { expect, test } from '@playwright/test';
import {
  catalogue,
  countBy,
  expectCount,
  openCatalog,
  openGroup,
  option,
  panel,
  results,
  searchBox,
} from './catalog-page';

test.describe('catalogue /compra-tu-auto', () => {
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
});
