import { expect, type Page, test } from '@playwright/test';
import { downloadBytes, pdfText, xlsxRows } from './export-files';
import { DEMO, signIn } from './helpers';
import { accessToken } from './inventory-fixtures';

// Spec 001 §2.7, §5, §8, §9 and decision 0020: the audit log of user movements, as ADMIN, against the
// production build and the demo database (which holds a few hundred movements).

const TABLE_COLUMNS = ['ID', 'Usuario', 'Movimiento', 'Fecha'];

function table(page: Page) {
  return page.getByRole('table', { name: /Movimientos de usuarios/ });
}

/** Waits until the rows shown are those of the current filters and page (not the previous ones). */
async function settled(page: Page) {
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
}

function rows(page: Page) {
  return table(page)
    .locator('tbody')
    .getByRole('row')
    .filter({ has: page.getByRole('button') });
}

/** The text of every listed movement, lower-cased and without accents. */
async function rowTexts(page: Page): Promise<string[]> {
  await settled(page);
  const texts = await rows(page).allInnerTexts();
  return texts.map((text) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase(),
  );
}

async function summaryTotal(page: Page): Promise<number> {
  await settled(page);
  const text = await page.getByText(/^Mostrando \d+ de \d+ registros?$/).innerText();
  return Number(text.replace(/^Mostrando \d+ de (\d+).*$/, '$1'));
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function limaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
}

test.describe('movements as ADMIN', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.ADMIN);
    await page.goto('/admin/movimientos');
    await expect(page.getByRole('heading', { level: 1, name: 'Movimientos de Usuarios' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
  });

  test('lists 15 movements a page with the spec columns, newest first', async ({ page }) => {
    await expect(table(page).getByRole('columnheader')).toHaveText(['Detalle', ...TABLE_COLUMNS]);
    await expect(rows(page)).toHaveCount(15);
    await expect(page.getByText(/^Mostrando 15 de \d+ registros$/)).toBeVisible();
    for (const name of ['Excel', 'PDF', 'Imprimir', 'Actualizar']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    const dates = await table(page).locator('tbody tr td:nth-child(5)').allInnerTexts();
    for (const date of dates) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('searches from 3 characters, every word matching, and keeps the search on reload', async ({
    page,
  }) => {
    const unfiltered = await summaryTotal(page);
    const box = page.getByLabel('Buscar movimiento');
    await box.fill('in');
    await page.waitForTimeout(600);
    expect(await summaryTotal(page)).toBe(unfiltered);
    await expect(page).not.toHaveURL(/q=/);

    // Typing pauses: the search runs by itself. Sign-ins name the user by full name (issue 22).
    await box.fill('ricardo ini');
    await expect(page).toHaveURL(/q=ricardo\+ini/);
    await expect(page.getByText('"ricardo ini"')).toBeVisible();
    await expect(page.getByText('Filtrado por:')).toBeVisible();
    await settled(page);
    await expect(rows(page).first()).toContainText('Inicio de sesión');
    for (const text of await rowTexts(page)) {
      expect(text).toContain('ricardo');
      expect(text).toContain('ini');
    }
    expect(await summaryTotal(page)).toBeLessThan(unfiltered);

    await page.reload();
    await expect(page.getByLabel('Buscar movimiento')).toHaveValue('ricardo ini');
    await expect(page.getByText('"ricardo ini"')).toBeVisible();

    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await expect(page.getByLabel('Buscar movimiento')).toBeFocused();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByText('Filtrado por:')).toHaveCount(0);
  });

  test('filters by kind and by Lima calendar days, in the URL', async ({ page }) => {
    await choose(page, 'Tipo de movimiento', 'Vehículos');
    await expect(page).toHaveURL(/tipo=vehiculo/);
    await expect(page.getByText('Tipo: Vehículos')).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    for (const text of await rowTexts(page)) expect(text).toContain('vehiculo');

    await choose(page, 'Tipo de movimiento', 'Sesiones');
    const today = limaToday();
    await page.getByLabel('Desde', { exact: true }).fill(today);
    await expect(page).toHaveURL(new RegExp(`desde=${today}`));
    const [year, month, day] = today.split('-');
    const shown = `${day}/${month}/${year}`;
    await expect(page.getByText(`Desde: ${shown}`)).toBeVisible();
    await settled(page);
    // Signing in a moment ago is one of today's movements (other tests sign in and out meanwhile).
    expect(await rowTexts(page)).toContainEqual(expect.stringContaining('inicio de sesion'));
    const dates = await table(page).locator('tbody tr td:nth-child(5)').allInnerTexts();
    for (const date of dates) expect(date.startsWith(shown)).toBe(true);

    await page.reload();
    await expect(page.getByLabel('Tipo de movimiento', { exact: true })).toHaveValue('Sesiones');
    await expect(page.getByLabel('Desde', { exact: true })).toHaveValue(today);

    // A range that ends before it starts.
    await page.getByLabel('Hasta', { exact: true }).fill('2020-01-01');
    await expect(
      page.getByRole('alert').filter({ hasText: 'La fecha final no puede ser anterior a la inicial' }),
    ).toBeVisible();
    // It says the range is impossible, not that nothing matched (issue 22).
    await expect(page.getByText('Rango de fechas no válido')).toBeVisible();
    await expect(page.getByText(/es posterior a «Hasta» \(01\/01\/2020\)/)).toBeVisible();
    await expect(page.getByText('No se encontraron registros')).toBeHidden();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL(/\/admin\/movimientos$/);
    await expect(rows(page)).toHaveCount(15);
  });

  test('shows the empty state and clears the filters', async ({ page }) => {
    await page.getByLabel('Buscar movimiento').fill('zzqxw');
    await page.getByLabel('Buscar movimiento').press('Enter');
    await expect(page.getByText('No se encontraron registros')).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page.getByRole('heading', { name: 'Listado de movimientos' })).toBeFocused();
    await expect(page.getByLabel('Buscar movimiento')).toHaveValue('');
    await expect(rows(page)).toHaveCount(15);
  });

  test('pages with at most 4 rotating links and moves the focus to the list', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Paginación de movimientos' });
    const firstId = await rows(page).first().locator('td').nth(1).innerText();
    await expect(nav.getByRole('button', { name: /^Página \d+$/ })).toHaveCount(4);
    await nav.getByRole('button', { name: 'Página 3' }).click();
    await expect(page).toHaveURL(/page=3/);
    await settled(page);
    await expect(nav).toContainText(/Página 3 de \d+ \(31 - 45 de \d+\)/);
    await expect(nav.getByRole('button', { name: /^Página \d+$/ })).toHaveText(['2', '3', '4', '5']);
    await expect(page.getByRole('heading', { name: 'Listado de movimientos' })).toBeFocused();
    await expect(rows(page).first().locator('td').nth(1)).not.toHaveText(firstId);
    await nav.getByRole('button', { name: 'Primera página' }).click();
    await expect(nav).toContainText(/Página 1 de \d+ \(1 - 15 de \d+\)/);
  });

  test('opens the detail row of a movement from the keyboard', async ({ page }) => {
    await choose(page, 'Tipo de movimiento', 'Sesiones');
    await expect(page.getByText('Tipo: Sesiones')).toBeVisible();
    await settled(page);
    const toggle = rows(page)
      .first()
      .getByRole('button', { name: /^Detalle del movimiento \d+$/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(detail).toContainText('Código de acción');
    await expect(detail).toContainText(/auth\.(login|logout|loginFailed)/);
    // The line names the person; the detail adds the e-mail (or the address an unknown sign-in typed).
    await expect(detail.getByText(/@/).first()).toBeVisible();
    for (const label of [
      'Objetivo',
      'Dirección IP',
      'ID de solicitud',
      'Navegador (user agent)',
      'Cambios',
    ]) {
      await expect(detail).toContainText(label);
    }
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('says what a change changed, before → after (issue 22)', async ({ page }) => {
    await choose(page, 'Tipo de movimiento', 'Usuarios');
    await page.getByLabel('Buscar movimiento').fill('Desactivó');
    await expect(page).toHaveURL(/q=Desactiv/);
    await settled(page);
    const toggle = rows(page)
      .first()
      .getByRole('button', { name: /^Detalle del movimiento \d+$/ });
    await toggle.click();
    const detail = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(detail).toContainText(/estado: Activo\s*→\s*cambió a\s*Inactivo/);
    await expect(detail).not.toContainText('Sin cambios registrados');
  });

  test('Excel and PDF carry the title and columns of the log and say "Exportación exitosa"', async ({
    page,
  }) => {
    await choose(page, 'Tipo de movimiento', 'Sesiones');
    await expect(page.getByText('Tipo: Sesiones')).toBeVisible();
    const total = await summaryTotal(page);

    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(excel.suggestedFilename()).toMatch(/^movimientos-usuarios-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(page.getByText('Exportación exitosa')).toBeVisible();
    const sheet = await xlsxRows(excel);
    expect(sheet.flat()).toContain('Registro de Movimientos de Usuarios');
    const header = sheet.find((row) => row[0] === 'ID') ?? [];
    expect(header).toEqual([...TABLE_COLUMNS, 'Código', 'Objetivo', 'IP', 'ID de solicitud']);
    const data = sheet.slice(sheet.indexOf(header) + 1);
    // Other tests sign in meanwhile: the export may hold a few more sessions than the screen counted.
    expect(data.length).toBeGreaterThanOrEqual(total);
    for (const row of data) expect(row[4]).toMatch(/^auth\./);
    // The success message closes by itself after 2 s.
    await expect(page.getByText('Exportación exitosa')).toBeHidden({ timeout: 5_000 });

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^movimientos-usuarios-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await downloadBytes(pdf);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Registro de Movimientos de Usuarios');
    for (const column of TABLE_COLUMNS) expect(text).toContain(column);
    expect(text).toContain('Inicio de sesi');
    expect(text).not.toContain('ID de solicitud');
  });
});

test.describe('movements as EJECUTIVO', () => {
  test('has no Movimientos menu and is sent to /inicio with returnUrl', async ({ page }) => {
    await signIn(page, DEMO.EJECUTIVO);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByText('Movimientos', { exact: true })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Usuarios' })).toHaveCount(0);
    await page.goto('/admin/movimientos');
    await expect(page).toHaveURL(/\/inicio\?returnUrl=%2Fadmin%2Fmovimientos$/);
    const headers = { Authorization: `Bearer ${await accessToken(page)}` };
    for (const path of ['/usuario/logs', '/usuario/logs/export', '/usuario/logs/usuarios']) {
      expect((await page.request.get(`/api/v1${path}`, { headers })).status(), path).toBe(403);
    }
  });
});
