import { PAGE_SIZE } from '@motorplaza/domain/shared/page-window';
import { structuredDataProblems } from '@motorplaza/domain/testing/structured-data-rules';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { availableCar, type PublicCar } from './public-cars';

/**
 * Issue 24: what the public pages say about themselves to search engines and link previews, read
 * from the HTML the server sends (JavaScript off: nothing the browser adds counts). Every schema.org
 * block passes the rules of Google's structured data that apply to it (domain/testing/
 * structured-data-rules), and every preview picture is a 1200 × 630 JPEG that answers.
 */
test.use({ javaScriptEnabled: false });

interface ServerPage {
  blocks: Record<string, unknown>[];
  meta(key: string): Promise<string | null>;
}

async function serverPage(page: Page, path: string, status = 200): Promise<ServerPage> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return {
    blocks: texts.map((text) => JSON.parse(text)),
    async meta(key) {
      const tag = page.locator(`meta[property="${key}"], meta[name="${key}"]`);
      return (await tag.count()) > 0 ? tag.first().getAttribute('content') : null;
    },
  };
}

function expectValid(blocks: readonly Record<string, unknown>[], origin: string) {
  for (const block of blocks)
    expect(structuredDataProblems(block, origin), String(block['@type'])).toEqual([]);
}

/** The preview's tags agree with each other, and the picture they name is a 1200 × 630 JPEG that answers. */
async function expectJpegPreview(request: APIRequestContext, server: ServerPage): Promise<string> {
  const url = (await server.meta('og:image')) ?? '';
  expect(await server.meta('og:image:type')).toBe('image/jpeg');
  expect(await server.meta('og:image:width')).toBe('1200');
  expect(await server.meta('og:image:height')).toBe('630');
  expect(await server.meta('og:image:alt')).toMatch(/\S/);
  expect(await server.meta('twitter:image')).toBe(url);
  expect(await server.meta('twitter:card')).toBe('summary_large_image');
  const image = await request.get(url);
  expect(image.status(), url).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect(image.headers()['cache-control']).toMatch(/max-age=31536000/);
  expect(await sharp(await image.body()).metadata()).toMatchObject({
    format: 'jpeg',
    width: 1200,
    height: 630,
  });
  return url;
}

test('the home page describes the dealership and each store as an AutoDealer', async ({
  page,
  request,
  baseURL,
}) => {
  const server = await serverPage(page, '/inicio');
  expect(server.blocks.map((block) => block['@type'])).toEqual(['AutoDealer']);
  expectValid(server.blocks, baseURL ?? '');
  const [dealer] = server.blocks;
  expect(dealer).toMatchObject({ name: 'MotorPlaza', url: `${baseURL}/inicio`, telephone: '(01) 640-2500' });
  const stores = dealer?.department as Record<string, unknown>[];
  expect(stores.map((store) => store.name)).toEqual([
    'MotorPlaza Tienda San Isidro',
    'MotorPlaza Tienda Santiago de Surco',
  ]);
  for (const store of stores) {
    expect(store).toMatchObject({
      address: { '@type': 'PostalAddress', addressLocality: 'Lima', addressCountry: 'PE' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(store.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    });
  }
  const logo = await request.get(String(dealer?.logo));
  expect(logo.headers()['content-type']).toBe('image/png');
  expect(await server.meta('og:type')).toBe('website');
  await expectJpegPreview(request, server);
});

test.describe('the catalogue lists the cars of the page shown as an ItemList', () => {
  for (const [query, first] of [
    ['', 1],
    ['?pagina=2', PAGE_SIZE + 1],
    ['?marca=Toyota&orden=menor-precio', 1],
  ] as const) {
    test(`/compra-tu-auto${query}`, async ({ page, baseURL }) => {
      const server = await serverPage(page, `/compra-tu-auto${query}`);
      expect(server.blocks.map((block) => block['@type'])).toEqual(['ItemList']);
      expectValid(server.blocks, baseURL ?? '');
      const items = server.blocks[0]?.itemListElement as { position: number; url: string }[];
      expect(items[0]?.position).toBe(first);
      // The same cars, in the same order, as the cards on the page.
      const cards = await page
        .locator('main a[href^="/info-auto/"]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
      expect(items.map((item) => item.url)).toEqual(cards.map((href) => `${baseURL}${href}`));
    });
  }

  test('a search without results has no list, and every catalogue page has the site preview', async ({
    page,
    request,
  }) => {
    const server = await serverPage(page, '/compra-tu-auto?q=ningun-auto-se-llama-asi');
    expect(server.blocks).toEqual([]);
    expect(await server.meta('og:type')).toBe('website');
    expect(await expectJpegPreview(request, server)).toMatch(/\/assets\/site-preview-[\w-]+\.jpg$/);
  });
});

async function vehicleChecks(page: Page, request: APIRequestContext, baseURL: string, car: PublicCar) {
  const url = `${baseURL}/info-auto/${car.idAuto}`;
  const server = await serverPage(page, `/info-auto/${car.idAuto}`);
  expect(server.blocks.map((block) => block['@type'])).toEqual(['Car', 'BreadcrumbList']);
  expectValid(server.blocks, baseURL);
  const [data, trail] = server.blocks;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    brand: { '@type': 'Brand', name: car.marca },
    model: car.modelo,
    url,
    offers: { '@type': 'Offer', price: car.precioCompra, priceCurrency: 'USD', url },
  });
  expect(trail?.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${baseURL}/inicio` },
    { '@type': 'ListItem', position: 2, name: 'Compra tu auto', item: `${baseURL}/compra-tu-auto` },
    {
      '@type': 'ListItem',
      position: 3,
      name: `${car.marca} ${car.modelo} ${car.anioFabricacion}`,
      item: url,
    },
  ]);
  expect(await server.meta('og:type')).toBe('product');
  expect(await server.meta('product:price:amount')).toBe(String(car.precioCompra));
  expect(await server.meta('product:price:currency')).toBe('USD');
  const preview = await expectJpegPreview(request, server);
  expect(preview).toMatch(new RegExp(`^${baseURL}/media/autos/${car.idAuto}/[a-z0-9-]+-og\\.jpg$`));
  return { data, server };
}

test('a vehicle page carries its Car with the VIN shown on the page, its breadcrumbs and a JPEG preview', async ({
  page,
  request,
  baseURL,
}) => {
  const car = await availableCar(request);
  expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  const { data, server } = await vehicleChecks(page, request, baseURL ?? '', car);
  expect(data).toMatchObject({
    vehicleIdentificationNumber: car.vin,
    offers: {
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'AutoDealer', name: 'MotorPlaza' },
    },
  });
  // Structured data describes what the page shows.
  const facts = page.getByRole('region', { name: 'Características principales' });
  await expect(facts.getByText('VIN / N.° de serie')).toBeVisible();
  await expect(facts.getByText(car.vin ?? '?', { exact: true })).toBeVisible();
  expect(await server.meta('product:availability')).toBe('in stock');
});

test('a sold car says so in its Car and its preview, which still passes the rules', async ({
  page,
  request,
  baseURL,
}) => {
  let sold: PublicCar | undefined;
  for (let idAuto = 1; !sold && idAuto <= 150; idAuto += 1) {
    const response = await request.get(`/api/v1/catalogo/${idAuto}`);
    const car: PublicCar | undefined = response.ok() ? (await response.json()).data.automovil : undefined;
    if (car && /VENDIDO/.test(car.estadoDes) && car.fotos.length > 0) sold = car;
  }
  if (!sold) throw new Error('The demo data has no sold car with photos');
  const { data, server } = await vehicleChecks(page, request, baseURL ?? '', sold);
  expect(data).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
  expect(await server.meta('product:availability')).toBe('out of stock');
});

test('the other public pages are websites with the dealership preview, and an unknown car has no data', async ({
  page,
  request,
}) => {
  for (const path of ['/vende-tu-auto', '/reclamos', '/terminos-y-condiciones', '/politicas-de-privacidad']) {
    const server = await serverPage(page, path);
    expect(server.blocks, path).toEqual([]);
    expect(await server.meta('og:type'), path).toBe('website');
    expect(await server.meta('product:price:amount'), path).toBeNull();
    await expectJpegPreview(request, server);
  }
  const unknown = await serverPage(page, '/info-auto/999999', 404);
  expect(unknown.blocks).toEqual([]);
});
