import type { Page } from '@playwright/test';
import { violations } from './axe';
import { DEMO, openLogin, signIn } from './helpers';
import { expect, test } from './staff-test';

test('the home page and the login modal pass axe (WCAG 2.1 AA)', async ({ page }) => {
  await page.goto('/inicio');
  expect(await violations(page)).toEqual([]);
  await openLogin(page);
  expect(await violations(page)).toEqual([]);
});

test('the back-office shell passes axe for ADMIN with a menu open', async ({ page }) => {
  await signIn(page, DEMO.ADMIN);
  expect(await violations(page)).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('button', { name: 'Clientes' })
    .click();
  expect(await violations(page)).toEqual([]);
});

/** The movements screen as ADMIN with the first movement's detail open. */
async function openMovementDetail(page: Page) {
  await signIn(page, DEMO.ADMIN);
  await page.goto('/admin/movimientos');
  const toggle = page.getByRole('button', { name: /^Detalle del movimiento \d+$/ }).first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test('the movements screen passes axe with a detail row open and a filter error', async ({ page }) => {
  await openMovementDetail(page);
  expect(await violations(page)).toEqual([]);
  await page.getByLabel('Desde', { exact: true }).fill('2026-02-01');
  await page.getByLabel('Hasta', { exact: true }).fill('2026-01-01');
  await expect(page.getByRole('alert').filter({ hasText: 'La fecha final' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the side menu and the contact options pass axe', async ({ page }) => {
    await page.goto('/inicio');
    await page.getByRole('button', { name: 'Contáctanos' }).click();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the movements cards pass axe', async ({ page }) => {
    await openMovementDetail(page);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('the user administration', () => {
  test.use({ signedInAs: 'ADMIN', startAt: '/admin/usuarios' });

  test('the screen in both views and the user modal pass axe', async ({ page }) => {
    await expect(page.getByRole('list', { name: 'Usuarios' }).getByRole('article').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Vista de tabla' }).click();
    await expect(page.getByRole('table', { name: 'Usuarios' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Añadir Usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Usuario' });
    await expect(dialog.getByRole('heading', { name: 'Foto de perfil' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      dialog.getByText('Por favor, corrija los errores antes de enviar el formulario.'),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('the accessories administration', () => {
  test.use({ signedInAs: 'EJECUTIVO', startAt: '/admin/accesorios' });

  test('the screen, with the inactive ones, and the accessory modal pass axe', async ({ page }) => {
    await expect(page.getByRole('table', { name: 'Accesorios' })).toBeVisible();
    await page.getByLabel('Inactivos').check();
    await expect(page.getByText('Inactivo', { exact: true }).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Nuevo accesorio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Accesorio' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El nombre es obligatorio')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('the registered clients', () => {
  test.use({ signedInAs: 'ADMIN', startAt: '/admin/clientes' });

  test('the table, the detail and the client form pass axe', async ({ page }) => {
    await expect(page.getByRole('table', { name: 'Clientes registrados' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page
      .getByRole('button', { name: /^Ver detalles de / })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: 'Detalles del Cliente' });
    await expect(detail.getByText('Fecha Registro')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await detail.getByRole('button', { name: 'Cerrar' }).last().click();

    await page.getByRole('button', { name: 'Añadir Cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Cliente' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      dialog.getByText('Por favor, corrija los errores antes de enviar el formulario.'),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the client cards pass axe', async ({ page }) => {
      await expect(
        page.getByRole('list', { name: 'Clientes registrados' }).getByRole('article').first(),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
});

test.describe('the interested clients', () => {
  test.use({ signedInAs: 'ADMIN', startAt: '/admin/interesados' });

  test('the screen, the detail, the state modal and the new-lead form pass axe', async ({ page }) => {
    await expect(page.getByRole('table')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page
      .getByRole('button', { name: /^Ver detalles de / })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: 'Detalles del Cliente Interesado' });
    await expect(detail.getByText('Historial')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await detail.getByRole('button', { name: 'Cambiar Estado' }).click();
    const state = page.getByRole('dialog', { name: 'Registrar Atención' });
    await state.getByRole('radio', { name: 'Atendido' }).check();
    await expect(state.getByRole('combobox', { name: 'Usuario que atiende' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await state.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Añadir Interesado' }).click();
    const form = page.getByRole('dialog', { name: 'Añadir Interesado' });
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Confirma que el cliente aceptó la política de privacidad')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
