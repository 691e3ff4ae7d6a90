import { expect, test } from '@playwright/test';
import {
  catalogue,
  countBy,
  countHeading,
  expectCount,
  openCatalog,
  openGroup,
  option,
  results,
  searchBox,
} from './catalog-page';

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
});
