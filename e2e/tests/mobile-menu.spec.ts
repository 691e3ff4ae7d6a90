import { expect, test } from '@playwright/test';
import { DEMO, fillLogin, openLogin } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the side menu is 300 px, shows the version, and closes on navigation, backdrop and its button', async ({
  page,
}) => {
  await page.goto('/inicio');
  await page.getByRole('button', { name: 'Menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu).toBeVisible();
  expect((await menu.boundingBox())?.width).toBeCloseTo(300, 0);
  await expect(menu.getByText(/^Versión \d+\.\d+\.\d+$/)).toBeVisible();

  await menu.getByRole('button', { name: 'Cerrar menú' }).click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Menú' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Inicio' })).toBeInViewport();
  await page.touchscreen.tap(40, 400); // on the dimmed backdrop, left of the 300 px menu
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Menú' }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Vende tu auto' }).click();
  await expect(page).toHaveURL(/\/vende-tu-auto$/);
  await expect(menu).toBeHidden();
});

test('opening the login modal from the side menu closes the menu; staff groups open one at a time', async ({
  page,
}) => {
  await page.goto('/inicio');
  await openLogin(page);
  await expect(page.getByRole('dialog', { name: 'Menú' })).toBeHidden();
  await fillLogin(page, DEMO.ADMIN);
  await expect(page).toHaveURL(/\/admin\/inicio$/);

  await page.getByRole('button', { name: 'Menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await menu.getByRole('button', { name: 'Clientes' }).click();
  await expect(menu.getByRole('link', { name: 'Lista de Clientes' })).toBeVisible();
  await menu.getByRole('button', { name: 'Usuarios' }).click();
  await expect(menu.getByRole('link', { name: 'Gestión de Usuarios' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Lista de Clientes' })).toBeHidden();
  await menu.getByRole('link', { name: 'Movimientos' }).click();
  await expect(page).toHaveURL(/\/admin\/movimientos$/);
});
