import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { MAIL_SINK_DIR } from '../playwright.config';
import { violations } from './axe';
import { xlsxRows } from './export-files';
import { DEMO, signIn, uniqueName } from './helpers';
import { gotoHydrated } from './hydration';
import { accessToken } from './inventory-fixtures';

// Decision 0040: a lead closed as sold reaches the car, the catalogue, the exports and the clients.
// This file sells three demo cars taken from the end of the catalogue (the other specs take the first
// ones): playwright.config.ts runs it after the inventory's writers and before the reports.
test.describe.configure({ mode: 'serial' });

interface Car {
  idAuto: number;
  marca: string;
  modelo: string;
  tag: string;
  placa: string;
}

let cars: Car[] = [];

/** The last available cars of the catalogue, with their plates as staff read them. */
async function lastAvailableCars(page: Page, count: number): Promise<Car[]> {
  const catalogue = await (await page.request.get('/api/v1/catalogo')).json();
  const chosen: { idAuto: number }[] = catalogue.data.automoviles.slice(-count);
  const token = await accessToken(page);
  return Promise.all(
    chosen.map(async ({ idAuto }) => {
      const response = await page.request.get(`/api/v1/automoviles/${idAuto}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await response.json()).data.automovil as Car;
    }),
  );
}

function uniqueDni(): string {
  return String(70_000_000 + Math.floor(Math.random() * 9_999_999));
}

async function staffPage(browser: Browser, correo: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-PE', timezoneId: 'America/Lima' });
  const page = await context.newPage();
  await signIn(page, correo);
  return page;
}

/** 'Añadir Interesado': a client who called about `car`. */
async function addLead(page: Page, car: Car, nombre: string, dni: string): Promise<void> {
  await page.goto('/admin/interesados');
  await page.getByRole('button', { name: 'Añadir Interesado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir Interesado' });
  await dialog.getByRole('combobox', { name: 'Vehículo de interés' }).fill(car.tag);
  await page.getByRole('listbox', { name: 'Vehículo de interés' }).getByRole('option').first().click();
  await dialog.getByLabel('Nombre completo').fill(nombre);
  await dialog.getByLabel('DNI').fill(dni);
  await dialog.getByLabel('Correo').fill(`${dni}@example.pe`);
  await dialog.getByLabel('Celular').fill('912345678');
  await dialog.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
}

/** The lead's row after searching its name. */
async function leadRow(page: Page, nombre: string) {
  await page.goto('/admin/interesados');
  await page.getByLabel('Buscar clientes interesados').fill(nombre);
  await page.getByLabel('Buscar clientes interesados').press('Enter');
  await expect(page.getByText('Mostrando: 1 resultados')).toBeVisible();
  return page.getByRole('row').filter({ hasText: nombre });
}

/** The inventory's card of a car, under a status filter ('Disponible' by default). */
async function inventoryCard(page: Page, car: Car, estado?: 'Vendidos') {
  await page.goto('/admin/autos');
  if (estado) {
    await page.getByLabel('Filtrar por Estado:').click();
    await page.getByRole('option', { name: estado, exact: true }).click();
  }
  const box = page.getByPlaceholder('Buscar por marca, modelo o placa...');
  await box.fill(car.placa);
  await box.press('Enter');
  const card = page.getByRole('list', { name: 'Vehículos' }).getByRole('article');
  await expect(card).toHaveCount(1);
  return card;
}

/** How many cars the public catalogue finds for the car's brand and model. */
async function catalogueCount(page: Page, car: Car): Promise<number> {
  await gotoHydrated(page, `/compra-tu-auto?q=${encodeURIComponent(`${car.marca} ${car.modelo}`)}`);
  const heading = page.getByRole('status').getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/\d+ resultados?/);
  return Number((await heading.innerText()).replace(/\D/g, ''));
}

/** The e-mail the SMTP sink received whose subject holds `text`. */
async function mailAbout(text: string): Promise<boolean> {
  const files = await readdir(MAIL_SINK_DIR).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const mail = await simpleParser(await readFile(path.join(MAIL_SINK_DIR, file)));
    if (mail.subject?.includes(text)) return true;
  }
  return false;
}

test.beforeAll(async ({ browser }) => {
  const page = await staffPage(browser, DEMO.EJECUTIVO);
  cars = await lastAvailableCars(page, 3);
  await page.context().close();
});

test("an asesor's sale, confirmed by a manager, reaches the car, the catalogue, the Excel and the clients", async ({
  browser,
}) => {
  // Three signed-in staff members, two inventory searches, the catalogue and an export.
  test.setTimeout(180_000);
  const car = cars[0] as Car;
  const nombre = uniqueName('Comprador');
  const dni = uniqueDni();
  const asesor = await staffPage(browser, DEMO.ASESOR1);
  const inCatalogue = await catalogueCount(asesor, car);

  await addLead(asesor, car, nombre, dni);
  await expect(await leadRow(asesor, nombre)).toContainText('Pendiente');
  await asesor.getByRole('button', { name: `Ver detalles de ${nombre}` }).click();
  await asesor.getByRole('button', { name: 'Registrar cierre' }).click();
  const close = asesor.getByRole('dialog', { name: 'Registrar cierre' });
  await expect(close.getByRole('combobox', { name: 'Resultado' })).toHaveValue('Vendido');
  await expect(close).toContainText('Un administrador o ejecutivo debe confirmar la venta');
  expect(await violations(asesor, '[role="dialog"]')).toEqual([]);
  await close.getByRole('button', { name: 'Registrar venta' }).click();
  await expect(asesor.getByText('Venta registrada: queda por confirmar')).toBeVisible();

  const pending = await leadRow(asesor, nombre);
  await expect(pending).toContainText('Venta por confirmar');
  await expect(pending).not.toContainText('Pendiente');
  await expect(asesor.getByRole('button', { name: `Confirmar venta de ${nombre}` })).toHaveCount(0);

  const manager = await staffPage(browser, DEMO.EJECUTIVO);
  await expect(await inventoryCard(manager, car)).toContainText('Venta por confirmar');
  await leadRow(manager, nombre);
  await manager.getByRole('button', { name: `Confirmar venta de ${nombre}` }).click();
  await expect(manager.getByText('Venta confirmada: el automóvil quedó vendido')).toBeVisible();
  const sold = manager.getByRole('row').filter({ hasText: nombre });
  await expect(sold).toContainText('Vendido');
  await expect(sold).not.toContainText(/Pendiente|Venta por confirmar/);

  await expect(await inventoryCard(manager, car, 'Vendidos')).toContainText('VENDIDO');
  expect(await catalogueCount(asesor, car)).toBe(inCatalogue - 1);
  const catalogue = await (await asesor.request.get('/api/v1/catalogo')).json();
  expect(catalogue.data.automoviles.map((item: { idAuto: number }) => item.idAuto)).not.toContain(car.idAuto);

  await leadRow(manager, nombre);
  const [excel] = await Promise.all([
    manager.waitForEvent('download'),
    manager.getByRole('button', { name: 'Excel' }).click(),
  ]);
  const row = (await xlsxRows(excel)).find((cells) => cells[1] === nombre);
  expect(row?.[9]).toBe('VENDIDO');
  expect(row?.[11]).not.toBe('No asignado');

  // The registered clients are an administrator's screen (spec 001 §6).
  await manager.context().close();
  const admin = await staffPage(browser, DEMO.ADMIN);
  await admin.goto('/admin/clientes');
  await admin.getByLabel('Buscar clientes').fill(dni);
  await admin.getByLabel('Buscar clientes').press('Enter');
  await expect(admin.getByText('Mostrando: 1 resultado', { exact: true })).toBeVisible();
  await expect(admin.getByRole('main')).toContainText(dni);
  await asesor.context().close();
  await admin.context().close();
});

test("a manager's close asks the spec's sell confirmation naming the car", async ({ browser }) => {
  const car = cars[1] as Car;
  const nombre = uniqueName('Comprador');
  const manager = await staffPage(browser, DEMO.EJECUTIVO);
  await addLead(manager, car, nombre, uniqueDni());
  await leadRow(manager, nombre);
  await manager.getByRole('button', { name: `Ver detalles de ${nombre}` }).click();
  await manager.getByRole('button', { name: 'Registrar cierre' }).click();
  await manager
    .getByRole('dialog', { name: 'Registrar cierre' })
    .getByRole('button', { name: 'Guardar' })
    .click();
  const confirm = manager.getByRole('dialog', { name: '¿Esta seguro?' });
  await expect(confirm).toContainText('Se cambiara el estado a vendido');
  await expect(confirm).toContainText(`${car.marca} ${car.modelo}`);
  await confirm.getByRole('button', { name: 'Si, Vender!' }).click();
  await expect(manager.getByText('Venta confirmada: el automóvil quedó vendido')).toBeVisible();
  await expect(await leadRow(manager, nombre)).toContainText('Vendido');
  await expect(await inventoryCard(manager, car, 'Vendidos')).toContainText('VENDIDO');
  await manager.context().close();
});

test('selling from the inventory names the buyer and closes the other leads as lost, telling their asesor', async ({
  browser,
}) => {
  test.slow();
  const car = cars[2] as Car;
  const buyer = uniqueName('Comprador');
  const other = uniqueName('Otro');
  const manager = await staffPage(browser, DEMO.EJECUTIVO);
  await addLead(manager, car, buyer, uniqueDni());
  await addLead(manager, car, other, uniqueDni());

  const card = await inventoryCard(manager, car);
  await card.hover();
  await card.getByRole('button', { name: 'Marcar como vendido' }).click();
  const confirm = manager.getByRole('dialog', { name: '¿Esta seguro?' });
  await expect(confirm).toContainText(car.placa);
  const select = confirm.getByLabel('¿Quién lo compró?');
  await expect(select.getByRole('option', { name: 'Ninguno / venta sin interesado registrado' })).toHaveCount(
    1,
  );
  await select.selectOption({
    label: (await select.getByRole('option', { name: buyer }).innerText()).trim(),
  });
  await expect(confirm).toContainText(
    /Sus otros \d+ interesados abiertos quedarán perdidos|Su otro interesado/,
  );
  expect(await violations(manager, '[role="dialog"]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Si, Vender!' }).click();
  await expect(manager.getByRole('dialog', { name: 'Automovil Vendido!' })).toBeVisible();
  await manager.getByRole('dialog', { name: 'Automovil Vendido!' }).getByRole('button').last().click();

  await expect(await leadRow(manager, buyer)).toContainText('Vendido');
  await expect(await leadRow(manager, other)).toContainText('Perdido: Vendido a otro cliente');
  await manager.getByRole('button', { name: `Ver detalles de ${other}` }).click();
  await expect(manager.getByRole('dialog', { name: 'Detalles del Cliente Interesado' })).toContainText(
    'se vendió a otro cliente',
  );
  await expect.poll(() => mailAbout(`${other} quedó cerrado`), { timeout: 20_000 }).toBe(true);
  await manager.context().close();
});
