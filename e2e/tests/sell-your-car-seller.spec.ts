import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { expectNoAxeViolations } from './axe';
import { DEMO, phone, signIn } from './helpers';
import { gotoHydrated } from './hydration';
import { tintedPhoto } from './inventory-fixtures';
import { outboxMessage } from './mail-sink';
import { confirmByLink } from './sell-steps';

/**
 * The seller hears from us (issue 22; decision 0043): an offer's seller gets an e-mail with the
 * inspection as an .ics, opens its link, moves the inspection and then cancels; each step reaches the
 * real SMTP sink, and the staff screen shows the cancelled offer.
 */

const SHOTS = process.env.E2E_SHOTS;
const suffix = String(Date.now()).slice(-5);
const SELLER = { dni: `4${suffix}12`.slice(0, 8), correo: `vendedor.${suffix}@example.pe` };

/** The .ics attachment's lines, unfolded (RFC 5545 §3.1). */
function calendarLines(mail: ParsedMail): string[] {
  const ics = mail.attachments.find((part) => part.contentType === 'text/calendar');
  expect(ics, 'the e-mail carries an .ics').toBeDefined();
  return (ics?.content.toString('utf8') ?? '').replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** Files an offer as the form does (multipart, JSON part `oferta` and one photo); returns its code. */
async function fileOffer(page: Page): Promise<string> {
  const schedule = await (await page.request.get('/api/v1/vende-tu-auto/horarios')).json();
  const slot = schedule.data.sedes[0].dias[1].slots.find((s: { disponible: boolean }) => s.disponible);
  const photo = await tintedPhoto(path.join(os.tmpdir(), `motorplaza-e2e-vendedor-${suffix}`), 'blue');
  const oferta = {
    placa: `S${suffix.slice(0, 2)}-${suffix.slice(2)}`,
    marca: 'Kia',
    modelo: 'Rio',
    anio: 2018,
    kilometraje: 81_000,
    transmision: 'Mecánico',
    combustible: 'Gasolina',
    color: 'Rojo',
    numeroDuenos: 2,
    tieneAccidentes: false,
    tieneDeudas: false,
    sedeInspeccion: 'SAN_ISIDRO',
    fechaInspeccion: slot.inicio,
    nombreCompleto: 'Julio César Ramos Díaz',
    dni: SELLER.dni,
    celular: '912345678',
    correo: SELLER.correo,
    consentimientoPrivacidad: true,
    fotos: [{ archivo: 'foto_1', posicion: 'FRENTE' }],
  };
  const response = await page.request.post('/api/v1/vende-tu-auto', {
    multipart: {
      oferta: {
        name: 'oferta.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(oferta)),
      },
      foto_1: { name: 'frente.jpg', mimeType: 'image/jpeg', buffer: await readFile(photo) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.codigo;
}

test('a seller gets the e-mail with the .ics, opens its link, moves the inspection and cancels', async ({
  browser,
}) => {
  // The confirmation step (issue 23) adds a page and an e-mail to an already long walk.
  test.setTimeout(180_000);
  const page = await phone(browser);
  const codigo = await fileOffer(page);

  // Issue 23: the offer is held until the seller confirms it through the e-mail's link.
  await confirmByLink(browser, codigo, SELLER.correo, { width: 390, shots: SHOTS });
  const received = await outboxMessage(`Confirmaste tu oferta ${codigo}`, SELLER.correo);
  expect(received.text).toContain(`Tu código de referencia es ${codigo}.`);
  expect(received.text).toContain('La tarjeta de identificación vehicular (tarjeta de propiedad)');
  const first = calendarLines(received);
  expect(first).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:0', 'BEGIN:VEVENT']));
  const uid = first.find((line) => line.startsWith('UID:'));
  const team = await outboxMessage(`Nueva oferta de auto ${codigo}`);
  expect(team.replyTo?.text).toBe(SELLER.correo);

  // The e-mail's link opens the look-up with the reference filled in.
  const link = /(https?:\/\/\S+\/vende-tu-auto\/consulta\?codigo=\S+)/.exec(received.text ?? '')?.[1] ?? '';
  await gotoHydrated(page, new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Consulta tu oferta' })).toBeVisible();
  await expect(page.getByLabel('Código de la oferta')).toHaveValue(codigo);
  await expect(page).toHaveTitle(/Consulta tu oferta/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // A wrong DNI says the same as an unknown code, as an alert.
  await page.getByLabel('DNI').fill('11111111');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('alert')).toContainText('No encontramos una oferta con ese código y ese DNI');
  await page.getByLabel('DNI').fill(SELLER.dni);
  await page.getByRole('button', { name: 'Consultar' }).click();
  const card = page.getByRole('article', { name: `Oferta ${codigo}` });
  await expect(card).toBeFocused();
  await expect(card.getByText('Nueva', { exact: true })).toBeVisible();
  await expect(card.getByText('Kia Rio 2018')).toBeVisible();
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'consulta-oferta-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Move: the other store, the first free hour.
  await card.getByRole('button', { name: 'Cambiar horario' }).click();
  const move = page.getByRole('dialog', { name: 'Cambiar el horario de la inspección' });
  await move.getByRole('radio', { name: /Tienda Santiago de Surco/ }).click();
  const hours = move.getByRole('group', { name: 'Hora', exact: true });
  await hours
    .getByText(/^\d\d:00$/)
    .first()
    .click();
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'consulta-cambiar-390.png'), fullPage: true });
  await move.getByRole('button', { name: 'Confirmar nuevo horario' }).click();
  await expect(move).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Cambiamos tu inspección' })).toBeFocused();
  await expect(card.getByText(/^Tienda Santiago de Surco, /)).toBeVisible();
  const moved = await outboxMessage(`Cambiamos tu inspección de la oferta ${codigo}`, SELLER.correo);
  const second = calendarLines(moved);
  expect(second).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:1', uid ?? 'UID']));
  await outboxMessage(`Oferta ${codigo}: el vendedor cambió la inspección`);

  // Cancel, with a reason.
  await card.getByRole('button', { name: 'Cancelar oferta' }).click();
  const cancel = page.getByRole('dialog', { name: '¿Cancelar tu oferta?' });
  await cancel.getByLabel('Motivo (opcional)').fill('Lo vendí a un familiar');
  await expectNoAxeViolations(page);
  await cancel.getByRole('button', { name: 'Sí, cancelar la oferta' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelamos tu oferta' })).toBeFocused();
  await expect(card.getByText('Cancelada por el vendedor')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancelar oferta' })).toHaveCount(0);
  const cancelled = await outboxMessage(`Cancelaste tu oferta ${codigo}`, SELLER.correo);
  expect(calendarLines(cancelled)).toEqual(
    expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:2', uid ?? 'UID']),
  );
  expect((await outboxMessage(`Oferta ${codigo}: el vendedor la canceló`)).text).toContain(
    'Motivo: Lo vendí a un familiar',
  );

  // On a desktop the same look-up shows the cancelled offer.
  // axe needs a page of a context of its own.
  const desktop = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await gotoHydrated(desktop, `/vende-tu-auto/consulta?codigo=${codigo}`);
  await desktop.getByLabel('DNI').fill(SELLER.dni);
  await desktop.getByRole('button', { name: 'Consultar' }).click();
  await expect(desktop.getByRole('article', { name: `Oferta ${codigo}` })).toContainText(
    'Cancelada por el vendedor',
  );
  await expectNoAxeViolations(desktop);
  if (SHOTS)
    await desktop.screenshot({ path: path.join(SHOTS, 'consulta-cancelada-1366.png'), fullPage: true });
  await desktop.close();

  // Staff see the seller's steps.
  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(staff, DEMO.EJECUTIVO);
  await staff.goto('/admin/ofertas');
  await staff.getByLabel('Buscar ofertas de autos').fill(codigo);
  await staff.getByLabel('Buscar ofertas de autos').press('Enter');
  const row = staff.getByRole('row').filter({ hasText: codigo });
  await expect(row.getByText('Cancelada por el vendedor')).toBeVisible();
  await row.getByRole('button', { name: `Ver detalles de la oferta ${codigo}` }).click();
  const detail = staff.getByRole('dialog', { name: 'Detalle de la Oferta' });
  await expect(detail.getByText(/El vendedor cambió la inspección de la oferta Kia Rio 2018/)).toBeVisible();
  await expect(detail.getByText(/El vendedor canceló la oferta Kia Rio 2018/)).toBeVisible();
  await staff.close();
});

test('the look-up refuses a malformed code and DNI before asking, focusing the first field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await gotoHydrated(page, '/vende-tu-auto/consulta');
  await page.getByLabel('Código de la oferta').fill('VA-2026');
  await page.getByLabel('DNI').fill('123');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('Ingresa el código de tu oferta, por ejemplo VA-2026-000123')).toBeVisible();
  await expect(page.getByLabel('Código de la oferta')).toBeFocused();
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'consulta-oferta-1366.png'), fullPage: true });
});
