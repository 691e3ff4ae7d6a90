import { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';
import { expect, test } from '@playwright/test';
import { downloadBytes, pdfInfo, pdfText, xlsxAuthors, xlsxRows } from './export-files';
import { DEMO, signIn } from './helpers';
import {
  accessToken,
  apiVehicle,
  cardsOf,
  choose,
  dominantTint,
  markSold,
  movePhotoLeftWithKeyboard,
  searchInventory,
  statistics,
  tintedPhoto,
} from './inventory-fixtures';

// Spec 001 §2.1–§2.3, §7–§9 in a real browser against the production build and a real database.
// In file order, one at a time: the first test changes the inventory the others read.
test.describe.configure({ mode: 'default' });

test.describe('inventory as EJECUTIVO', () => {
  test('creates a vehicle with owner and three photos, finds it by placa, reads it and sells it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const suffix = String(Date.now()).slice(-3);
    const placa = `E2E-${suffix}`;
    const dni = `7${String(Date.now()).slice(-7)}`;
    const vin = `JF1SKE${String(Date.now()).slice(-11)}`;
    const photos = await Promise.all(
      (['red', 'green', 'blue'] as const).map((tint) => tintedPhoto(testInfo.outputPath('fotos'), tint)),
    );

    await signIn(page, DEMO.EJECUTIVO);
    const before = await statistics(page);

    await page.getByRole('button', { name: 'Añadir Vehículo' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo Automóvil' });
    await expect(form).toBeVisible();
    await expect(form.getByText('Paso 1/4')).toBeVisible();
    // A new vehicle starts with empty owner fields (the original pre-filled samples).
    await expect(form.getByLabel('DNI', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Correo', { exact: true })).toHaveValue('');

    await form.getByLabel('Placa', { exact: true }).fill(placa);
    // Typed in lower case; stored and shown upper-cased (a European VIN: no check digit).
    await form.getByLabel('VIN / N.° de serie', { exact: true }).fill(vin.toLowerCase());
    await form.getByLabel('Tag', { exact: true }).fill(`#E${suffix}`);
    await form.getByLabel('Marca', { exact: true }).fill('Subaru');
    await form.getByLabel('Modelo', { exact: true }).fill('Forester E2E');
    await choose(page, 'Año de fabricación', '2021');
    await form.getByLabel('Precio de compra', { exact: true }).fill('23500');
    await form.getByLabel('Kilometraje', { exact: true }).fill('41000');
    await choose(page, 'Combustible', 'Gasolina');
    await choose(page, 'Transmisión', 'Automático');
    await choose(page, 'Tienda', 'Tienda San Isidro');

    await form.getByLabel('Nombres', { exact: true }).fill('Rosa Elena');
    await form.getByLabel('Apellidos', { exact: true }).fill('Quispe Huamán');
    // A new owner's DNI is a normal answer of the look-up: no failed request in the console (issue 22).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const lookup = page.waitForResponse((response) => response.url().includes(`/clientes/dni/${dni}`));
    await form.getByLabel('DNI', { exact: true }).fill(dni);
    expect((await lookup).status()).toBe(200);
    await expect(form.getByLabel('Nombres', { exact: true })).toHaveValue('Rosa Elena');
    expect(consoleErrors).toEqual([]);
    await form.getByLabel('Correo', { exact: true }).fill('rosa.quispe@example.pe');
    await form.getByLabel('Celular', { exact: true }).fill('987654321');

    // Through the dropzone's file input: red, green, blue.
    await form.getByLabel('Seleccionar fotos').setInputFiles(photos);
    const grid = form.getByRole('list', { name: 'Fotos del automóvil' });
    await expect(grid.getByRole('listitem')).toHaveCount(3);
    await expect(form.getByText('3 / 25 fotos')).toBeVisible();

    // Keyboard reorder: blue one place to the left → red, blue, green.
    const srcAt = (index: number) =>
      grid.getByRole('listitem').nth(index).getByRole('img').first().getAttribute('src');
    const blue = await srcAt(2);
    await movePhotoLeftWithKeyboard(page, form, 3, 3);
    await expect.poll(() => srcAt(1)).toBe(blue);
    // Cover: the third (green) moves to the front → green, red, blue.
    await form.getByRole('button', { name: 'Usar foto 3 como portada' }).click();
    await expect(grid.getByRole('listitem').first().getByText('Portada')).toBeVisible();

    await form.getByRole('button', { name: 'Guardar' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmación' });
    await expect(confirmation).toContainText('Automóvil guardado correctamente.', { timeout: 30_000 });
    await confirmation.getByRole('button', { name: 'Aceptar' }).click();
    await expect(form).toBeHidden();

    // Find it by placa.
    await searchInventory(page, placa);
    await expect(page.getByText('Mostrando: 1 resultado', { exact: true })).toBeVisible();
    const card = cardsOf(page).first();
    await expect(card.getByRole('link', { name: 'Subaru Forester E2E' })).toBeVisible();
    const href = await card.getByRole('link', { name: 'Subaru Forester E2E' }).getAttribute('href');
    const idAuto = Number(href?.split('/').pop());

    // Stored photos, in order, with the cover as fotoPrincipal.
    const saved = await apiVehicle(page, idAuto);
    expect(saved.fotos.map((foto) => foto.orden)).toEqual([0, 1, 2]);
    expect(saved.fotoPrincipal).toBe(saved.fotos[0]?.imagen);
    expect(saved.propietario?.dni).toBe(dni);
    expect(saved.vin).toBe(vin);
    const tints = [];
    for (const foto of saved.fotos) {
      const response = await page.request.get(`/media/autos/${idAuto}/${foto.imagen}`);
      expect(response.ok()).toBe(true);
      tints.push(await dominantTint(await response.body()));
    }
    expect(tints).toEqual(['green', 'red', 'blue']);

    // The detail modal.
    await card.hover();
    await card.getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: /Subaru Forester E2E/ });
    await expect(detail).toBeVisible();
    await expect(detail.getByText('1 / 3')).toBeVisible();
    // Exact: the DNI's digits can stand inside the VIN, both drawn from the same clock.
    await expect(detail.getByText(dni, { exact: true })).toBeVisible();
    await expect(detail.getByText(vin, { exact: true })).toBeVisible();
    await expect(detail.getByText('Vista Administrativa')).toBeVisible();
    await detail.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
    await expect(detail).toBeHidden();

    // Mark it sold.
    await markSold(page, card);

    // Gone from the available list, present among the sold ones; statistics follow.
    await searchInventory(page, placa);
    await expect(page.getByText('No se encontraron vehículos')).toBeVisible();
    await page.getByLabel('Filtrar por Estado:').click();
    await page.getByRole('option', { name: 'Vendidos', exact: true }).click();
    await searchInventory(page, placa);
    await expect(cardsOf(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await expect
      .poll(async () => {
        const after = await statistics(page);
        return [after['Total Vehículos'], after.Disponibles, after.Vendidos];
      })
      .toEqual([(before['Total Vehículos'] ?? 0) + 1, before.Disponibles, (before.Vendidos ?? 0) + 1]);
    const history = await apiVehicle(page, idAuto);
    expect(history.estadoDes).toBe('VENDIDO');
    expect(history.precioVenta).toBe(23500);
  });
});

test.describe('inventory as ASESOR2', () => {
  test('sees no edit, delete or sell actions and the API refuses them', async ({ page }) => {
    await signIn(page, DEMO.ASESOR2);
    const card = cardsOf(page).first();
    await expect(card).toBeVisible();
    await card.hover();
    await expect(card.getByRole('button', { name: 'Ver detalle' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Copiar información' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar vehículo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Eliminar vehículo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Marcar como vendido' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Añadir Vehículo' })).toHaveCount(0);
    // ASESOR2's default permissions hold no EXPORTAR_DATOS (decision 0017).
    await expect(page.getByRole('button', { name: 'Excel' })).toHaveCount(0);

    const href = await card.getByRole('link').first().getAttribute('href');
    const idAuto = Number(href?.split('/').pop());
    const headers = { Authorization: `Bearer ${await accessToken(page)}` };
    const calls = [
      page.request.patch(`/api/v1/automoviles/${idAuto}/estado`, {
        headers,
        data: { estadoDes: 'VENDIDO' },
      }),
      page.request.delete(`/api/v1/automoviles/${idAuto}`, { headers }),
      page.request.put(`/api/v1/automoviles/${idAuto}`, {
        headers,
        multipart: { automovil: '{}' },
      }),
      page.request.post('/api/v1/automoviles', { headers, multipart: { automovil: '{}' } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.status()).toBe(403);

    // The owner is not sent to asesores.
    expect((await apiVehicle(page, idAuto)).propietario).toBeNull();
    expect((await apiVehicle(page, idAuto)).estadoDes).toBe('DISPONIBLE');
  });
});

test.describe('paging by the server (docs/decisions/0034)', () => {
  test('asks the API for one page of 12 at a time and moves through the pages', async ({ page }) => {
    const pageRequests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/automoviles') pageRequests.push(url);
    });
    await signIn(page, DEMO.ASESOR1);
    await expect(cardsOf(page)).toHaveCount(12);
    const total = Number(
      (await page.getByText(/^Mostrando: \d+ resultados?$/).innerText()).replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThan(12);
    expect(pageRequests.at(-1)?.searchParams.get('pageSize')).toBe('12');
    const pagination = page.getByRole('navigation', { name: 'Paginación de vehículos' });
    const firstTitles = await cardsOf(page).getByRole('heading').allInnerTexts();
    await expect(pagination).toContainText(`Página 1 de ${Math.ceil(total / 12)}`);

    await pagination.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect(pagination).toContainText(`(13 - ${Math.min(24, total)} de ${total})`);
    expect(pageRequests.at(-1)?.searchParams.get('page')).toBe('2');
    expect(await cardsOf(page).getByRole('heading').allInnerTexts()).not.toEqual(firstTitles);

    await pagination.getByRole('button', { name: 'Última página' }).click();
    await expect(cardsOf(page)).toHaveCount(total % 12 || 12);
    // A new status goes back to page 1 of that status.
    await page.getByLabel('Filtrar por Estado:').click();
    await page.getByRole('option', { name: 'Vendidos', exact: true }).click();
    await expect(page.getByText(/^Mostrando: \d+ resultados?$/)).toBeVisible();
    expect(pageRequests.at(-1)?.searchParams.get('estado')).toBe('VENDIDO');
    expect(pageRequests.at(-1)?.searchParams.get('page')).toBe('1');
  });
});

test.describe('exports and sharing', () => {
  const PDF_COLUMNS = ['ID', 'Marca', 'Modelo', 'Año', 'Color', 'Precio', 'Estado', 'Combustible'];
  const EXCEL_COLUMNS = [...PDF_COLUMNS, 'Transmisión', 'Kilometraje', 'Placa', 'Cilindrada'];

  test('Excel and PDF downloads carry the title and the columns of spec 001 §9', async ({ page }) => {
    await signIn(page, DEMO.ASESOR1);
    await expect(cardsOf(page).first()).toBeVisible();

    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(excel.suggestedFilename()).toBe('automoviles.xlsx');
    const rows = await xlsxRows(excel);
    expect(rows.flat()).toContain('Inventario de Automóviles');
    const header = rows.find((row) => row[0] === 'ID');
    expect(header).toEqual(EXCEL_COLUMNS);
    const shown = Number(
      (await page.getByText(/^Mostrando: \d+ resultados?$/).innerText()).replace(/\D/g, ''),
    );
    expect(rows.length - rows.indexOf(header ?? [])).toBe(shown + 1);
    // The files name the dealership (the settings' company name) as their author, not "Unknown".
    const company = DEFAULT_SITE_SETTINGS.nombreEmpresa;
    expect(await xlsxAuthors(excel)).toEqual({ creator: company, lastModifiedBy: company, company });

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('automoviles.pdf');
    const bytes = await downloadBytes(pdf);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfInfo(bytes)).toMatchObject({ Author: company, Creator: company });
    const text = pdfText(bytes);
    expect(text).toContain('Inventario de Automóviles');
    for (const column of PDF_COLUMNS) expect(text).toContain(column);
    expect(text).not.toContain('Transmisión');
    expect(text).not.toContain('Kilometraje');
  });

  test('the sales text copied to the clipboard has the parts of spec 001 §7', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, DEMO.ASESOR1);
    const card = cardsOf(page).first();
    const href = await card.getByRole('link').first().getAttribute('href');
    const idAuto = Number(href?.split('/').pop());
    const vehicle = await apiVehicle(page, idAuto);
    const settings = await (await page.request.get('/api/v1/ajustes')).json();
    const { razonSocial, ruc } = settings.data.ajustes as { razonSocial: string; ruc: string };

    await card.hover();
    await card.getByRole('button', { name: 'Copiar información' }).click();
    const copied = page.getByRole('dialog', { name: '¡Copiado!' });
    await expect(copied).toContainText('La información del vehículo ha sido copiada al portapapeles.');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const modelYear = vehicle.anioModelo ?? vehicle.anioFabricacion;
    expect(text).toContain(vehicle.marca);
    expect(text).toContain(vehicle.modelo);
    expect(text).toContain(String(modelYear));
    expect(text).toContain(`/info-auto/${idAuto}`);
    if (vehicle.tag && vehicle.tag.length > 1) {
      expect(text).toContain(vehicle.tag.slice(1));
      expect(text).not.toContain(vehicle.tag);
    }
    expect(text.includes('crédito vehicular')).toBe(modelYear >= 2015);
    expect(text).toContain('parte de pago');
    expect(text).toContain(razonSocial);
    expect(text).toContain(ruc);
    // It closes by itself after 1.8 s.
    await expect(copied).toBeHidden({ timeout: 4_000 });
  });
});
