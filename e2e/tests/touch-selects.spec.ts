import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';
import { gotoHydrated } from './hydration';

/**
 * Every select, multi-select and autocomplete works by touch on a 390×844 phone, inside the full-screen
 * forms and on the screens (decision 0046): the list opens under its field, inside the screen, its option
 * takes a tap, the value is chosen and the page never grows wider than the phone. Nothing is saved.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PHONE_WIDTH = 390;

async function expectPageFitsPhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page is no wider than the phone').toBeLessThanOrEqual(PHONE_WIDTH);
}

/** Taps the field, checks its list opened inside the screen, and taps the option. */
async function tapOption(page: Page, field: Locator, option: string | RegExp) {
  await field.tap();
  const choice =
    typeof option === 'string'
      ? page.getByRole('option', { name: option, exact: true })
      : page.getByRole('option', { name: option }).first();
  await expect(choice).toBeVisible();
  await expectPageFitsPhone(page);
  const listBox = await page.getByRole('listbox').filter({ has: choice }).boundingBox();
  if (!listBox) throw new Error('the list is not on screen');
  expect(listBox.x).toBeGreaterThanOrEqual(0);
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(PHONE_WIDTH);
  await choice.tap();
  await expectPageFitsPhone(page);
}

/** A single choice: the field shows the option's label afterwards. */
async function choose(page: Page, field: Locator, option: string) {
  await tapOption(page, field, option);
  await expect(field).toHaveValue(option);
}

/** The first option the list offers (data that changes with the demo), whose label is then shown. */
async function chooseFirst(page: Page, field: Locator) {
  await field.tap();
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toBeVisible();
  const label = (await first.textContent())?.trim() ?? '';
  await page.keyboard.press('Escape');
  await choose(page, field, label);
}

test('Añadir Interesado: Origen and Vehículo de interés take a tap', async ({ page }) => {
  await signIn(page, DEMO.ASESOR1);
  await page.goto('/admin/interesados');
  await page.getByRole('button', { name: 'Añadir Interesado' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Añadir Interesado' });
  await choose(page, dialog.getByRole('combobox', { name: 'Origen' }), 'Visita a tienda');
  await chooseFirst(page, dialog.getByRole('combobox', { name: 'Vehículo de interés' }));
  // The form stays where it was: its first field is still at the top of the screen.
  await expect(dialog.getByRole('combobox', { name: 'Origen' })).toBeInViewport();
});

test('a lead’s follow-up and state dialogs: Canal, Asesor, Resultado and Usuario que atiende', async ({
  page,
}) => {
  await signIn(page, DEMO.ADMIN);
  await page.goto('/admin/interesados');
  await page
    .getByRole('button', { name: /^Ver detalles de / })
    .first()
    .tap();
  const detail = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Reasignar' }) });
  await detail.getByRole('button', { name: 'Registrar contacto' }).tap();
  const contact = page.getByRole('dialog', { name: 'Registrar contacto' });
  await chooseFirst(page, contact.getByRole('combobox', { name: 'Canal' }));
  await contact.getByRole('button', { name: 'Cancelar' }).tap();

  await detail.getByRole('button', { name: 'Reasignar' }).tap();
  const assign = page.getByRole('dialog', { name: 'Asignar asesor' });
  await chooseFirst(page, assign.getByRole('combobox', { name: 'Asesor' }));
  await assign.getByRole('button', { name: 'Cancelar' }).tap();

  await detail.getByRole('button', { name: 'Cambiar Estado' }).tap();
  const state = page.getByRole('dialog', { name: 'Registrar Atención' });
  await chooseFirst(page, state.getByRole('combobox', { name: 'Usuario que atiende' }));
});

test('Nuevo Usuario: Rol and Permisos take a tap', async ({ page }) => {
  await signIn(page, DEMO.ADMIN);
  await page.goto('/admin/usuarios');
  await page.getByRole('button', { name: 'Añadir Usuario' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Usuario' });
  await choose(page, dialog.getByRole('combobox', { name: 'Rol' }), 'Ejecutivo');
  // Not among an Ejecutivo's usual permissions, so the tap adds it.
  await tapOption(page, dialog.getByRole('combobox', { name: 'Permisos' }), /^GESTIONAR_USUARIOS/);
  await expect(page.getByRole('option', { name: /^GESTIONAR_USUARIOS/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the vehicle form: Marca, Año de fabricación, Tienda and Accesorios take a tap', async ({ page }) => {
  await signIn(page, DEMO.EJECUTIVO);
  await page.getByRole('button', { name: 'Añadir Vehículo' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Automóvil' });
  await chooseFirst(page, dialog.getByRole('combobox', { name: 'Marca' }));
  await choose(page, dialog.getByRole('combobox', { name: 'Año de fabricación' }), '2021');
  await choose(page, dialog.getByRole('combobox', { name: 'Tienda' }), 'Tienda San Isidro');
  const accessories = dialog.getByRole('combobox', { name: 'Accesorios' });
  await accessories.scrollIntoViewIfNeeded();
  await tapOption(page, accessories, /./);
});

test('Nuevo accesorio: Tipo takes a tap', async ({ page }) => {
  await signIn(page, DEMO.ADMIN);
  await page.goto('/admin/accesorios');
  await page.getByRole('button', { name: 'Nuevo accesorio' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Accesorio' });
  await chooseFirst(page, dialog.getByRole('combobox', { name: 'Tipo' }));
});

test('the lists’ filters (clients, offers, complaints) take a tap', async ({ page }) => {
  await signIn(page, DEMO.ADMIN);
  for (const [path, label, option] of [
    ['/admin/clientes', 'Estado', 'Activos'],
    ['/admin/ofertas', 'Estado', 'Todos los estados'],
    ['/admin/reclamos', 'Tipo', 'Quejas'],
  ] as const) {
    await page.goto(path);
    await choose(page, page.getByRole('combobox', { name: label, exact: true }), option);
  }
});

test('vende tu auto: Marca, Año and Transmisión take a tap', async ({ page }) => {
  await gotoHydrated(page, '/vende-tu-auto');
  await page.getByLabel('Placa del auto').fill('ABC-123');
  await page.getByRole('button', { name: 'Siguiente' }).tap();
  await chooseFirst(page, page.getByRole('combobox', { name: 'Marca', exact: true }));
  await choose(page, page.getByRole('combobox', { name: 'Año', exact: true }), '2019');
  await choose(page, page.getByRole('combobox', { name: 'Transmisión', exact: true }), 'Mecánico');
});
