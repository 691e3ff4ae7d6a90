import { type Browser, expect, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';

export const DEMO_PASSWORD = 'MotorPlaza2026';

export const DEMO = {
  ADMIN: 'admin@motorplaza.pe',
  EJECUTIVO: 'ejecutivo@motorplaza.pe',
  ASESOR1: 'asesor1@motorplaza.pe',
  ASESOR2: 'asesor2@motorplaza.pe',
  INACTIVO: 'inactivo@motorplaza.pe',
} as const;

/** Opens the login modal from the header (or the side menu on a phone). */
export async function openLogin(page: Page): Promise<void> {
  const direct = page.getByRole('button', { name: 'Iniciar sesión' }).first();
  if (!(await direct.isVisible())) await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Bienvenido' })).toBeVisible();
}

export async function fillLogin(page: Page, correo: string, contrasena = DEMO_PASSWORD): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Bienvenido' });
  await dialog.getByLabel('Correo electrónico').fill(correo);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(contrasena);
  await dialog.getByRole('button', { name: 'Ingresar al Sistema' }).click();
}

/**
 * The first sign-in of a user whose password an administrator set (issue 23): the back-office shows
 * only the forced change; after it, the screen the user came for.
 */
export async function completeForcedChange(page: Page, assigned: string, chosen: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Cambia tu contraseña' })).toBeVisible();
  await page.getByLabel('Contraseña asignada').fill(assigned);
  await page.getByLabel(/^Nueva contraseña/).fill(chosen);
  await page.getByLabel('Repite la nueva contraseña').fill(chosen);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('heading', { name: 'Cambia tu contraseña' })).toBeHidden();
}

/**
 * Signs in through the API in the page's own cookie jar (the server sets the session cookies as it
 * does for the login modal) and opens the back-office landing. The modal itself is tested by
 * sign-in.spec.ts and mobile-menu.spec.ts; the other tests start signed in without paying for it.
 */
export async function signIn(page: Page, correo: string): Promise<void> {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { correo, contrasena: DEMO_PASSWORD, recordar: false },
  });
  expect(login.status(), await login.text()).toBe(200);
  await gotoHydrated(page, '/admin/inicio');
  await expect(page).toHaveURL(/\/admin\/inicio$/);
}

/** A name no other test uses, so each test finds only its own records. */
export function uniqueName(tag: string): string {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1000)}`
    .split('')
    .map((digit) => 'abcdefghij'[Number(digit)])
    .join('');
  return `${tag} ${letters}`;
}

/** A new page on a phone (390 × 844, touch) in Lima's locale and time zone. */
export async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
  });
  return context.newPage();
}
