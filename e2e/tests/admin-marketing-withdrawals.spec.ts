import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { DEMO, signIn } from './helpers';

test('EJECUTIVO finds a withdrawal request by part of its e-mail and marks it handled', async ({
  page,
  request,
}) => {
  const correo = `baja.${Date.now()}${Math.floor(Math.random() * 1000)}@correo.pe`;
  const sent = await request.post('/api/v1/bajas-publicidad', { data: { correo, dni: '45678912' } });
  expect(sent.status()).toBe(200);

  await signIn(page, DEMO.EJECUTIVO);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('button', { name: 'Clientes' })
    .click();
  await page.getByRole('menuitem', { name: 'Bajas de publicidad' }).click();
  await expect(page).toHaveURL(/\/admin\/bajas-de-publicidad$/);
  await expect(page).toHaveTitle('Bajas de Publicidad | MotorPlaza');
  await expect(page.getByRole('heading', { level: 1, name: 'Bajas de publicidad' })).toBeVisible();
  // Pending requests first: the demo has two.
  await expect(page.getByText(/^Mostrando: \d+ resultados?$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Buscar solicitudes').fill(correo.slice(0, 18).toUpperCase());
  await page.getByLabel('Buscar solicitudes').press('Enter');
  await expect(page.getByText('Mostrando: 1 resultado', { exact: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Solicitudes de baja de publicidad' });
  const row = table.getByRole('row').filter({ hasText: correo });
  await expect(row).toContainText('DNI 45678912');
  await expect(row).toContainText('Formulario web');
  await expect(row).toContainText('Correo no registrado');
  await expect(row).toContainText('Pendiente');

  await row.getByRole('button', { name: /^Marcar como atendida la solicitud N\.º \d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar como atendida' });
  await expect(dialog).toContainText(correo);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Marcar como atendida' }).click();
  await expect(page.getByText('Solicitud marcada como atendida')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Listado de solicitudes de baja' })).toBeFocused();
  // Under 'Pendientes' it is gone; under 'Atendidas' it shows who handled it and when.
  await expect(
    page.getByText('No se encontraron solicitudes que coincidan con los filtros aplicados.'),
  ).toBeVisible();
  await page.getByLabel('Estado', { exact: true }).click();
  await page.getByRole('option', { name: /^Atendidas/ }).click();
  const handled = table.getByRole('row').filter({ hasText: correo });
  await expect(handled).toContainText('Atendida');
  // The demo EJECUTIVO, with the Lima date and time.
  await expect(handled).toContainText(/Carla Milagros Huamán Torres, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expectNoAxeViolations(page);
});

test('asesores have no withdrawals entry and are kept out of the screen', async ({ page }) => {
  await signIn(page, DEMO.ASESOR1);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('button', { name: 'Clientes' })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Clientes Interesados' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Bajas de publicidad' })).toHaveCount(0);
  await page.goto('/admin/bajas-de-publicidad');
  await expect(page).not.toHaveURL(/\/admin\/bajas-de-publicidad$/);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the requests show as cards and pass axe', async ({ page }) => {
    await signIn(page, DEMO.ADMIN);
    await page.goto('/admin/bajas-de-publicidad');
    await page.getByLabel('Estado', { exact: true }).click();
    await page.getByRole('option', { name: /^Todas/ }).click();
    const cards = page.getByRole('list', { name: 'Solicitudes de baja de publicidad' });
    await expect(cards.getByRole('article').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
