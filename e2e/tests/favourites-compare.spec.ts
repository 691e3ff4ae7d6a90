import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { gotoHydrated } from './hydration';
import { carWithStatus, SOLD } from './public-cars';

/**
 * 'Favoritos' and 'Comparar' (issue 26): hearts kept in the browser, /favoritos with each car's state
 * from the server, a comparison of three cars that a shared link opens the same, at 390 and 1366 px.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string) {
  const path = SHOTS ? `${SHOTS}/${name}.png` : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
}

async function saveAndCompare(page: Page, width: number) {
  await gotoHydrated(page, '/compra-tu-auto');
  const cards = page.locator('article:has(button[aria-label="Guardar en favoritos"])');
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const card = cards.nth(0);
    names.push((await card.getAttribute('aria-label')) ?? '');
    await card.getByRole('button', { name: 'Guardar en favoritos' }).click();
  }
  await expect(page.getByRole('button', { name: 'Quitar de favoritos' })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Quitar de favoritos' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A sold car is saved from its own page; it stays in the list, marked.
  const sold = await carWithStatus(page.request, SOLD);
  await gotoHydrated(page, `/info-auto/${sold.idAuto}`);
  const own = page.getByRole('group', { name: 'Guardar y comparar este auto' });
  await own.getByRole('button', { name: 'Guardar en favoritos' }).click();
  await expect(own.getByRole('button', { name: 'Quitar de favoritos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A car that no longer exists (saved long ago) says so and can be removed.
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('motorplaza.favoritos') ?? '[]');
    localStorage.setItem('motorplaza.favoritos', JSON.stringify([...saved, 999_999]));
  });
  await gotoHydrated(page, '/inicio');
  await page.getByRole('link', { name: 'Favoritos (5)' }).first().click();
  await expect(page).toHaveURL(/\/favoritos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Autos guardados' });
  await expect(list.locator(':scope > li')).toHaveCount(5);
  await expect(page.getByText('Vendido', { exact: true })).toBeVisible();
  await expect(page.getByText('Ya no está disponible')).toBeVisible();
  for (const name of names) await expect(page.getByRole('article', { name }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, `favoritos-${width}`);
  await page
    .getByRole('button', { name: 'Quitar de favoritos' })
    .and(page.locator('button:not([aria-pressed])'))
    .click();
  await expect(page.getByText('Ya no está disponible')).toHaveCount(0);
  await expect(list.locator(':scope > li')).toHaveCount(4);

  // Compare the three available ones from the list; a fourth is refused with a message.
  for (const name of names) {
    await page.getByRole('article', { name }).first().getByRole('button', { name: 'Comparar' }).click();
  }
  const tray = page.getByRole('region', { name: 'Autos para comparar' });
  await expect(tray.getByText('Comparar (3/3)')).toBeVisible();
  await page.getByRole('button', { name: 'Comparar', pressed: false }).first().click();
  await expect(tray.getByRole('alert')).toHaveText('Puedes comparar hasta 3 autos a la vez.');
  await tray.getByRole('link', { name: 'Comparar autos' }).click();
  await expect(page).toHaveURL(/\/comparar\?autos=\d+,\d+,\d+$/);
  return names;
}

async function expectComparison(page: Page, names: string[]) {
  await expect(page.getByRole('heading', { level: 1, name: 'Comparar autos' })).toBeVisible();
  const table = page.getByRole('table');
  for (const name of names)
    await expect(table.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
  for (const label of [
    'Precio',
    'Precio en soles',
    'Cuota referencial',
    'Kilometraje',
    'Año',
    'Transmisión',
    'Motor',
  ]) {
    await expect(table.getByRole('rowheader', { name: new RegExp(`^(Distinto: )?${label}$`) })).toBeVisible();
  }
  // Rows that differ say so in text, not only in colour.
  await expect(table.getByRole('rowheader', { name: /^Distinto: Precio$/ })).toBeVisible();
  await expect(
    table.getByText(/Cuota desde S\/\s?[\d,]+ al mes · TCEA [\d.,]+\s?%|No aplica/).first(),
  ).toBeVisible();
  await expect(page.getByText(/Sujeta a evaluación crediticia/)).toBeVisible();
  const region = page.getByRole('region', { name: /autos lado a lado/ });
  await region.focus();
  await expect(region).toBeFocused();
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('saves three cars, lists them with a sold one marked, compares them, and the shared link opens the same table', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const names = await saveAndCompare(page, width);
      await expectComparison(page, names);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `comparar-${width}`);
      const table = (await page.getByRole('table').textContent()) ?? '';

      // Shared: another browser, nothing saved, the URL's ids in another order.
      const ids = new URL(page.url()).searchParams.get('autos')?.split(',') ?? [];
      const other = await browser.newPage({ viewport: { width, height: 900 } });
      const response = await gotoHydrated(other, `/comparar?autos=${[...ids].reverse().join(',')}`);
      expect(response?.status()).toBe(200);
      await expect(other.getByRole('table')).toHaveText(table);
      await expect(other.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/comparar\\?autos=${ids.join(',')}$`),
      );
      await expect(other.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await other.close();
    });
  });
}

test('a comparison link that names no valid comparison says so in Spanish, never an error page', async ({
  page,
  request,
}) => {
  const cases: [string, number, string | RegExp][] = [
    ['/comparar?autos=abc', 400, 'El enlace de comparación no es válido: revisa los autos que elegiste.'],
    ['/comparar', 400, 'Elige de 2 a 3 autos para comparar.'],
    ['/comparar?autos=999998,999999', 404, 'Estos autos ya no están disponibles para comparar.'],
  ];
  for (const [url, status, message] of cases) {
    expect((await request.get(url)).status(), url).toBe(status);
    await gotoHydrated(page, url);
    await expect(page.getByText(message)).toBeVisible();
  }
  const catalogue = (await (await request.get('/api/v1/catalogo')).json()).data.automoviles as {
    idAuto: number;
  }[];
  const four = catalogue.slice(0, 4).map((car) => car.idAuto);
  const response = await gotoHydrated(page, `/comparar?autos=${four.join(',')}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByText('Puedes comparar hasta 3 autos a la vez.')).toBeVisible();
  await page.getByRole('link', { name: 'Comparar los 3 primeros' }).click();
  await expect(page.getByRole('table')).toBeVisible();
});
