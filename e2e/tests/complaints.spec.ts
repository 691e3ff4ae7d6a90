import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { downloadBytes, pdfText } from './export-files';
import { DEMO, phone, signIn, uniqueName } from './helpers';
import { gotoHydrated } from './hydration';
import { accessToken } from './inventory-fixtures';
import { outboxMessage } from './mail-sink';

/**
 * The complaints book (docs/decisions/0028) in Chromium against the production build: a visitor on a
 * phone files a reclamo and downloads its PDF, looks it up; ADMIN handles it and the answer reaches the
 * real SMTP sink the demo server sends to (e2e/smtp-sink.ts, which files what it accepts). Every screen
 * and dialog passes axe.
 */

/** Files a sheet through the API as a visitor would; returns its number. */
async function fileByApi(request: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/v1/reclamos', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()).data.hoja.codigo;
}

test('a visitor on a phone files a reclamo, downloads its PDF and looks it up', async ({ browser }) => {
  // A whole visit with six axe audits and the outbox: more than the default 30 s on a busy machine.
  test.slow();
  const page = await phone(browser);
  const nombre = uniqueName('Visitante Reclamo');
  await gotoHydrated(page, '/reclamos');
  await expect(page.getByRole('heading', { level: 1, name: 'Libro de Reclamaciones' })).toBeVisible();
  // The two definitions of Anexo I beside the choice and in the legal notes.
  await expect(
    page.getByText(
      'Disconformidad no relacionada a los productos o servicios; o, malestar o descontento respecto a la atención al público.',
    ),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);
  const form = page.getByRole('form', { name: 'Hoja de Reclamación Virtual' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Only the rules' minimum blocks the sheet: each missing part says so under its field.
  await form.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
  await expect(form.getByText('Ingresa tu nombre completo')).toBeVisible();
  await expect(form.getByText('Ingresa tu domicilio o tu correo electrónico (al menos uno)')).toHaveCount(2);
  await expect(form.getByText('Describe el detalle de tu reclamo o queja')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByRole('textbox', { name: 'Nombre completo' }).fill(nombre);
  await form.getByRole('combobox', { name: 'Tipo de documento' }).selectOption('CE');
  await form.getByRole('textbox', { name: 'Número de documento' }).fill('1234');
  await form.getByRole('textbox', { name: 'Número de documento' }).blur();
  await expect(form.getByText('El carné de extranjería debe tener de 9 a 12 letras o dígitos')).toBeVisible();
  await form.getByRole('textbox', { name: 'Número de documento' }).fill('001234567');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('visitante.reclamo@example.pe');
  await form.getByRole('radio', { name: 'Producto', exact: true }).check();
  await form.getByRole('textbox', { name: 'Monto reclamado (opcional)' }).fill('1,250.50');
  await form.getByRole('radio', { name: /Reclamo \(1\)/ }).click();
  await form.getByRole('textbox', { name: 'Detalle' }).fill('El auto se entregó sin la llanta de repuesto.');
  await form.getByRole('textbox', { name: 'Pedido (opcional)' }).fill('Que me entreguen la llanta.');
  await form.getByRole('checkbox', { name: /Declaro que los datos consignados/ }).check();
  await form.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await form.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();

  const heading = page.getByRole('heading', { level: 1, name: 'Hoja de reclamación registrada' });
  await expect(heading).toBeFocused();
  const alert = page.getByText(/^Hoja de reclamación Nº \d{9}-\d{4}$/);
  const codigo = ((await alert.textContent()) ?? '').replace('Hoja de reclamación Nº ', '');
  await expect(
    page.getByText(
      /en un plazo no mayor a 15 días hábiles, improrrogable, tanto para reclamos como para quejas/,
    ),
  ).toBeVisible();
  await expect(
    page.getByText('Enviamos una copia de la hoja en PDF a visitante.reclamo@example.pe.'),
  ).toBeVisible();
  const sheet = page.getByRole('article', { name: `HOJA DE RECLAMACIÓN Nº ${codigo}` });
  await expect(sheet.getByText(nombre)).toBeVisible();
  await expect(sheet.getByText('S/ 1,250.50')).toBeVisible();
  await expect(sheet.getByText('Carné de extranjería 001234567')).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`hoja-de-reclamacion-WEB-${codigo}.pdf`);
  const bytes = await downloadBytes(download);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfText(bytes)).toContain(codigo);

  // The copy left at once, with the same sheet attached.
  const copy = await outboxMessage(`Copia de tu hoja de reclamación Nº ${codigo}`);
  expect(copy.attachments[0]?.contentType).toBe('application/pdf');

  await page.getByRole('link', { name: 'Consultar el estado' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consulta tu reclamo' })).toBeVisible();
  const lookup = page.getByRole('form', { name: 'Consultar una hoja de reclamación' });
  await lookup.getByRole('textbox', { name: 'Número de la hoja' }).fill(codigo);
  await lookup.getByRole('textbox', { name: 'Número de documento' }).fill('99999999');
  await lookup.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('alert')).toContainText('No encontramos una hoja de reclamación');
  await lookup.getByRole('textbox', { name: 'Número de documento' }).fill('001234567');
  await lookup.getByRole('button', { name: 'Consultar' }).click();
  const result = page.getByRole('article', { name: `HOJA DE RECLAMACIÓN Nº ${codigo}` });
  await expect(result.getByText('Pendiente')).toBeVisible();
  await expect(result.getByText('Aún sin respuesta')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('the amount is read as typed in Peru: "15,000" is S/ 15,000.00 on the sheet, never 15', async ({
  browser,
}) => {
  const page = await phone(browser);
  await gotoHydrated(page, '/reclamos');
  const form = page.getByRole('form', { name: 'Hoja de Reclamación Virtual' });
  const amount = form.getByRole('textbox', { name: 'Monto reclamado (opcional)' });
  // Two readings ('1,25': 1.25 or a 1,250 short of a digit) are refused, not guessed.
  await amount.fill('1,25');
  await amount.blur();
  await expect(
    form.getByText(/^Usa la coma solo para los miles y el punto para los decimales/),
  ).toBeVisible();
  await amount.fill('15,000');
  await expect(form.getByText('Se registrará: S/ 15,000.00')).toBeVisible();
  await form.getByRole('textbox', { name: 'Nombre completo' }).fill(uniqueName('Visitante Monto'));
  await form.getByRole('textbox', { name: 'Número de documento' }).fill('45678912');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill('monto.reclamo@example.pe');
  await form.getByRole('textbox', { name: 'Teléfono (opcional)' }).fill('987 654 321');
  await form.getByRole('textbox', { name: 'Detalle' }).fill('Me cobraron de más por el mantenimiento.');
  await form.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
  const sheet = page.getByRole('article', { name: /^HOJA DE RECLAMACIÓN Nº \d{9}-\d{4}$/ });
  await expect(sheet.getByText('S/ 15,000.00')).toBeVisible();
  await expect(sheet.getByText('987654321')).toBeVisible();
  await page.context().close();
});

test('the book is linked with its notice from the footer of every public page and from the home page', async ({
  page,
}) => {
  await page.goto('/inicio');
  const links = page.getByRole('link', { name: 'Libro de Reclamaciones' });
  // The home notice, the footer notice and the footer's legal links.
  await expect(links).toHaveCount(3);
  await expect(
    page.getByText(/este establecimiento cuenta con un Libro de Reclamaciones virtual a tu disposición/),
  ).toHaveCount(2);
  await page.goto('/compra-tu-auto');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Libro de Reclamaciones' }).first().click();
  await expect(page).toHaveURL(/\/reclamos$/);
});

test.describe('the staff book', () => {
  test('ADMIN attends and answers a sheet by e-mail; the answer reaches the SMTP sink with the PDF', async ({
    page,
  }) => {
    // Two sheets, every dialog audited by axe, and the outbox: more than the default 30 s when busy.
    test.slow();
    const nombre = uniqueName('Consumidor Staff');
    const codigo = await fileByApi(page.request, {
      nombreCompleto: nombre,
      tipoDocumento: 'DNI',
      nroDocumento: '45678912',
      correo: 'respuesta.e2e@example.pe',
      detalle: 'La revisión técnica entregada estaba vencida.',
    });
    const queja = await fileByApi(page.request, {
      nombreCompleto: nombre,
      tipoDocumento: 'DNI',
      nroDocumento: '45678912',
      domicilio: 'Av. Brasil 1200, Jesús María',
      tipo: 'QUEJA',
      detalle: 'Nadie me atendió en la tienda durante media hora.',
    });

    await signIn(page, DEMO.ADMIN);
    await page.goto('/admin/reclamos');
    await expect(page.getByRole('heading', { level: 1, name: 'Libro de Reclamaciones' })).toBeVisible();
    await expect(page.getByText(/Mostrando: \d+ resultados/)).toBeVisible();
    // The demo book shows its three states, each through the state filter (sheets filed by other specs
    // fill the first page).
    for (const [choice, state] of [
      ['Pendientes', 'Pendiente'],
      ['En atención', 'En atención'],
      ['Respondidos', 'Respondido'],
    ] as const) {
      await page.getByLabel('Estado', { exact: true }).click();
      await page.getByRole('option', { name: choice, exact: true }).click();
      await expect(page.getByRole('table').getByText(state, { exact: true }).first()).toBeVisible();
    }
    await page.getByLabel('Estado', { exact: true }).click();
    await page.getByRole('option', { name: 'Todos los estados', exact: true }).click();
    await expectNoAxeViolations(page);

    await page.getByLabel('Buscar hojas de reclamación').fill(nombre);
    await page.getByLabel('Buscar hojas de reclamación').press('Enter');
    await expect(page.getByText('Mostrando: 2 resultados')).toBeVisible();

    // The queja: re-classification asks for its reason.
    await page.getByRole('button', { name: `Ver hoja Nº ${queja} del libro WEB` }).click();
    let detail = page.getByRole('dialog', { name: `Hoja de reclamación Nº ${queja}` });
    await detail.getByRole('button', { name: 'Reclasificar como reclamo' }).click();
    const reclassify = page.getByRole('dialog', { name: `Reclasificar la hoja Nº ${queja}` });
    await expect(reclassify).toBeVisible();
    await expect(detail).toBeHidden();
    await expectNoAxeViolations(page);
    await reclassify.getByRole('button', { name: 'Cancelar' }).click();
    await expect(reclassify).toBeHidden();
    await detail.getByRole('button', { name: 'Cerrar' }).last().click();

    await page.getByRole('button', { name: `Ver hoja Nº ${codigo} del libro WEB` }).click();
    detail = page.getByRole('dialog', { name: `Hoja de reclamación Nº ${codigo}` });
    await expect(detail.getByText('Quedan 15 días hábiles')).toBeVisible();
    await expectNoAxeViolations(page);
    await detail.getByRole('button', { name: 'Pasar a «En atención»' }).click();
    const confirm = page.getByRole('dialog', { name: 'Pasar a «En atención»' });
    await expect(detail).toBeHidden();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Pasar a «En atención»' }).click();
    await expect(page.getByText('La hoja pasó a «En atención».')).toBeVisible();
    // Back on the sheet, as it now stands.
    await expect(detail.getByText('En atención').first()).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Pasar a «En atención»' })).toHaveCount(0);

    await detail.getByRole('button', { name: 'Responder' }).click();
    const answer = page.getByRole('dialog', { name: `Responder la hoja Nº ${codigo}` });
    await expect(
      answer.getByRole('radio', { name: /Correo electrónico a respuesta\.e2e@example\.pe/ }),
    ).toBeChecked();
    await expectNoAxeViolations(page);
    await answer.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(answer.getByText('Escribe la respuesta al consumidor')).toBeVisible();
    await answer
      .getByRole('textbox', { name: 'Observaciones y acciones adoptadas (respuesta)' })
      .fill('Le entregamos la revisión técnica vigente el lunes en la tienda.');
    await answer.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(
      page.getByText('Respuesta registrada. Se envía por correo con la hoja en PDF.'),
    ).toBeVisible();
    await expect(answer).toBeHidden();

    const mail = await outboxMessage(`Respuesta a tu hoja de reclamación Nº ${codigo}`);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('respuesta.e2e@example.pe');
    expect(mail.text).toContain('Le entregamos la revisión técnica vigente el lunes en la tienda.');
    expect(mail.attachments[0]?.filename).toBe(`hoja-de-reclamacion-WEB-${codigo}.pdf`);
    expect(pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0))).toContain(codigo);

    await expect(detail.getByText('Respondido').first()).toBeVisible();
    await expect(
      detail.getByText('Le entregamos la revisión técnica vigente el lunes en la tienda.'),
    ).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Responder' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Cerrar' }).last().click();

    await page.getByRole('button', { name: 'Feriados' }).click();
    const holidays = page.getByRole('dialog', { name: 'Feriados' });
    await expect(holidays.getByRole('cell', { name: 'Fiestas Patrias' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('asesores neither see the book in the menu nor open it, and the API refuses them', async ({
    page,
  }) => {
    await signIn(page, DEMO.ASESOR1);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('button', { name: 'Clientes' }).click();
    await expect(page.getByRole('menuitem', { name: 'Clientes Interesados' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Libro de Reclamaciones' })).toHaveCount(0);
    await page.goto('/admin/reclamos');
    await expect(page).toHaveURL(/\/inicio\?returnUrl=%2Fadmin%2Freclamos$/);
    const headers = { Authorization: `Bearer ${await accessToken(page)}` };
    for (const url of ['/api/v1/libro-reclamaciones', '/api/v1/libro-reclamaciones/1', '/api/v1/feriados']) {
      expect((await page.request.get(url, { headers })).status(), url).toBe(403);
    }
  });
});
