import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoHydrated } from './hydration';
import { outboxMessage } from './mail-sink';

/** Picks an option of a Mantine select by its label. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** 'Siguiente', then the next step's heading has the focus. */
export async function next(page: Page, title: string) {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeFocused();
}

/** The sell form's first four steps with valid answers, up to 'Precio e inspección'. */
export async function fillCarAndPhotos(page: Page, placa: string, photo: string) {
  await page.getByLabel('Placa del auto').fill(placa);
  await next(page, 'Tu auto');
  await page.getByRole('combobox', { name: 'Marca', exact: true }).fill('Kia');
  await page.getByRole('combobox', { name: 'Modelo', exact: true }).fill('Rio');
  await pick(page, 'Año', '2020');
  await page.getByRole('textbox', { name: 'Kilometraje' }).fill('41000');
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
}

/** The seller's contact step, with the celular typed with spaces. */
export async function fillContact(page: Page, correo: string) {
  await page.getByLabel('Nombre completo').fill('Julio César Huamán Flores');
  await page.getByLabel('DNI').fill('41237856');
  await page.getByLabel('Celular').fill('987 654 321');
  await page.getByLabel('Correo electrónico').fill(correo);
  await page.getByRole('checkbox', { name: /He leído y acepto/ }).check();
}

/** Another seller books `slot` at Surco through the API, as the form does (multipart, one photo). */
export async function bookThroughApi(request: APIRequestContext, slot: string, placa: string, photo: string) {
  const oferta = {
    placa,
    marca: 'Hyundai',
    modelo: 'Accent',
    anio: 2018,
    kilometraje: 80_000,
    transmision: 'Mecánico',
    combustible: 'Gasolina',
    color: 'Blanco',
    numeroDuenos: 1,
    tieneAccidentes: false,
    tieneDeudas: false,
    sedeInspeccion: 'SURCO',
    fechaInspeccion: slot,
    nombreCompleto: 'Otro Vendedor Prueba',
    dni: '40123456',
    celular: '912345678',
    correo: 'otro.vendedor@example.pe',
    consentimientoPrivacidad: true,
    fotos: [{ archivo: 'foto_1', posicion: 'FRENTE' }],
  };
  const response = await request.post('/api/v1/vende-tu-auto', {
    multipart: {
      oferta: JSON.stringify(oferta),
      foto_1: { name: 'frente.jpg', mimeType: 'image/jpeg', buffer: await readFile(photo) },
    },
  });
  expect(response.status()).toBe(201);
}

/**
 * The seller confirms the offer through the link of its acknowledgement e-mail (issue 23), in a new
 * browser context of `width` px: the page waits for the click, then says the offer is confirmed.
 * With `shots`, the page before and after the click is saved there.
 */
export async function confirmByLink(
  browser: Browser,
  codigo: string,
  correo: string,
  options: { width: number; shots?: string },
) {
  const mail = await outboxMessage(`Confirma tu oferta ${codigo}`, correo);
  expect(mail.text).toContain('Si no enviaste esta oferta, ignora este correo');
  const link = /(https?:\/\/\S+\/vende-tu-auto\/confirmar\?token=\S+)/.exec(mail.text ?? '')?.[1] ?? '';
  expect(link, 'the e-mail carries the confirmation link').not.toBe('');
  const mobile = options.width < 600;
  const context = await browser.newContext({
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    viewport: { width: options.width, height: mobile ? 844 : 900 },
    isMobile: mobile,
    hasTouch: mobile,
  });
  const page = await context.newPage();
  const url = new URL(link);
  await gotoHydrated(page, url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu oferta' })).toBeVisible();
  await expect(page).toHaveTitle(/Confirma tu oferta/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);
  const name = `confirmar-oferta-${options.width}`;
  if (options.shots) await page.screenshot({ path: path.join(options.shots, `${name}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Confirmar mi oferta' }).click();
  const done = page.getByRole('status').filter({ hasText: `Oferta ${codigo} confirmada` });
  await expect(done).toBeFocused();
  await expect(done).toContainText('Confirmamos tu oferta y tu inspección.');
  await expectNoAxeViolations(page);
  if (options.shots) {
    await page.screenshot({ path: path.join(options.shots, `${name}-hecho.png`), fullPage: true });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.width);
  await context.close();
}
