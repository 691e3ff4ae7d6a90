import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { fillLogin, openLogin } from './helpers';

// The second server of playwright.config.ts: SEED=none, so only its first administrator exists.
const ADMIN_EMAIL = process.env.E2E_EMPTY_ADMIN_EMAIL ?? '';
const ADMIN_PASSWORD = process.env.E2E_EMPTY_ADMIN_PASSWORD ?? '';

async function signInEmpty(page: Page): Promise<void> {
  await page.goto('/inicio');
  await openLogin(page);
  await fillLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/inicio$/);
}

test.describe('the reports of an installation without data (SEED=none)', () => {
  test.beforeEach(async ({ page }) => {
    await signInEmpty(page);
  });

  test('the sales report says it has no data', async ({ page }) => {
    await page.goto('/admin/reportes/ventas');
    await expect(page.getByRole('heading', { name: 'Reporte de Ventas', level: 1 })).toBeVisible();
    await expect(page.getByText('Sin datos disponibles')).toBeVisible();
    await expect(page.getByText('No hay datos de ventas para mostrar en este momento.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the status report says it has no data, offers to try again and cannot print', async ({ page }) => {
    await page.goto('/admin/reportes/estados');
    await expect(page.getByRole('heading', { name: 'Estados de Automóviles', level: 1 })).toBeVisible();
    await expect(page.getByText('No hay datos disponibles', { exact: true })).toBeVisible();
    await expect(page.getByText('No hay datos disponibles para mostrar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Intentar nuevamente' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('the clients report says it has no records and offers Actualizar', async ({ page }) => {
    await page.goto('/admin/reportes/clientes');
    await expect(
      page.getByRole('heading', { name: 'Reporte de Clientes Interesados', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('No hay datos disponibles', { exact: true })).toBeVisible();
    await expect(page.getByText('No se encontraron registros de clientes para mostrar.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actualizar' })).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test('the top brands report says there were no sales', async ({ page }) => {
    await page.goto('/admin/reportes/top-10-marcas');
    await expect(page.getByRole('heading', { name: 'Top 10 Marcas', level: 1 })).toBeVisible();
    await expect(page.getByText('No hay ventas en el período elegido.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
