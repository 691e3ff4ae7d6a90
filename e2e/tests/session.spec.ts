import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';

test('without an access token the guard renews the session once and lets the user in', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.EJECUTIVO);
  await context.clearCookies({ name: 'jwt' });
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/refresh')) refreshes.push(request.url());
  });
  await page.goto('/admin/accesorios');
  await expect(page.getByRole('heading', { level: 1, name: 'Administración de Accesorios' })).toBeVisible();
  expect(refreshes).toHaveLength(1);
  expect((await context.cookies()).some((cookie) => cookie.name === 'jwt')).toBe(true);
});

test('when the session cannot be renewed the guard sends the user to /inicio with returnUrl', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.ASESOR1);
  await context.clearCookies();
  await page.goto('/admin/interesados');
  await expect(page).toHaveURL(/\/inicio\?returnUrl=%2Fadmin%2Finteresados$/);
  await expect(page.getByRole('dialog', { name: 'Bienvenido' })).toBeVisible();
});

const REFRESH_FAILED = 'Error al renovar el token';
const LOAD_FAILED = 'Error al cargar los automóviles. Por favor, intenta nuevamente.';

function inventoryList(page: Page) {
  return page.getByRole('list', { name: 'Vehículos' });
}

/** The first load of the inventory, with its photos, can be slow on a busy machine. */
async function expectInventory(page: Page) {
  await expect(inventoryList(page)).toBeVisible({ timeout: 20_000 });
}

/** What a tab shows once its session has ended: the guard's landing, no staff data, the sign-in. */
async function expectSignedOutTab(page: Page, returnUrl: string) {
  // The user looks at the tab (a background tab runs no animation frames, so no dialog opens there).
  await page.bringToFront();
  await expect(page).toHaveURL(`/inicio?returnUrl=${encodeURIComponent(returnUrl)}`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Administración de Vehículos' })).toHaveCount(0);
  await expect(inventoryList(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excel' })).toHaveCount(0);
  const login = page.getByRole('dialog', { name: 'Bienvenido' });
  await expect(login).toBeVisible();
  await expect(login.getByLabel('Correo electrónico')).toBeFocused();
}

test('signing out in one tab signs the other tab out at once, open dialogs and all', async ({ context }) => {
  test.slow(); // two tabs, each loading the inventory
  const first = await context.newPage();
  await signIn(first, DEMO.EJECUTIVO);
  const second = await context.newPage();
  await second.goto('/admin/autos');
  await expectInventory(second);
  await inventoryList(second).getByRole('button', { name: 'Ver detalle' }).first().click();
  await expect(second.getByRole('dialog').getByText('Vista Administrativa')).toBeVisible();

  await first.bringToFront();
  await first.getByRole('button', { name: /Hola,/ }).click();
  await first.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(first).toHaveURL(/\/inicio$/);

  await expectSignedOutTab(second, '/admin/autos');
  await expect(second.getByText('Vista Administrativa')).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(second.getByText(REFRESH_FAILED)).toHaveCount(0);
});

test('a session the server no longer renews ends in every tab, with one message', async ({
  context,
  playwright,
}) => {
  test.slow(); // two tabs, each loading the inventory
  const first = await context.newPage();
  await signIn(first, DEMO.ASESOR1);
  const second = await context.newPage();
  await second.goto('/admin/autos');
  await expectInventory(second);

  // Someone else presents this browser's refresh token first: the browser's copy is now spent.
  const refreshToken = (await context.cookies()).find((cookie) => cookie.name === 'refresh_token');
  const elsewhere = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const stolen = await elsewhere.post('/api/v1/auth/refresh', {
    headers: { Cookie: `refresh_token=${refreshToken?.value}` },
  });
  expect(stolen.status()).toBe(200);
  await elsewhere.dispose();
  await context.clearCookies({ name: 'jwt' });

  await second.getByRole('button', { name: 'Actualizar' }).click();

  await expect(second.getByRole('alert').filter({ hasText: REFRESH_FAILED })).toHaveCount(1);
  await expectSignedOutTab(second, '/admin/autos');
  expect(await second.getByText(REFRESH_FAILED).count()).toBeLessThanOrEqual(1);
  await expect(first).toHaveURL(`/inicio?returnUrl=${encodeURIComponent('/admin/inicio')}`, {
    timeout: 15_000,
  });
  await expect(first.getByRole('heading', { name: 'Administración de Vehículos' })).toHaveCount(0);
  await expect(first.getByText(REFRESH_FAILED)).toHaveCount(0);
});

test('with the cookies cleared, opening a detail ends the session instead of showing an error inside it', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.ADMIN);
  await expectInventory(page);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/refresh')) refreshes.push(request.url());
  });
  await context.clearCookies();

  await inventoryList(page).getByRole('button', { name: 'Ver detalle' }).first().click();

  await expectSignedOutTab(page, '/admin/inicio');
  await expect(page.getByText(REFRESH_FAILED)).toHaveCount(1);
  await expect(page.getByText('Vista Administrativa')).toHaveCount(0);
  expect(refreshes).toEqual([]);
});

test('a visitor opening a back-office URL makes no refresh call and logs no error', async ({ page }) => {
  const refreshes: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/refresh')) refreshes.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/admin/autos');

  await expect(page).toHaveURL(/\/inicio\?returnUrl=%2Fadmin%2Fautos$/);
  await expect(page.getByRole('dialog', { name: 'Bienvenido' })).toBeVisible();
  expect(refreshes).toEqual([]);
  expect(errors).toEqual([]);
});

test('a failed reload of the inventory shows the error instead of the old list', async ({ page }) => {
  await signIn(page, DEMO.EJECUTIVO);
  await expectInventory(page);
  // A network fault on the list request only, from now on.
  const list = (url: URL) => url.pathname === '/api/v1/automoviles';
  await page.route(list, (route) => route.abort('failed'));

  await page.getByRole('button', { name: 'Actualizar' }).click();

  await expect(page.getByRole('alert').filter({ hasText: LOAD_FAILED })).toBeVisible();
  await expect(inventoryList(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excel' })).toHaveCount(0);
  await expect(page.getByText(/^Mostrando:/)).toHaveCount(0);

  await page.unroute(list);
  await page.getByRole('button', { name: 'Intentar nuevamente' }).click();
  await expect(inventoryList(page)).toBeVisible();
  await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
});
