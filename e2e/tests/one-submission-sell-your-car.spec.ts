import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './hydration';
import { tintedPhoto } from './inventory-fixtures';
import { adminGet, clickTwiceAtOnce } from './one-submission';

/**
 * One submission, one record (docs/decisions/0044): a seller's double click on 'Enviar oferta' leaves
 * one offer with one reference. Named to run with the sell-your-car project (it books a slot).
 */

const suffix = String(Date.now()).slice(-5);
const placa = `D${suffix.slice(0, 2)}-${suffix.slice(2)}`;

async function next(page: Page, title: string) {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeFocused();
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a double click on sell your car leaves one offer', async ({ page }) => {
  test.setTimeout(120_000);
  const photo = await tintedPhoto(path.join(os.tmpdir(), `motorplaza-e2e-doble-${suffix}`), 'blue');
  await gotoHydrated(page, '/vende-tu-auto');
  await page.getByLabel('Placa del auto').fill(placa);
  await next(page, 'Tu auto');
  await page.getByRole('combobox', { name: 'Marca', exact: true }).fill('Kia');
  await page.getByRole('combobox', { name: 'Modelo', exact: true }).fill('Rio');
  await pick(page, 'Año', '2018');
  await page.getByRole('textbox', { name: 'Kilometraje' }).fill('70000');
  await page.getByRole('combobox', { name: 'Color', exact: true }).fill('Rojo');
  await pick(page, 'Transmisión', 'Mecánico');
  await pick(page, 'Combustible', 'Gasolina');
  await next(page, 'Estado del auto');
  await page
    .getByRole('radiogroup', { name: /choque/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page
    .getByRole('radiogroup', { name: /deudas/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await next(page, 'Fotos');
  await page.locator('#foto-frente').setInputFiles(photo);
  await expect(page.getByRole('list', { name: 'Fotos del auto' }).getByRole('img')).toHaveCount(1);
  await next(page, 'Precio e inspección');
  await page.getByRole('textbox', { name: /Cuánto esperas recibir/ }).fill('9800');
  await page.getByRole('radio', { name: /Tienda San Isidro/ }).click();
  await page
    .getByRole('group', { name: 'Hora', exact: true })
    .getByText(/^\d\d:00$/)
    .last()
    .click();
  await next(page, 'Tus datos');
  await page.getByLabel('Nombre completo').fill('Julio César Huamán Ríos');
  await page.getByLabel('DNI').fill('41234567');
  await page.getByLabel('Celular').fill('912345678');
  await page.getByLabel('Correo electrónico').fill('julio.doble@example.pe');
  await page.getByRole('checkbox', { name: /He leído y acepto/ }).check();

  await clickTwiceAtOnce(page.getByRole('button', { name: 'Enviar oferta' }));
  await expect(page.getByRole('heading', { name: '¡Recibimos tu oferta!' })).toBeFocused({ timeout: 30_000 });
  const code = (await page.getByText(/^VA-\d{4}-\d{6}$/).textContent()) ?? '';

  const { data } = (await adminGet(page, '/api/v1/ofertas/all')) as {
    data: { ofertas: { codigo: string; placa: string }[] };
  };
  const mine = data.ofertas.filter((offer) => offer.placa === placa);
  expect(mine.map((offer) => offer.codigo)).toEqual([code]);
});
