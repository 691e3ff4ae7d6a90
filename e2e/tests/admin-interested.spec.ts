import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, signIn, uniqueName } from './helpers';
import { gotoHydrated } from './hydration';

async function firstAvailableCar(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/catalogo');
  const list: { idAuto: number }[] = (await response.json()).data.automoviles;
  const first = list[0];
  if (!first) throw new Error('no available car');
  return first.idAuto;
}

/** 'Estoy interesado' as a visitor, in a browser context of its own. */
async function visitorAsks(browser: Browser, idAuto: number, nombre: string) {
  const context = await browser.newContext({ locale: 'es-PE', timezoneId: 'America/Lima' });
  const visitor = await context.newPage();
  await gotoHydrated(visitor, `/info-auto/${idAuto}`);
  const form = visitor.getByRole('form', { name: 'Estoy interesado' });
  await form.getByLabel('Nombre completo').fill(nombre);
  await form.getByLabel('DNI').fill('45678912');
  await form.getByLabel('Celular').fill('987654321');
  await form.getByLabel('Correo electrónico').fill('visitante@example.pe');
  await form.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(visitor.getByText('¡Gracias! Un asesor te contactará muy pronto.')).toBeVisible();
  await context.close();
}

async function search(page: Page, term: string) {
  await page.getByLabel('Buscar clientes interesados').fill(term);
  await page.getByLabel('Buscar clientes interesados').press('Enter');
  await expect(page.getByText('Mostrando: 1 resultados')).toBeVisible();
}

async function registerAttention(page: Page, nombre: string, estado: 'Atendido' | 'Pendiente') {
  await page.getByRole('button', { name: `Registrar atención de ${nombre}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar Atención' });
  await dialog.getByRole('radio', { name: estado }).check();
  const userSelect = dialog.getByRole('combobox', { name: 'Usuario que atiende' });
  if (!(await userSelect.inputValue())) {
    await userSelect.click();
    await page.getByRole('listbox', { name: 'Usuario que atiende' }).getByRole('option').first().click();
  }
  const attending = await userSelect.inputValue();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  return attending;
}

test.describe('/admin/interesados as ASESOR1', () => {
  test('a visitor’s lead appears, a manager attends it, it goes back to pending and stays so after a reload', async ({
    page,
    browser,
  }) => {
    const nombre = uniqueName('Visitante');
    await visitorAsks(browser, await firstAvailableCar(page), nombre);

    // The lead goes in turn to an asesor, who alone among the asesores may act on it (decision 0023):
    // a manager acts on any lead.
    await signIn(page, DEMO.EJECUTIVO);
    await page.goto('/admin/interesados');
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes Interesados' })).toBeVisible();
    await search(page, nombre);
    const row = page.getByRole('row').filter({ hasText: nombre });
    await expect(row.getByText('Pendiente')).toBeVisible();

    const attending = await registerAttention(page, nombre, 'Atendido');
    await expect(
      page.getByText(`Estado actualizado: El cliente ha sido atendido por ${attending}`),
    ).toBeVisible();
    await expect(row.getByText('Atendido', { exact: true })).toBeVisible();

    await registerAttention(page, nombre, 'Pendiente');
    await expect(page.getByText(/Estado actualizado: El cliente volvió a pendiente/)).toBeVisible();
    await expect(row.getByText('Pendiente')).toBeVisible();

    await page.reload();
    await search(page, nombre);
    await expect(page.getByRole('row').filter({ hasText: nombre }).getByText('Pendiente')).toBeVisible();

    // The detail shows the timeline of what happened.
    await page.getByRole('button', { name: `Ver detalles de ${nombre}` }).click();
    const detail = page.getByRole('dialog', { name: 'Detalles del Cliente Interesado' });
    await expect(detail.getByText('De vuelta a pendiente')).toBeVisible();
    await expect(detail.getByText('Registrado', { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Cambiar Estado' }).click();
    await expect(page.getByRole('dialog', { name: 'Registrar Atención' })).toBeVisible();
  });

  test('adds a lead taken by phone', async ({ page }) => {
    const nombre = uniqueName('Llamada');
    await signIn(page, DEMO.ASESOR1);
    await page.goto('/admin/interesados');
    await page.getByRole('button', { name: 'Añadir Interesado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir Interesado' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('Confirma que el cliente aceptó la política de privacidad')).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Vehículo de interés' }).click();
    await page.getByRole('listbox', { name: 'Vehículo de interés' }).getByRole('option').first().click();
    await dialog.getByLabel('Nombre completo').fill(nombre);
    await dialog.getByLabel('DNI').fill('41234567');
    await dialog.getByLabel('Correo').fill('llamada@example.pe');
    await dialog.getByLabel('Celular').fill('912345678');
    await dialog.getByRole('checkbox', { name: /política de privacidad/ }).check();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cliente interesado registrado')).toBeVisible();

    await search(page, nombre);
    await page.getByRole('button', { name: `Ver detalles de ${nombre}` }).click();
    await expect(
      page.getByRole('dialog', { name: 'Detalles del Cliente Interesado' }).getByText('Llamada telefónica'),
    ).toBeVisible();
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('shows cards with the actions', async ({ page }) => {
      await signIn(page, DEMO.ASESOR1);
      await page.goto('/admin/interesados');
      const cards = page.getByRole('list', { name: 'Clientes interesados' }).getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().getByRole('button', { name: /^Ver detalles de / })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
