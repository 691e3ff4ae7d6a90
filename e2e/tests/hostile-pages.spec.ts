import { expect, test } from '@playwright/test';

/**
 * The server-rendered side of the hostile campaign (the API's own is apps/api/src/hostile-campaign.test.ts):
 * public pages, media and SEO files asked with broken paths and query strings never answer a 5xx,
 * on the production build.
 */

const PATHS = [
  '/inicio',
  '/compra-tu-auto',
  '/info-auto/1',
  '/vende-tu-auto',
  '/reclamos',
  '/admin/autos',
  '/media/x',
  '/sitemap.xml',
  '/api/v1/catalogo',
];

const QUERIES = [
  'q=%00',
  'q=a%00b',
  'marca=%07&modelo=%1B',
  'pagina=2147483648',
  'pagina=-2147483649',
  'precioMin=1e309&precioMax=-1',
  'q=%E0%A4%A',
  'q=%',
  `q=${'x'.repeat(5000)}`,
  'orden=__proto__',
  'q=a&q=b&q=c',
];

const BROKEN_PATHS = [
  '/info-auto/%00',
  '/info-auto/2147483648',
  '/info-auto/-1',
  '/info-auto/%E0%A4%A',
  '/info-auto/..%2F..%2Fetc%2Fpasswd',
  `/info-auto/${'9'.repeat(400)}`,
  '/media/%00',
  '/media/..%2F..%2Fjwt-secret',
  '/compra-tu-auto/%00',
  '/%',
  '/assets/%00.js',
];

test('public pages survive broken query strings and paths without a 5xx', async ({ request }) => {
  const failures: string[] = [];
  const urls = [...PATHS.flatMap((path) => QUERIES.map((query) => `${path}?${query}`)), ...BROKEN_PATHS];
  for (const url of urls) {
    const response = await request.get(url, { maxRedirects: 0 });
    const body = await response.text();
    if (response.status() >= 500) failures.push(`${url}: ${response.status()}`);
    if (/FST_ERR|at [\w.]+ \(|node:internal/.test(body)) failures.push(`${url}: internal details`);
  }
  expect(failures).toEqual([]);
});
