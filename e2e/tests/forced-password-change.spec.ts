import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { DEMO, fillLogin, openLogin, signIn } from './helpers';
import { accessToken } from './inventory-fixtures';

/**
 * Issue 23: a password an administrator set is changed at the first sign-in, on a screen that is the
 * only thing the back-office shows until then: labelled fields, Spanish errors, usable by keyboard.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp';
const ASSIGNED = 'Temporal-Asignada-26';

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'es-PE',
    timezoneId: 'America/Lima',
  });
  return context.newPage();
}

/** A new asesor made by the administrator, with ASSIGNED as their password. */
async function newAsesor(admin: Page, tag: string): Promise<string> {
  const token = await accessToken(admin);
  const digits = `${Date.now()}`.slice(-7);
  const correo = `cambio.${tag}.${digits}@motorplaza.pe`;
  const created = await admin.request.post('/api/v1/usuario', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      usuario: JSON.stringify({
        nombres: 'Valeria',
        apellidos: `Cambio ${tag}`,
        dni: `6${digits}`,
        correo,
        celular: `9${digits}3`,
        rol: 'ASESOR1',
        permisos: ['VER_INVENTARIO', 'GESTIONAR_INTERESADOS'],
        estado: true,
        contrasena: ASSIGNED,
      }),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return correo;
}

for (const width of [1366, 390]) {
  test(`the first sign-in asks for an own password before anything else (${width} px)`, async ({
    browser,
  }) => {
    // Two browsers, two sign-ins, three axe scans and two argon2 changes.
    test.setTimeout(120_000);
    const admin = await newPage(browser, 1366);
    await signIn(admin, DEMO.ADMIN);
    const correo = await newAsesor(admin, String(width));

    const page = await newPage(browser, width);
    await page.goto('/inicio');
    await openLogin(page);
    await fillLogin(page, correo, ASSIGNED);
    await expect(page).toHaveURL(/\/admin\/inicio$/);
    const heading = page.getByRole('heading', { name: 'Cambia tu contraseña' });
    await expect(heading).toBeVisible();
    // Nothing of the inventory behind it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/cambio-obligatorio-${width}.png`, fullPage: true });

    // By keyboard; the rules the API applies answer in Spanish under their field.
    await page.getByLabel('Contraseña asignada').focus();
    await page.keyboard.type(ASSIGNED);
    await page.keyboard.press('Tab');
    await page.keyboard.type('password');
    await page.keyboard.press('Tab');
    await page.keyboard.type('password');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Contraseña mínimo de 8 caracteres')).toHaveCount(0);
    await expect(page.getByText('La contraseña es muy común y fácil de adivinar. Elige otra.')).toBeVisible();
    await expectNoAxeViolations(page);
    if (width === 390)
      await page.screenshot({ path: `${SHOTS}/cambio-obligatorio-error-${width}.png`, fullPage: true });

    await page.getByLabel(/^Nueva contraseña/).fill('Valeria-2026-lima');
    await page.getByLabel('Repite la nueva contraseña').fill('Valeria-2026-lima');
    await page.getByLabel('Repite la nueva contraseña').press('Enter');
    await expect(page.getByText('La contraseña no debe contener tu nombre ni tu correo')).toBeVisible();

    await page.getByLabel(/^Nueva contraseña/).fill('Faro-Del-Callao-88');
    await page.getByLabel('Repite la nueva contraseña').fill('Faro-Del-Callao-88');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(heading).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cambia tu contraseña' })).toHaveCount(0);
  });
}
