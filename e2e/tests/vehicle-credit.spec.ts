import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { violations } from './axe';
import { DEMO, phone, signIn, uniqueName } from './helpers';
import { gotoHydrated } from './hydration';

/** Screenshots the tests leave for a person to look at (390 px and 1366 px). */
const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** The newest available car whose model year qualifies for the partner's credit (2015 on). */
async function creditCar(request: APIRequestContext): Promise<{ idAuto: number; precioCompra: number }> {
  const list: { idAuto: number; precioCompra: number; anioModelo: number | null; anioFabricacion: number }[] =
    (await (await request.get('/api/v1/catalogo')).json()).data.automoviles;
  const car = list.find((auto) => (auto.anioModelo ?? auto.anioFabricacion) >= 2015);
  if (!car) throw new Error('No available car from 2015 on');
  return car;
}

test.describe("'Simula tu crédito' (issue 26)", () => {
  test('a visitor on a phone simulates, reads the TCEA, opens the schedule and requests an evaluation; the staff see it as Financiamiento', async ({
    browser,
    request,
  }) => {
    // One journey across two sessions (visitor, then staff): three times the usual time.
    test.slow();
    const car = await creditCar(request);
    const page = await phone(browser);
    await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    const simulator = page.getByRole('region', { name: 'Simula tu crédito' });
    await simulator.scrollIntoViewIfNeeded();
    await expect(simulator.getByText('Cuota mensual')).toBeVisible();
    await expect(simulator.getByText('TCEA', { exact: true })).toBeVisible();
    await expect(simulator.getByText(/Simulación referencial, sujeta a evaluación crediticia/)).toBeVisible();

    // Below the least down payment: a Spanish message, no result.
    const inicial = simulator.getByLabel('Cuota inicial (S/)');
    const minimum = await inicial.inputValue();
    await inicial.fill('100');
    await expect(simulator.getByRole('alert')).toContainText('La cuota inicial mínima es');
    await expect(simulator.getByText('Cuota mensual')).toBeHidden();
    // 30 % as a share: the amount follows.
    await simulator.getByLabel('Cuota inicial (%)').fill('30');
    await expect(inicial).not.toHaveValue('100');
    expect(Number(await inicial.inputValue())).toBeGreaterThan(Number(minimum));
    await simulator.getByLabel('Plazo').selectOption('48');
    await expect(simulator.getByText(/plazo 48 meses/)).toBeVisible();
    const tcea = await simulator
      .locator('dt', { hasText: /^TCEA$/ })
      .locator('+ dd')
      .textContent();
    expect(tcea).toMatch(/^\d+,\d\d %$/);
    await shot(page, 'credit-simulator-390');
    expect(await violations(page, '#simula-tu-credito')).toEqual([]);

    // The schedule: one row a month, the TCEA above it; closing hands the focus back.
    const open = simulator.getByRole('button', { name: 'Ver cronograma' });
    await open.click();
    const schedule = page.getByRole('dialog', { name: 'Cronograma de pagos' });
    await expect(schedule.getByRole('table')).toBeVisible();
    await expect(schedule.getByRole('row')).toHaveCount(49);
    await expect(schedule.getByText(`48 cuotas de`)).toContainText(`TCEA ${tcea}`);
    await shot(page, 'credit-schedule-390');
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(schedule).toBeHidden();
    await expect(open).toBeFocused();

    // 'Solicitar evaluación'.
    await simulator.getByRole('button', { name: 'Solicitar evaluación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar evaluación' });
    await dialog.getByRole('button', { name: 'Enviar solicitud de evaluación' }).click();
    await expect(dialog.getByText('Elige tu rango de ingresos mensuales')).toBeVisible();
    await expect(dialog.getByText('Elige tu tipo de empleo')).toBeVisible();
    await expect(dialog.getByText(/^Cuota mensual S\//)).toContainText(`TCEA ${tcea}`);
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    const nombre = uniqueName('Credito');
    const digits = String(Date.now()).slice(-7);
    await dialog.getByLabel('Nombre completo').fill(nombre);
    await dialog.getByLabel('DNI').fill(`4${digits}`);
    await dialog.getByLabel('Celular').fill(`94${digits}`);
    await dialog.getByLabel('Correo electrónico').fill(`credito${digits}@example.pe`);
    await dialog.getByLabel('Rango de ingresos').selectOption({ label: 'De S/ 4,001 a S/ 7,000' });
    await dialog.getByLabel('Tipo de empleo').selectOption({ label: 'Independiente' });
    await dialog.getByRole('checkbox', { name: /política de privacidad/ }).check();
    await shot(page, 'credit-request-390');
    await dialog.getByRole('button', { name: 'Enviar solicitud de evaluación' }).click();
    await expect(dialog.getByRole('status')).toContainText('Un asesor revisará tu evaluación');
    await page.context().close();

    // The staff, on a phone too: the lead's card says its origin; the detail shows the scenario.
    const staff = await phone(browser);
    await signIn(staff, DEMO.EJECUTIVO);
    await gotoHydrated(staff, '/admin/interesados');
    await staff.getByLabel('Buscar clientes interesados').fill(nombre);
    await staff.getByLabel('Buscar clientes interesados').press('Enter');
    await expect(staff.getByText('Mostrando: 1 resultados')).toBeVisible();
    // The card's 'Origen' fact (the filter's list also holds the word, out of sight).
    await expect(staff.locator('dd', { hasText: /^Financiamiento$/ })).toBeVisible();
    await staff.getByRole('button', { name: `Ver detalles de ${nombre}` }).click();
    const detail = staff.getByRole('dialog', { name: 'Detalles del Cliente Interesado' });
    await expect(detail.getByText('Financiamiento', { exact: true })).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'Evaluación de crédito' })).toBeVisible();
    await expect(detail.getByText('48 meses')).toBeVisible();
    await expect(detail.getByText(tcea ?? '')).toBeVisible();
    await expect(detail.getByText('Independiente')).toBeVisible();
    await detail.getByRole('heading', { name: 'Evaluación de crédito' }).scrollIntoViewIfNeeded();
    await shot(staff, 'credit-lead-detail-390');
    await staff.context().close();
  });

  test('on a large screen the simulator sits under the gallery, and the staff filter by origin', async ({
    page,
    request,
  }) => {
    const car = await creditCar(request);
    // A financing lead of its own, so the filter has one to show whatever ran before.
    const digits = String(Date.now()).slice(-7);
    const created = await request.post('/api/v1/financiamiento/evaluaciones', {
      headers: { 'Idempotency-Key': `credito-${digits}` },
      data: {
        idAuto: car.idAuto,
        nombreCompleto: uniqueName('Filtro credito'),
        dni: `5${digits}`,
        correo: `filtro${digits}@example.pe`,
        celular: `95${digits}`,
        consentimientoPrivacidad: true,
        consentimientoMarketing: false,
        inicial: car.precioCompra * 1.5,
        plazo: 24,
        rangoIngresos: 'MAS_12000',
        tipoEmpleo: 'EMPRESARIO',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.setViewportSize({ width: 1366, height: 900 });
    await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    const simulator = page.getByRole('region', { name: 'Simula tu crédito' });
    await simulator.scrollIntoViewIfNeeded();
    await expect(simulator.getByText('Cuota mensual')).toBeVisible();
    await shot(page, 'credit-simulator-1366');

    await signIn(page, DEMO.EJECUTIVO);
    await gotoHydrated(page, '/admin/interesados');
    await page.getByLabel('Origen', { exact: true }).click();
    await page.getByRole('option', { name: 'Financiamiento', exact: true }).click();
    await expect(page.getByText(/^Mostrando: \d+ resultados/)).toBeVisible();
    const rows = page.getByRole('row').filter({ hasText: 'Origen:' });
    await expect(rows.first()).toContainText('Origen: Financiamiento');
    await expect(page.getByRole('row').filter({ hasText: /Origen: (?!Financiamiento)/ })).toHaveCount(0);
    await shot(page, 'interested-origin-1366');
  });
});
