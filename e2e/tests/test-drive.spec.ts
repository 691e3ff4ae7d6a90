import { expect, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { seriousViolations } from './axe';
import { DEMO, phone, signIn } from './helpers';
import { gotoHydrated } from './hydration';
import { outboxMessage } from './mail-sink';

/**
 * 'Agendar prueba de manejo' (issue 26) on a phone: a visitor books a drive from the vehicle page,
 * gets the e-mail with its .ics in the real SMTP sink, looks the drive up by code and DNI and cancels
 * it; the staff's day view marks one of today's drives 'Realizada'. Axe checks the dialog and pages.
 */

const SHOTS = process.env.E2E_SHOTS;
const suffix = String(Date.now()).slice(-6);
const BUYER = { dni: `7${suffix}1`.slice(0, 8), correo: `comprador.${suffix}@example.pe` };

function calendarMethod(mail: ParsedMail): string {
  const ics = mail.attachments.find((part) => part.contentType === 'text/calendar');
  expect(ics, 'the e-mail carries an .ics').toBeDefined();
  return /METHOD:(\w+)/.exec(ics?.content.toString('utf8') ?? '')?.[1] ?? '';
}

test('a visitor books a test drive from the vehicle page, gets the e-mail, looks it up and cancels', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await phone(browser);
  // A car in the San Isidro store (its own store only), as the catalogue lists it.
  const catalogue = await (await page.request.get('/api/v1/catalogo')).json();
  const car = catalogue.data.automoviles.find((c: { swPiso: number }) => c.swPiso === 1);
  await gotoHydrated(page, `/info-auto/${car.idAuto}`);
  await page.getByRole('button', { name: 'Agendar prueba de manejo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agendar prueba de manejo' });
  await expect(dialog).toBeVisible();
  // The car's own store is the only one, already chosen.
  await expect(dialog.getByRole('radio', { name: /Tienda San Isidro/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /Santiago de Surco/ })).toHaveCount(0);
  // A late day, so the sell-your-car tests' first slots stay free.
  await dialog
    .getByRole('group', { name: 'Día', exact: true })
    .getByText(/^\w+, \d+ \w+$/)
    .last()
    .click();
  const hours = dialog.getByRole('group', { name: 'Hora', exact: true });
  await hours
    .getByText(/^\d\d:00$/)
    .last()
    .click();
  await expect(hours.getByRole('radio', { checked: true })).toHaveCount(1);
  await dialog.getByLabel('Nombre completo').fill('Rosa Quispe Huamán');
  await dialog.getByLabel('DNI').fill(BUYER.dni);
  await dialog.getByLabel('Celular').fill('987654321');
  await dialog.getByLabel('Correo electrónico').fill(BUYER.correo);
  await dialog.getByRole('checkbox', { name: /política de privacidad/i }).check();
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/prueba-modal-390.png` });
  await dialog.getByRole('button', { name: 'Agendar prueba' }).click();
  const done = dialog.getByRole('status');
  await expect(done).toContainText('Prueba de manejo agendada');
  const codigo = /PM-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')?.[0] ?? '';
  expect(codigo).not.toBe('');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/prueba-agendada-390.png` });

  const mail = await outboxMessage(`Tu prueba de manejo ${codigo}`, BUYER.correo);
  expect(mail.text).toContain('licencia de conducir vigente');
  expect(calendarMethod(mail)).toBe('REQUEST');

  await gotoHydrated(page, `/prueba-de-manejo/consulta?codigo=${codigo}`);
  await page.getByLabel('DNI').fill(BUYER.dni);
  await page.getByRole('button', { name: 'Consultar', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Prueba ${codigo}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/prueba-consulta-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Cancelar prueba' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancelar prueba de manejo' });
  await cancel.getByLabel('Motivo (opcional)').fill('Ya no puedo ir');
  expect(await seriousViolations(page)).toEqual([]);
  await cancel.getByRole('button', { name: 'Sí, cancelar la prueba' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelamos tu prueba' })).toBeVisible();
  await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
  const cancelled = await outboxMessage(`Cancelaste tu prueba de manejo ${codigo}`, BUYER.correo);
  expect(calendarMethod(cancelled)).toBe('CANCEL');
  if (SHOTS) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `${SHOTS}/prueba-consulta-1366.png`, fullPage: true });
    await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    await page.getByRole('button', { name: 'Agendar prueba de manejo' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Agendar prueba de manejo' })
        .getByText(/^\d\d:00$/)
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/prueba-modal-1366.png` });
  }
});

test("the staff's day view marks one of today's drives 'Realizada'", async ({ browser }) => {
  const page = await phone(browser);
  await signIn(page, DEMO.ASESOR1);
  await gotoHydrated(page, '/admin/pruebas-de-manejo');
  await expect(page.getByRole('heading', { name: 'Pruebas de manejo', level: 1 })).toBeVisible();
  const first = page.getByRole('button', { name: 'Realizada' }).first();
  await expect(first).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/prueba-agenda-390.png`, fullPage: true });
  const before = await page.getByRole('button', { name: 'Realizada' }).count();
  await first.click();
  await expect(page.getByText('Guardamos el resultado de la prueba.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Realizada' })).toHaveCount(before - 1);
  await page.setViewportSize({ width: 1366, height: 900 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/prueba-agenda-1366.png`, fullPage: true });
});
