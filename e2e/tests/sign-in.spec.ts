import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, fillLogin, openLogin, signIn } from './helpers';

const MENUS = {
  ADMIN: { visible: ['Autos', 'Accesorios', 'Clientes', 'Reportes', 'Usuarios'], hidden: [] },
  EJECUTIVO: { visible: ['Autos', 'Accesorios', 'Clientes', 'Reportes'], hidden: ['Usuarios'] },
  ASESOR1: { visible: ['Autos', 'Accesorios', 'Clientes'], hidden: ['Reportes', 'Usuarios'] },
  ASESOR2: { visible: ['Autos', 'Accesorios', 'Clientes'], hidden: ['Reportes', 'Usuarios'] },
} as const;

const ROLE_LABELS = {
  ADMIN: 'Administrador',
  EJECUTIVO: 'Ejecutivo',
  ASESOR1: 'Asesor 1',
  ASESOR2: 'Asesor 2',
};

for (const role of ['ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2'] as const) {
  test(`${role} signs in, lands on the inventory and sees the menu of the role`, async ({ page }) => {
    await signIn(page, DEMO[role]);
    await expect(page.getByRole('heading', { level: 1, name: 'Administración de Vehículos' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    for (const label of MENUS[role].visible)
      await expect(nav.getByText(label, { exact: true })).toBeVisible();
    for (const label of MENUS[role].hidden)
      await expect(nav.getByText(label, { exact: true })).toHaveCount(0);
    await expect(page.getByText(ROLE_LABELS[role], { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contáctanos' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

test('ADMIN opens the Usuarios group and reaches Movimientos', async ({ page }) => {
  await signIn(page, DEMO.ADMIN);
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('button', { name: 'Usuarios' }).click();
  await page.getByRole('menuitem', { name: 'Movimientos' }).click();
  await expect(page).toHaveURL(/\/admin\/movimientos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Movimientos de Usuarios' })).toBeVisible();
});

test('signing out returns to the visitor site', async ({ page }) => {
  await signIn(page, DEMO.ASESOR2);
  await page.getByRole('button', { name: /Hola,/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await page.goto('/admin/autos');
  await expect(page).toHaveURL(/\/inicio\?returnUrl=%2Fadmin%2Fautos$/);
});

test('a visitor asking for a guarded URL is sent to /inicio with returnUrl, then there after signing in', async ({
  page,
}) => {
  await page.goto('/admin/usuarios');
  await expect(page).toHaveURL(/\/inicio\?returnUrl=%2Fadmin%2Fusuarios$/);
  await expect(page.getByRole('dialog', { name: 'Bienvenido' })).toBeVisible();
  await fillLogin(page, DEMO.ADMIN);
  await expect(page).toHaveURL(/\/admin\/usuarios$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administración de Usuarios' })).toBeVisible();
});

test('a role without access is sent back with returnUrl', async ({ page }) => {
  await signIn(page, DEMO.ASESOR1);
  await page.goto('/admin/reportes/ventas');
  await expect(page).toHaveURL(/\/inicio\?returnUrl=%2Fadmin%2Freportes%2Fventas$/);
  await expect(page.getByText('No tienes permiso para ver esa página.')).toBeVisible();
  await page.goto('/admin/clientes');
  await expect(page).toHaveURL(/\/inicio\?returnUrl=%2Fadmin%2Fclientes$/);
});

test('EJECUTIVO reaches the reports, which redirect to the dashboard', async ({ page }) => {
  await signIn(page, DEMO.EJECUTIVO);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Reportes' })
    .click();
  await expect(page).toHaveURL(/\/admin\/reportes\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Reportes' })).toBeVisible();
});

test.describe('login modal', () => {
  test('shows the spec messages only once a field is touched, and keeps submit disabled while invalid', async ({
    page,
  }) => {
    await page.goto('/inicio');
    await openLogin(page);
    const dialog = page.getByRole('dialog', { name: 'Bienvenido' });
    await expect(dialog.getByText('Accede a tu cuenta administrativa')).toBeVisible();
    await expect(dialog.getByLabel('Recordar mi sesión')).toBeChecked();
    const submit = dialog.getByRole('button', { name: 'Ingresar al Sistema' });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByText('El correo electrónico es requerido')).toHaveCount(0);

    const correo = dialog.getByLabel('Correo electrónico');
    await correo.focus();
    await correo.blur();
    await expect(dialog.getByText('El correo electrónico es requerido')).toBeVisible();
    await correo.fill('ana@');
    await expect(dialog.getByText('Por favor ingresa un correo válido')).toBeVisible();
    await correo.fill('ana@motorplaza.pe');

    const contrasena = dialog.getByLabel('Contraseña', { exact: true });
    await contrasena.focus();
    await contrasena.blur();
    await expect(dialog.getByText('La contraseña es requerida')).toBeVisible();
    await contrasena.fill('ab');
    await expect(dialog.getByText('La contraseña debe tener al menos 3 caracteres')).toBeVisible();
    await expect(submit).toBeDisabled();
    await contrasena.fill('abc');
    await expect(submit).toBeEnabled();
  });

  test('shows the server error under the password, and an inactive user cannot enter, told the same', async ({
    page,
  }) => {
    await page.goto('/inicio');
    await openLogin(page);
    await fillLogin(page, DEMO.ADMIN, 'no-es-la-clave');
    const dialog = page.getByRole('dialog', { name: 'Bienvenido' });
    await expect(dialog.getByRole('alert')).toHaveText('Correo o contraseña incorrectos');
    // An inactive account's right password answers like any failure (decision 0049).
    const refused = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
    await fillLogin(page, DEMO.INACTIVO, DEMO_PASSWORD);
    expect((await refused).status()).toBe(401);
    await expect(dialog.getByRole('alert')).toHaveText('Correo o contraseña incorrectos');
    await expect(page).toHaveURL(/\/inicio$/);
  });

  test('closes with Escape but not on a backdrop click', async ({ page }) => {
    await page.goto('/inicio');
    await openLogin(page);
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog', { name: 'Bienvenido' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Bienvenido' })).toHaveCount(0);
  });
});
