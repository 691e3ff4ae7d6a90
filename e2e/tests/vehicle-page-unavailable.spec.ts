import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectClearOfContactButton } from './focus';
import { gotoHydrated } from './hydration';
import { availableCar, carWithStatus, SOLD } from './public-cars';

test.describe('unknown and unavailable cars', () => {
  test('an unknown or malformed id is a real 404 with a way back to the catalogue', async ({
    page,
    request,
  }) => {
    for (const path of ['/info-auto/999999', '/info-auto/abc', '/info-auto/007']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const response = await gotoHydrated(page, '/info-auto/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No encontramos este vehículo' })).toBeVisible();
    await expect(page).toHaveTitle('Vehículo no encontrado | MotorPlaza');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Ver autos disponibles' }).click();
    await expect(page).toHaveURL(/\/compra-tu-auto$/);
  });

  test('a sold car says so, takes no leads, is not indexed and leads with similar cars', async ({
    page,
    request,
  }) => {
    const car = await carWithStatus(request, SOLD);
    const response = await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Este vehículo ya fue vendido')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Estoy interesado' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Consultar por WhatsApp' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    const similar = page.getByRole('region', { name: 'Autos similares' });
    await expect(similar).toBeVisible();
    await expect(similar.locator('a[href^="/info-auto/"]').first()).toBeVisible();
    // Similar cars come before the sold car's own details.
    const similarTop = (await similar.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const galleryTop = (await page.getByRole('region', { name: 'Galería de fotos' }).boundingBox())?.y ?? 0;
    expect(similarTop).toBeLessThan(galleryTop);
    const html = await (await request.get(`/info-auto/${car.idAuto}`)).text();
    expect(html).toContain('"availability":"https://schema.org/SoldOut"');
  });

  test('a car that is not on sale says it is not available', async ({ page, request }) => {
    const car = await carWithStatus(request, /^(?!DISPONIBLE$)(?!.*VENDIDO)/);
    await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    await expect(page.getByText('Este vehículo no está disponible')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Estoy interesado' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page fits the screen, the gallery and the form are usable', async ({ page, request }) => {
    const car = await availableCar(request, 2);
    await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    const gallery = page.getByRole('region', { name: 'Galería de fotos' });
    await gallery.getByRole('button', { name: 'Foto siguiente' }).click();
    await expect(gallery.getByText(`2 / ${car.fotos.length}`)).toBeVisible();
    await page.getByRole('link', { name: 'Quiero que me contacten' }).click();
    await expect(page.getByRole('heading', { name: 'Estoy interesado' })).toBeInViewport();
    await page
      .getByRole('form', { name: 'Estoy interesado' })
      .getByRole('button', { name: 'Enviar solicitud' })
      .click();
    await expect(page.getByText('El DNI debe tener 8 dígitos')).toBeVisible();
  });

  test('Contáctanos keeps clear of the interest button brought into view', async ({ page, request }) => {
    await gotoHydrated(page, `/info-auto/${(await availableCar(request)).idAuto}`);
    const form = page.getByRole('form', { name: 'Estoy interesado' });
    await expectClearOfContactButton(page, form.getByRole('button', { name: 'Enviar solicitud' }));
  });

  test('an available and a sold car pass axe on a phone', async ({ page, request }) => {
    await page.goto(`/info-auto/${(await availableCar(request, 2)).idAuto}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/info-auto/${(await carWithStatus(request, SOLD)).idAuto}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('an available car, its full screen view, a sold car and the 404 pass axe', async ({ page, request }) => {
  await gotoHydrated(page, `/info-auto/${(await availableCar(request, 2)).idAuto}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pantalla completa' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/info-auto/${(await carWithStatus(request, SOLD)).idAuto}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/info-auto/999999');
  expect(await seriousViolations(page)).toEqual([]);
});
