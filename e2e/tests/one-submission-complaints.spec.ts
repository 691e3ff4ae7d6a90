import { expect, test } from '@playwright/test';
import { uniqueName } from './helpers';
import { gotoHydrated } from './hydration';
import { adminGet, clickTwiceAtOnce } from './one-submission';

/**
 * One submission, one record (docs/decisions/0044): a visitor's double click on 'Enviar hoja de
 * reclamación' files one sheet with one number. Named to run with the complaints book's project.
 */

test('a double click on the complaints book files one sheet', async ({ page }) => {
  const nombre = uniqueName('Doble Clic');
  await gotoHydrated(page, '/reclamos');
  const form = page.getByRole('form', { name: 'Hoja de Reclamación Virtual' });
  await form.getByRole('textbox', { name: 'Nombre completo' }).fill(nombre);
  await form.getByRole('textbox', { name: 'Número de documento' }).fill('45678912');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('doble.clic@example.pe');
  await form.getByRole('textbox', { name: 'Detalle' }).fill('Envié la hoja con un doble clic sin querer.');
  await form.getByRole('checkbox', { name: /política de privacidad/ }).check();

  await clickTwiceAtOnce(form.getByRole('button', { name: 'Enviar hoja de reclamación' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Hoja de reclamación registrada' })).toBeFocused();
  const shown = (await page.getByText(/^Hoja de reclamación Nº \d{9}-\d{4}$/).textContent()) ?? '';

  const { data } = (await adminGet(
    page,
    `/api/v1/libro-reclamaciones/all?q=${encodeURIComponent(nombre)}`,
  )) as {
    data: { reclamos: { codigo: string }[] };
  };
  expect(data.reclamos.map((sheet) => sheet.codigo)).toEqual([shown.replace('Hoja de reclamación Nº ', '')]);
});
