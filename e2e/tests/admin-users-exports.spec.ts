import { expect, test } from '@playwright/test';
import { openUsers } from './admin-users-steps';
import { downloadBytes, pdfText, xlsxRows } from './export-files';
import { DEMO, signIn } from './helpers';
import { accessToken } from './inventory-fixtures';

test('Excel and PDF carry the title and the columns of spec 001 §9', async ({ page }) => {
  const EXCEL = [
    'ID',
    'Nombres',
    'Apellidos',
    'DNI',
    'Correo',
    'Rol',
    'Puesto',
    'Estado',
    'Teléfono',
    'Dirección',
    'Fecha Creación',
  ];
  await openUsers(page);

  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel' }).click(),
  ]);
  expect(excel.suggestedFilename()).toBe('usuarios.xlsx');
  const rows = await xlsxRows(excel);
  expect(rows.flat()).toContain('Lista de Usuarios del Sistema');
  const header = rows.find((row) => row[0] === 'ID');
  expect(header).toEqual(EXCEL);
  expect(rows.flat()).toContain('admin@motorplaza.pe');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('usuarios.pdf');
  const text = pdfText(await downloadBytes(pdf));
  expect(text).toContain('Lista de Usuarios del Sistema');
  for (const column of EXCEL.slice(0, 8)) expect(text).toContain(column);
  expect(text).not.toContain('Dirección');
  expect(text).not.toContain('Fecha Creación');
});

test('EJECUTIVO has no Usuarios menu, is sent back from /admin/usuarios and gets 403 from the API', async ({
  page,
}) => {
  await signIn(page, DEMO.EJECUTIVO);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('button', { name: 'Usuarios' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Gestión de Usuarios' })).toHaveCount(0);

  await page.goto('/admin/usuarios');
  await expect(page).toHaveURL(/\/inicio\?returnUrl=%2Fadmin%2Fusuarios$/);

  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  for (const url of ['/api/v1/usuario', '/api/v1/usuario/all']) {
    expect((await page.request.get(url, { headers })).status(), url).toBe(403);
  }
});
