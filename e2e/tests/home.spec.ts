import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { nameMismatches, seriousViolations } from './axe';
import { gotoHydrated } from './hydration';

interface CatalogCar {
  idAuto: number;
  marca: string;
  fechaIng: string;
}

async function availableCars(request: APIRequestContext): Promise<CatalogCar[]> {
  return (await (await request.get('/api/v1/catalogo')).json()).data.automoviles;
}

/** Each distinct vehicle page a section links to, in page order. */
async function vehicleLinks(page: Page, section: string): Promise<string[]> {
  const hrefs = await page
    .getByRole('region', { name: section })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => /^\/info-auto\/\d+$/.test(href)))];
}

test('the hero searches the catalogue and offers the popular searches', async ({ page }) => {
  await gotoHydrated(page, '/inicio');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Encuentra tu próximo auto en MotorPlaza' }),
  ).toBeVisible();
  const popular = page.getByRole('navigation', { name: 'Búsquedas populares:' });
  await expect(popular.getByRole('link', { name: 'Sedanes' })).toHaveAttribute(
    'href',
    '/compra-tu-auto?carroceria=Sed%C3%A1n',
  );
  await expect(popular.getByRole('link', { name: 'SUVs' })).toHaveAttribute(
    'href',
    '/compra-tu-auto?carroceria=SUV&carroceria=Camioneta',
  );
  await expect(popular.getByRole('link', { name: 'Nuevos' })).toHaveAttribute(
    'href',
    '/compra-tu-auto?anio=2020-',
  );
  await expect(popular.getByRole('link', { name: 'Económicos' })).toHaveAttribute(
    'href',
    '/compra-tu-auto?precio=0-20000',
  );

  await page.getByRole('textbox', { name: 'Buscar por marca, modelo o año' }).fill('  Toyota RAV4 ');
  await page.getByRole('button', { name: 'Buscar en el catálogo' }).click();
  await expect(page).toHaveURL(/\/compra-tu-auto\?q=Toyota(\+|%20)RAV4$/);
});

test('latest arrivals are the 8 newest cars in stock, and the brands in stock count their cars', async ({
  page,
  request,
}) => {
  const cars = await availableCars(request);
  const newest = [...cars]
    .sort((a, b) => b.fechaIng.localeCompare(a.fechaIng) || b.idAuto - a.idAuto)
    .slice(0, 8)
    .map((car) => `/info-auto/${car.idAuto}`);
  await page.goto('/inicio');

  const arrivals = page.getByRole('region', { name: 'Recién llegados' });
  await expect(arrivals).toBeVisible();
  expect(await vehicleLinks(page, 'Recién llegados')).toEqual(newest);
  await expect(arrivals.getByRole('link', { name: `Ver los ${cars.length} autos` })).toHaveAttribute(
    'href',
    '/compra-tu-auto',
  );

  const counts = new Map<string, number>();
  for (const car of cars) counts.set(car.marca, (counts.get(car.marca) ?? 0) + 1);
  const brands = page.getByRole('region', { name: 'Marcas disponibles' });
  await expect(brands.getByRole('link')).toHaveCount(counts.size);
  const [topBrand, topCount] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  // Named by what it shows, so a voice user saying "Toyota 18" finds it (WCAG 2.5.3).
  const brand = brands.getByRole('link', { name: `${topBrand} ${topCount} autos`, exact: true });
  await expect(brand).toHaveText(`${topBrand} ${topCount} autos`);
  expect(await nameMismatches(page)).toEqual([]);
  await expect(brand).toHaveAttribute('href', `/compra-tu-auto?marca=${encodeURIComponent(topBrand)}`);
  await brand.click();
  await expect(page).toHaveURL(new RegExp(`/compra-tu-auto\\?marca=${encodeURIComponent(topBrand)}$`));
});

test('the financing note, the call to sell a car and the offices with their hours', async ({ page }) => {
  await page.goto('/inicio');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Financiamiento vehicular' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Consultar financiamiento' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/51987654321\?text=/,
  );
  await expect(main.getByRole('heading', { name: '¿Quieres vender tu auto?' })).toBeVisible();
  await main.getByRole('link', { name: 'Vende tu auto' }).click();
  await expect(page).toHaveURL(/\/vende-tu-auto$/);

  await page.goto('/inicio');
  const offices = page.getByRole('region', { name: 'Visítanos' });
  await expect(offices.getByRole('heading', { name: 'Tienda San Isidro' })).toBeVisible();
  await expect(offices.getByText('Av. Javier Prado Este 1250')).toBeVisible();
  await expect(offices.getByRole('heading', { name: 'Tienda Santiago de Surco' })).toBeVisible();
  await expect(offices.getByText('Av. Primavera 1870')).toBeVisible();
  await expect(offices.getByText('Lunes a Viernes')).toBeVisible();
  await expect(offices.getByText('9:00 a 18:00')).toBeVisible();
  await expect(offices.getByText('Domingo')).toBeVisible();
  await expect(offices.getByRole('link', { name: 'Ver en el mapa: Tienda San Isidro' })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
});

test('the server renders the whole home page with its link preview tags', async ({ request }) => {
  const [first] = [...(await availableCars(request))].sort((a, b) => b.fechaIng.localeCompare(a.fechaIng));
  const response = await request.get('/inicio');
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const text of ['Recién llegados', 'Marcas disponibles', 'Financiamiento vehicular', 'Visítanos']) {
    expect(html).toContain(text);
  }
  expect(html).toContain(`href="/info-auto/${first?.idAuto}"`);
  expect(html).toContain('<meta property="og:type" content="website"/>');
  expect(html).toContain('<meta property="og:locale" content="es_PE"/>');
  expect(html).toMatch(/<meta property="og:title" content="Autos usados y nuevos en Lima \| MotorPlaza"\/>/);
});

test.describe('on a 1366 px laptop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("today's figures share one line, and so do their labels, however the labels wrap", async ({
    page,
  }) => {
    await page.goto('/inicio');
    const card = page.getByRole('heading', { name: 'Hoy en nuestro inventario' }).locator('..');
    const tops = (role: 'definition' | 'term') =>
      card
        .getByRole(role)
        .evaluateAll((elements) =>
          elements.map((element) => Math.round(element.getBoundingClientRect().top)),
        );
    const figures = await tops('definition');
    expect(figures).toHaveLength(3);
    expect(new Set(figures).size).toBe(1);
    expect(new Set(await tops('term')).size).toBe(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every section fits the screen', async ({ page }) => {
    await gotoHydrated(page, '/inicio');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('navigation', { name: 'Búsquedas populares:' })).toBeInViewport();
    for (const name of ['Recién llegados', 'Marcas disponibles', 'Visítanos']) {
      const section = page.getByRole('region', { name });
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeInViewport();
      const box = await section.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    }
  });

  test('the home page passes axe on a phone', async ({ page }) => {
    await page.goto('/inicio');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the home page passes axe', async ({ page }) => {
  await page.goto('/inicio');
  expect(await seriousViolations(page)).toEqual([]);
});
