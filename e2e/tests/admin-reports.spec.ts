import { expect, type Page, test } from '@playwright/test';
import { violations } from './axe';
import { DEMO, signIn } from './helpers';
import { accessToken, statistics } from './inventory-fixtures';

// These tests count sales: playwright.config.ts runs this file last and alone on the demo server.
test.describe.configure({ mode: 'serial' });

const MONTHS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];

/** 'Nov 2026': this month in Lima, as the reports label it. */
function currentLimaMonthLabel(): string {
  const [year = '', month = ''] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Lima',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-');
  return `${MONTHS[Number(month) - 1]} ${year}`;
}

function integer(text: string): number {
  return Number(text.replace(/[^\d-]/g, ''));
}

/** The value of a dashboard KPI card, by its title. */
async function kpi(page: Page, title: string): Promise<number> {
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  return integer(await card.locator('p').first().innerText());
}

/** A row of a chart's data table (in the accessibility tree even when hidden), by its first cell. */
async function tableRow(page: Page, table: string, rowHeader: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowHeader, exact: true }) });
  return row.getByRole('cell').allInnerTexts();
}

async function sellFirstAvailableVehicle(page: Page): Promise<void> {
  await page.goto('/admin/autos');
  const card = page.getByRole('list', { name: 'Vehículos' }).getByRole('article').first();
  await expect(card).toBeVisible();
  await card.hover();
  await card.getByRole('button', { name: 'Marcar como vendido' }).click();
  await page
    .getByRole('dialog', { name: '¿Esta seguro?' })
    .getByRole('button', { name: 'Si, Vender!' })
    .click();
  const sold = page.getByRole('dialog', { name: 'Automovil Vendido!' });
  await expect(sold).toBeVisible();
  await sold.getByRole('button').last().click();
}

test.describe('reports as EJECUTIVO', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.EJECUTIVO);
  });

  test('a vehicle marked sold grows Ventas Mes Actual and the current month of the sales chart by one after Actualizar', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const month = currentLimaMonthLabel();
    await page.goto('/admin/reportes/dashboard');
    await expect(page.getByRole('heading', { name: 'Indicadores Principales' })).toBeVisible();
    const salesBefore = await kpi(page, 'Ventas Mes Actual');

    const salesPage = await context.newPage();
    await salesPage.goto('/admin/reportes/ventas');
    await expect(salesPage.getByRole('heading', { name: 'Evolución de Ventas Mensuales' })).toBeVisible();
    const [unitsBefore = '0'] = await tableRow(salesPage, 'Evolución de Ventas Mensuales', month);

    const inventoryPage = await context.newPage();
    await sellFirstAvailableVehicle(inventoryPage);

    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect.poll(() => kpi(page, 'Ventas Mes Actual')).toBe(salesBefore + 1);
    await salesPage.getByRole('button', { name: 'Actualizar' }).click();
    await expect
      .poll(async () => integer((await tableRow(salesPage, 'Evolución de Ventas Mensuales', month))[0] ?? ''))
      .toBe(integer(unitsBefore) + 1);
  });

  test("the status legend's counts equal the inventory screen's statistics", async ({ page }) => {
    await page.goto('/admin/reportes/estados');
    const legend = page.getByRole('table', { name: 'Detalle por Estado' });
    await expect(legend).toBeVisible();
    const count = async (status: string) =>
      integer((await tableRow(page, 'Detalle por Estado', status))[0] ?? '');
    const report = {
      Disponibles: await count('DISPONIBLE'),
      Vendidos: await count('VENDIDO'),
      'Sell In': await count('SELL IN'),
      'No Disponibles': await count('NO DISPONIBLE'),
    };
    const total = Object.values(report).reduce((sum, n) => sum + n, 0);
    // The stat card: its label, then its value.
    const totalCard = page.getByRole('listitem').filter({ hasText: 'Total Vehículos' });
    expect(integer(await totalCard.locator('p').nth(1).innerText())).toBe(total);

    await page.goto('/admin/autos');
    const inventory = await statistics(page);
    expect(inventory).toMatchObject({ 'Total Vehículos': total, ...report });
  });

  test('prints the status report with the specified title, columns, date, logo and portrait page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // The print builder prints from a hidden iframe's srcdoc: keep what it was asked to print.
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLIFrameElement)
              (window as unknown as { printed: string }).printed = node.srcdoc;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/admin/reportes/estados');
    await expect(page.getByRole('table', { name: 'Detalle por Estado' })).toBeVisible();
    const [available = '', percent = ''] = await tableRow(page, 'Detalle por Estado', 'DISPONIBLE');
    await page.getByRole('button', { name: 'Imprimir' }).click();
    const printedHtml = () => page.evaluate(() => (window as unknown as { printed?: string }).printed ?? '');
    await expect.poll(printedHtml).toContain('Reporte de Distribución de Autos por Estado');
    const printed = await printedHtml();
    expect(printed).toContain('<title>Reporte de Distribución de Autos por Estado</title>');
    expect(printed).toMatch(/<th[^>]*>Estado<\/th><th[^>]*>Cantidad<\/th><th[^>]*>Porcentaje<\/th>/);
    expect(printed).toContain('size: A4 portrait');
    expect(printed).toMatch(/Fecha de generación: \d{2}\/\d{2}\/\d{4}/);
    expect(printed).toMatch(/<img src="[^"]+" alt="MotorPlaza">/);
    expect(printed).toContain(`<td>DISPONIBLE</td><td class="num">${integer(available)}</td>`);
    expect(percent).toMatch(/^\d+\.\d%$/);
    expect(printed).toContain(`<td class="num">${percent}</td>`);
  });

  test('Chart.js loads on the report pages only', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/admin/autos');
    await expect(page.getByRole('list', { name: 'Vehículos' })).toBeVisible();
    await page.goto('/compra-tu-auto');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.filter((url) => url.includes('chart-setup'))).toEqual([]);
    await page.goto('/admin/reportes/estados');
    await expect(page.getByRole('img', { name: /vehículos/i })).toBeVisible();
    expect(scripts.filter((url) => url.includes('chart-setup'))).toHaveLength(1);
  });

  test('every report passes axe, with its data tables shown', async ({ page }) => {
    for (const path of ['dashboard', 'ventas', 'estados', 'clientes', 'top-10-marcas']) {
      await page.goto(`/admin/reportes/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      for (const toggle of await page.getByRole('button', { name: 'Ver tabla de datos' }).all())
        await toggle.click();
      expect(await violations(page), path).toEqual([]);
    }
  });
});

test.describe('reports as ASESOR2', () => {
  test('is sent to /inicio with returnUrl and the API answers 403', async ({ page }) => {
    await signIn(page, DEMO.ASESOR2);
    await page.goto('/admin/reportes/ventas');
    await expect(page).toHaveURL(/\/inicio\?returnUrl=%2Fadmin%2Freportes%2Fventas$/);
    const response = await page.request.get('/api/v1/reportes/dashboard', {
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
    });
    expect(response.status()).toBe(403);
  });
});
