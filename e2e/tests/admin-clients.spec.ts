import { expect, type Page, test } from '@playwright/test';
import { downloadBytes, pdfText, xlsxRows } from './export-files';
import { DEMO, signIn } from './helpers';
import { accessToken } from './inventory-fixtures';

const COLUMNS = ['ID', 'Nombres', 'Apellidos', 'DNI', 'Correo', 'Celular', 'Fecha Registro', 'Estado'];

/** A DNI, celular and correo no other test uses. */
function identity() {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  return { dni: `6${digits}`, celular: `9${digits}2`, correo: `cliente.${digits}@correo.pe` };
}

async function openClients(page: Page) {
  await signIn(page, DEMO.ADMIN);
  await page.goto('/admin/clientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Administración de Clientes' })).toBeVisible();
  await expect(page.getByText(/^Mostrando: \d+ resultados?$/)).toBeVisible();
}

async function search(page: Page, term: string) {
  await page.getByLabel('Buscar clientes').fill(term);
  await page.getByLabel('Buscar clientes').press('Enter');
}

async function fillClient(page: Page, dialogName: string, values: Record<string, string>) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (const [label, value] of Object.entries(values))
    await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  return dialog;
}

test('ADMIN adds a client, finds it by DNI and by part of the e-mail, reads its detail and edits it', async ({
  page,
}) => {
  const id = identity();
  const name = `Rosa ${id.dni.slice(-3)}`;
  await openClients(page);

  await page.getByRole('button', { name: 'Añadir Cliente' }).click();
  let dialog = await fillClient(page, 'Nuevo Cliente', {
    Nombres: name,
    Apellidos: 'Quispe Mamani',
    DNI: id.dni,
    RUC: '20100047217',
    Correo: id.correo,
    Celular: id.celular,
  });
  // A wrong check digit is refused in the browser by the API's own schema.
  await expect(dialog.getByRole('alert').filter({ hasText: 'dígito verificador' })).toBeVisible();
  await expect(dialog.getByLabel('RUC', { exact: true })).toBeFocused();
  dialog = await fillClient(page, 'Nuevo Cliente', { RUC: '20100047218' });
  const done = page.getByRole('dialog', { name: 'Registro exitoso' });
  await expect(done).toContainText('Se ha registrado correctamente el cliente');
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();

  // The same DNI again: the server's 409 lands on the DNI field.
  await page.getByRole('button', { name: 'Añadir Cliente' }).click();
  dialog = await fillClient(page, 'Nuevo Cliente', { Nombres: 'Otro', Apellidos: 'Cliente', DNI: id.dni });
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toContainText('Ya existe un cliente con este DNI');
  await error.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog.getByLabel('DNI', { exact: true })).toBeFocused();
  await expect(dialog.getByText('Ya existe un cliente con este DNI')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('dialog', { name: '¿Descartar los cambios?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(dialog).toBeHidden();

  await search(page, id.dni.slice(1, 7));
  await expect(page.getByText('Mostrando: 1 resultado', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Clientes registrados' });
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText(id.correo);

  await search(page, id.correo.slice(0, 14).toUpperCase());
  await expect(page.getByText('Mostrando: 1 resultado', { exact: true })).toBeVisible();
  await expect(table).toContainText(`${name} Quispe Mamani`);

  await page.getByRole('button', { name: `Ver detalles de ${name} Quispe Mamani` }).click();
  const detail = page.getByRole('dialog', { name: 'Detalles del Cliente' });
  await expect(detail).toContainText(id.dni);
  await expect(detail).toContainText('ACTIVO');
  await expect(detail).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(detail).toContainText('No tiene solicitudes de interés.');
  await detail.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(detail).toBeHidden();
  await expect(page.getByRole('button', { name: `Ver detalles de ${name} Quispe Mamani` })).toBeFocused();

  await page.getByRole('button', { name: `Editar a ${name} Quispe Mamani` }).click();
  const edit = page.getByRole('dialog', { name: 'Modificar Cliente' });
  await expect(edit.getByLabel('DNI', { exact: true })).toHaveValue(id.dni);
  await edit.getByLabel('Cliente activo').uncheck();
  await fillClient(page, 'Modificar Cliente', { Apellidos: 'Quispe Torres' });
  const updated = page.getByRole('dialog', { name: 'Actualización exitosa' });
  await expect(updated).toContainText('Se ha actualizado correctamente el cliente');
  await updated.getByRole('button', { name: 'Aceptar' }).click();
  await expect(table.getByRole('row').filter({ hasText: `${name} Quispe Torres` })).toContainText('Inactivo');

  // The state filter applies at once and returns to page 1; Activos no longer shows the client.
  await page.getByLabel('Estado', { exact: true }).click();
  await page.getByRole('option', { name: 'Activos', exact: true }).click();
  await expect(
    page.getByText('No se encontraron clientes que coincidan con los filtros aplicados.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page.getByLabel('Buscar clientes')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Listado de clientes' })).toBeFocused();
});

test('the paginator offers 5, 10, 25 and 50 a page and reads "1 – N de total"', async ({ page }) => {
  await openClients(page);
  const nav = page.getByRole('navigation', { name: 'Paginación de clientes' });
  await expect(nav.getByLabel('Elementos por página:')).toHaveValue('10');
  await expect(nav).toContainText(/1 – 10 de \d+/);
  await nav.getByLabel('Elementos por página:').selectOption('5');
  await expect(nav).toContainText(/1 – 5 de \d+/);
  await expect(page.getByRole('table', { name: 'Clientes registrados' }).getByRole('row')).toHaveCount(6);
  await nav.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(nav).toContainText(/6 – 10 de \d+/);
});

test('Excel and PDF are lista-clientes with the title and the columns of spec 001 §9', async ({ page }) => {
  await openClients(page);
  // Exports read the full unfiltered list, whatever the screen shows.
  await search(page, '00000000');
  await expect(
    page.getByText('No se encontraron clientes que coincidan con los filtros aplicados.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excel' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();

  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel' }).click(),
  ]);
  expect(excel.suggestedFilename()).toBe('lista-clientes.xlsx');
  const rows = await xlsxRows(excel);
  expect(rows.flat()).toContain('Lista de Clientes Registrados');
  expect(rows.find((row) => row[0] === 'ID')).toEqual(COLUMNS);
  expect(rows.flat().some((cell) => cell === 'ACTIVO' || cell === 'INACTIVO')).toBe(true);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('lista-clientes.pdf');
  const text = pdfText(await downloadBytes(pdf));
  expect(text).toContain('Lista de Clientes Registrados');
  for (const column of COLUMNS) expect(text).toContain(column);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('clients are cards with the spec fields and the paginator fits', async ({ page }) => {
    await openClients(page);
    const cards = page.getByRole('list', { name: 'Clientes registrados' }).getByRole('article');
    await expect(cards).toHaveCount(10);
    const first = cards.first();
    for (const label of ['DNI', 'Correo', 'Celular', 'Fecha Registro', 'Estado']) {
      await expect(first.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('table')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Paginación de clientes' });
    await expect(nav.getByLabel('Elementos por página:')).toBeVisible();
    const box = await nav.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  });
});

test('EJECUTIVO is sent back from /admin/clientes with returnUrl and gets 403 from the API', async ({
  page,
}) => {
  await signIn(page, DEMO.EJECUTIVO);
  await page.goto('/admin/clientes');
  await expect(page).toHaveURL(/\/inicio\?returnUrl=%2Fadmin%2Fclientes$/);
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  for (const url of ['/api/v1/clientes', '/api/v1/clientes/all', '/api/v1/clientes/1']) {
    expect((await page.request.get(url, { headers })).status(), url).toBe(403);
  }
});
