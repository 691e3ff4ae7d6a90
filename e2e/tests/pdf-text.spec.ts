import { inertLinks } from '@motorplaza/domain/shared/inert-links';
import { PDF_MISSING_GLYPH_MARK as MARK } from '@motorplaza/domain/shared/pdf-text';
import { LONG_DETAIL, occurrences, PASTED_URL } from '@motorplaza/domain/testing/pdf-hostile-texts';
import { pdfFonts, pdfToText } from '@motorplaza/domain/testing/poppler';
import { expect, type Page, test } from '@playwright/test';
import { downloadBytes } from './export-files';
import { DEMO, signIn, uniqueName } from './helpers';
import { gotoHydrated } from './hydration';

/**
 * Every PDF prints what was typed (docs/decisions/0042-pdf-fonts.md), end to end: a sheet filed by a
 * visitor and the complaints list ADMIN exports in Chromium, read back with poppler. The export's font
 * is fetched only when the PDF button is pressed.
 */

/** Every request for a TrueType font the page makes from now on. */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\.ttf(\?|$)/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

function expectOnlyEmbeddedFonts(pdf: Uint8Array) {
  const fonts = pdfFonts(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toMatchObject({ embedded: true, type: 'CID TrueType' });
}

test('the sheet a visitor files prints the name, address and detail as typed', async ({ request }) => {
  const nombre = `Nguyễn Thị Hương 😀 ${uniqueName('Reclamo')}`;
  const domicilio = 'Jr. Ñaña 123 → piso 2º ✓, “Edificio Sol” – Hebreo שלום';
  const filed = await request.post('/api/v1/reclamos', {
    data: {
      nombreCompleto: nombre,
      tipoDocumento: 'DNI',
      nroDocumento: '45678912',
      domicilio,
      detalle: LONG_DETAIL,
      pedido: `Revisen ${PASTED_URL} 👍🏽`,
    },
  });
  expect(filed.status()).toBe(201);
  const link: string = (await filed.json()).data.pdf;
  const response = await request.get(link);
  expect(response.status()).toBe(200);
  const pdf = new Uint8Array(await response.body());

  const text = pdfToText(pdf);
  expect(occurrences(text, nombre.replace('😀', MARK))).toBe(1);
  expect(occurrences(text, domicilio)).toBe(1);
  expect(occurrences(text, LONG_DETAIL)).toBe(1);
  // A link prints with look-alike dots and slashes: no viewer makes it clickable (issue 23).
  expect(occurrences(text, `Revisen ${inertLinks(PASTED_URL)} ${MARK}`)).toBe(1);
  expectOnlyEmbeddedFonts(pdf);
});

test('ADMIN exports the complaints list as PDF with the typed name; the font loads only then', async ({
  page,
}) => {
  const tag = uniqueName('Hương');
  const nombre = `Nguyễn Thị ${tag} 😀 → ✓`;
  const filed = await page.request.post('/api/v1/reclamos', {
    data: {
      nombreCompleto: nombre,
      tipoDocumento: 'DNI',
      nroDocumento: '45678912',
      domicilio: 'Av. Brasil 1200',
      detalle: 'Demora.',
    },
  });
  expect(filed.status()).toBe(201);

  const fonts = fontRequests(page);
  await gotoHydrated(page, '/');
  await signIn(page, DEMO.ADMIN);
  await page.goto('/admin/reclamos');
  await page.getByLabel('Buscar hojas de reclamación').fill(tag);
  await page.getByLabel('Buscar hojas de reclamación').press('Enter');
  await expect(page.getByText('Mostrando: 1 resultados')).toBeVisible();
  expect(fonts).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF' }).click(),
  ]);
  const pdf = new Uint8Array(await downloadBytes(download));
  expect(fonts).toHaveLength(2);
  expect(occurrences(pdfToText(pdf), `Nguyễn Thị ${tag} ${MARK} → ✓`)).toBe(1);
  expectOnlyEmbeddedFonts(pdf);
});
