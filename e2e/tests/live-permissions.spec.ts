import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { completeForcedChange, DEMO, fillLogin, openLogin, signIn } from './helpers';
import { accessToken } from './inventory-fixtures';

/**
 * A role or permission change reaches the user's open tab at once, both ways (docs/decisions/0044):
 * an administrator changes an asesor made for this test while the asesor's inventory is open in
 * another browser; the export buttons, the menu and the screen itself follow without a reload.
 */

const SHOTS = process.env.E2E_SHOTS;
const PASSWORD = 'Clave2026';
/** The open tab checks every 4 s; a change must show well within this. */
const FOLLOWS = { timeout: 15_000 };

async function newPage(browser: Browser, width = 1366): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'es-PE',
    timezoneId: 'America/Lima',
  });
  return context.newPage();
}

/** The administrator's user form for the asesor, as the users screen opens it. */
async function editAsesor(admin: Page, apellidos: string) {
  await admin.getByLabel('Buscar usuarios').fill(apellidos);
  await admin
    .getByRole('list', { name: 'Usuarios' })
    .getByRole('button', { name: `Editar a Lucía ${apellidos}` })
    .click();
  const dialog = admin.getByRole('dialog', { name: 'Modificar Usuario' });
  await expect(dialog.getByLabel('Nombres')).toHaveValue('Lucía');
  return dialog;
}

async function togglePermission(admin: Page, name: string) {
  const dialog = admin.getByRole('dialog', { name: 'Modificar Usuario' });
  await dialog.getByLabel('Permisos', { exact: true }).click();
  await admin.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await admin.keyboard.press('Escape');
}

async function chooseRole(admin: Page, role: string) {
  const dialog = admin.getByRole('dialog', { name: 'Modificar Usuario' });
  await dialog.getByLabel('Rol', { exact: true }).click();
  await admin.getByRole('option', { name: role, exact: true }).click();
}

async function save(admin: Page) {
  await admin
    .getByRole('dialog', { name: 'Modificar Usuario' })
    .getByRole('button', { name: 'Guardar' })
    .click();
  const done = admin.getByRole('dialog', { name: 'Actualización exitosa' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await expect(admin.getByRole('dialog', { name: 'Modificar Usuario' })).toBeHidden();
}

test('a grant, a removal, a promotion and a demotion reach the open tab without a reload', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await newPage(browser);
  await signIn(admin, DEMO.ADMIN);
  const token = await accessToken(admin);
  const digits = `${Date.now()}`.slice(-7);
  const apellidos = `Sesión Viva ${digits}`;
  const correo = `sesion.viva.${digits}@motorplaza.pe`;
  const created = await admin.request.post('/api/v1/usuario', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      usuario: JSON.stringify({
        nombres: 'Lucía',
        apellidos,
        dni: `7${digits}`,
        correo,
        celular: `9${digits}2`,
        rol: 'ASESOR2',
        permisos: ['VER_INVENTARIO', 'GESTIONAR_INTERESADOS'],
        estado: true,
        contrasena: PASSWORD,
      }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { idUsuario, version } = (await created.json()).data.usuario as {
    idUsuario: number;
    version: number;
  };

  try {
    // The asesor's inventory, without the export buttons (ASESOR2's defaults, decision 0017).
    const asesor = await newPage(browser);
    await asesor.goto('/inicio');
    await openLogin(asesor);
    await fillLogin(asesor, correo, PASSWORD);
    await expect(asesor).toHaveURL(/\/admin\/inicio$/);
    // The administrator chose the password: the asesor chooses their own first (issue 23).
    await completeForcedChange(asesor, PASSWORD, 'Farol-Azul-De-Barranco');
    await expect(asesor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(asesor.getByRole('button', { name: 'Excel' })).toHaveCount(0);
    await asesor.evaluate(() => {
      (window as unknown as Record<string, unknown>).__sameDocument = true;
    });
    const sameDocument = () =>
      asesor.evaluate(() => (window as unknown as Record<string, unknown>).__sameDocument === true);

    // The administrator grants EXPORTAR_DATOS; the picker says what does nothing for an asesor.
    await admin.goto('/admin/usuarios');
    let dialog = await editAsesor(admin, apellidos);
    await dialog.getByLabel('Permisos', { exact: true }).click();
    await expect(admin.getByRole('option', { name: /^VER_REPORTES/ })).toContainText(
      'Sin efecto para el rol Asesor 2',
    );
    await expect(admin.getByRole('option', { name: /^EXPORTAR_DATOS/ })).not.toContainText('Sin efecto');
    await admin.keyboard.press('Escape');
    await togglePermission(admin, 'EXPORTAR_DATOS');
    await togglePermission(admin, 'VER_REPORTES');
    await expect(dialog.getByText('Sin efecto para el rol Asesor 2: VER_REPORTES')).toBeVisible();
    await expectNoAxeViolations(admin);
    if (SHOTS) await dialog.screenshot({ path: path.join(SHOTS, 'permisos-sin-efecto-1366.png') });
    await save(admin);

    await expect(asesor.getByRole('button', { name: 'Excel' })).toBeVisible(FOLLOWS);
    await expect(asesor.getByRole('button', { name: 'PDF' })).toBeVisible();
    expect(await sameDocument()).toBe(true);

    // Taken away again: the buttons go.
    dialog = await editAsesor(admin, apellidos);
    await togglePermission(admin, 'EXPORTAR_DATOS');
    await save(admin);
    await expect(asesor.getByRole('button', { name: 'Excel' })).toHaveCount(0, FOLLOWS);
    expect(await sameDocument()).toBe(true);

    // A promotion: the menu gains 'Reportes' (EJECUTIVO with VER_REPORTES) and the screen opens.
    dialog = await editAsesor(admin, apellidos);
    await chooseRole(admin, 'Ejecutivo');
    await expect(dialog.getByText(/Sin efecto para el rol/)).toHaveCount(0);
    await save(admin);
    const reports = asesor.getByRole('navigation').getByRole('link', { name: 'Reportes', exact: true });
    await expect(reports).toBeVisible(FOLLOWS);
    expect(await sameDocument()).toBe(true);
    await reports.click();
    await expect(asesor).toHaveURL(/\/admin\/reportes/);

    // A demotion while the reports are open: the tab leaves with 'Acceso restringido'.
    dialog = await editAsesor(admin, apellidos);
    await chooseRole(admin, 'Asesor 2');
    await save(admin);
    await expect(asesor.getByText('Acceso restringido')).toBeVisible(FOLLOWS);
    await expect(asesor).toHaveURL(/\/inicio\?returnUrl=%2Fadmin%2Freportes/);
    if (SHOTS) await asesor.screenshot({ path: path.join(SHOTS, 'acceso-restringido-1366.png') });
    await expect(
      asesor.getByRole('navigation').getByRole('link', { name: 'Reportes', exact: true }),
    ).toHaveCount(0);
    expect(await sameDocument()).toBe(true);
  } finally {
    // The user made for this test does not stay active.
    const off = await admin.request.put(`/api/v1/usuario/${idUsuario}/estado`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { estado: false },
    });
    expect(off.status(), `${await off.text()} (version ${version})`).toBe(200);
  }
});
