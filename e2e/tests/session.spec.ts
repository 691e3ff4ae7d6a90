import { expect, test } from '@playwright/test';
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
