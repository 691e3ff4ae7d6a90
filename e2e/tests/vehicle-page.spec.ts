import { type APIRequestContext, expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectClearOfContactButton } from './focus';
import { DEMO, signIn } from './helpers';
import { gotoHydrated } from './hydration';
import { availableCar, type PublicCar, publicCar } from './public-cars';

/** The first car of the demo data whose status matches (ids 1… are the oldest arrivals). */
async function carWithStatus(request: APIRequestContext, status: RegExp): Promise<PublicCar> {
  for (let idAuto = 1; idAuto <= 150; idAuto += 1) {
    const response = await request.get(`/api/v1/catalogo/${idAuto}`);
    if (!response.ok()) continue;
    const car: PublicCar = (await response.json()).data.automovil;
    if (status.test(car.estadoDes)) return car;
  }
  throw new Error(`No car with status ${status}`);
}

const SOLD = /VENDIDO/;

test.describe('the photo gallery', () => {
  test('steps with the arrows, the keyboard and the thumbnails, counting the photos', async ({
    page,
    request,
  }) => {
    const car = await availableCar(request, 3);
    const total = car.fotos.length;
    await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    const gallery = page.getByRole('region', { name: 'Galería de fotos' });
    const photos = gallery.getByRole('region', {
      name: `Fotos del ${car.marca} ${car.modelo}`,
      exact: false,
    });
    await expect(gallery.getByText(`1 / ${total}`)).toBeVisible();

    await gallery.getByRole('button', { name: 'Foto siguiente' }).click();
    await expect(gallery.getByText(`2 / ${total}`)).toBeVisible();
    await gallery.getByRole('button', { name: 'Foto anterior' }).click();
    await expect(gallery.getByText(`1 / ${total}`)).toBeVisible();
    await gallery.getByRole('button', { name: 'Foto anterior' }).click();
    await expect(gallery.getByText(`${total} / ${total}`)).toBeVisible();

    await photos.focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(`1 / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText(`2 / ${total}`)).toBeVisible();
    await page.keyboard.press('End');
    await expect(gallery.getByText(`${total} / ${total}`)).toBeVisible();
    await page.keyboard.press('Home');
    await expect(gallery.getByText(`1 / ${total}`)).toBeVisible();

    const third = gallery.getByRole('button', { name: `Ver foto 3 de ${total}` });
    await third.click();
    await expect(gallery.getByText(`3 / ${total}`)).toBeVisible();
    await expect(third).toHaveAttribute('aria-current', 'true');
    // The photo on screen is the third one once the row settles.
    await expect
      .poll(() => photos.evaluate((track) => Math.round(track.scrollLeft / track.clientWidth)))
      .toBe(2);
    await expect(photos.getByRole('img', { name: `foto 3 de ${total}` })).toBeInViewport();
  });

  test('serves WebP in three widths with sizes set, the first photo eager and the others lazy', async ({
    page,
    request,
  }) => {
    const car = await availableCar(request, 2);
    await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    const images = page
      .getByRole('region', { name: `Fotos del ${car.marca}`, exact: false })
      .first()
      .getByRole('img', { includeHidden: true });
    await expect(images).toHaveCount(car.fotos.length);
    const first = images.first();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('srcset', /\.webp 480w, .*\.webp 960w, .*\.webp 1600w/);
    await expect(first).toHaveAttribute('width', /^\d+$/);
    await expect(first).toHaveAttribute('height', /^\d+$/);
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('opens full screen, steps there with the keyboard and closes with Escape', async ({
    page,
    request,
  }) => {
    const car = await availableCar(request, 3);
    const total = car.fotos.length;
    await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    const gallery = page.getByRole('region', { name: 'Galería de fotos' });
    await gallery.getByRole('button', { name: 'Pantalla completa' }).click();
    const viewer = page.getByRole('dialog', { name: /^Fotos del / });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Foto siguiente' }).click();
    await expect(viewer.getByText(`3 / ${total}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // Back on the page at the photo seen last.
    await expect(gallery.getByText(`3 / ${total}`)).toBeVisible();
  });

  test('a swipe across the photo settles on the next one', async ({ page, request }) => {
    const car = await availableCar(request, 2);
    await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    const gallery = page.getByRole('region', { name: 'Galería de fotos' });
    const photos = gallery.getByRole('region', { name: `Fotos del ${car.marca}`, exact: false });
    await expect(gallery.getByText(`1 / ${car.fotos.length}`)).toBeVisible();
    // Swiping is the browser's own snapping scroll. Headless Chromium here does not turn synthetic
    // touches into scrolling, so the swipe is a horizontal trackpad gesture, which scrolls the same way.
    const box = await photos.boundingBox();
    if (!box) throw new Error('The gallery is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width * 0.6, 0);
    await expect(gallery.getByText(`2 / ${car.fotos.length}`)).toBeVisible();
    await expect(gallery.getByRole('button', { name: `Ver foto 2 de ${car.fotos.length}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

test('the WhatsApp button asks about this car; share links and copy the link', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const car = await availableCar(request);
  const url = `${baseURL}/info-auto/${car.idAuto}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, `/info-auto/${car.idAuto}`);

  const tag = car.tag ? ` (${car.tag.slice(1)})` : '';
  const text = `¡Hola! Me interesa el ${car.marca} ${car.modelo} ${car.anioFabricacion}${tag}. ¿Sigue disponible? ${url}`;
  const whatsapp = page.getByRole('link', { name: 'Consultar por WhatsApp' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/51987654321?text=${encodeURIComponent(text)}`,
  );
  await expect(whatsapp).toHaveAttribute('target', '_blank');

  const share = page.getByRole('link', { name: 'Compartir por WhatsApp' });
  await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent((await share.getAttribute('href')) ?? '')).toContain(url);
  await expect(page.getByRole('link', { name: 'Compartir en Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  );
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enlace copiado' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

test.describe("the 'Estoy interesado' form", () => {
  test('shows the message of each field under it, and requires the privacy consent', async ({
    page,
    request,
  }) => {
    const car = await availableCar(request);
    await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    const form = page.getByRole('form', { name: 'Estoy interesado' });
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();

    await expect(form.getByText('Ingresa tu nombre completo')).toBeVisible();
    await expect(form.getByText('El DNI debe tener 8 dígitos')).toBeVisible();
    await expect(form.getByText('Por favor ingresa un correo válido')).toBeVisible();
    await expect(form.getByText('El celular debe tener 9 dígitos y empezar con 9')).toBeVisible();
    await expect(
      form.getByText('Debes aceptar la política de privacidad para que te contactemos'),
    ).toBeVisible();
    await expect(form.getByLabel('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Nombre completo')).toBeFocused();

    await form.getByLabel('Nombre completo').fill('Rosa Mamani Quispe');
    await form.getByLabel('DNI').fill('4567');
    await form.getByLabel('Celular').fill('812345678');
    await form.getByLabel('Correo electrónico').fill('rosa@');
    await form.getByLabel('Fecha preferida de visita (opcional)').fill('2020-01-01');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByText('Ingresa tu nombre completo')).toBeHidden();
    await expect(form.getByText('El DNI debe tener 8 dígitos')).toBeVisible();
    await expect(form.getByText('El celular debe tener 9 dígitos y empezar con 9')).toBeVisible();
    await expect(form.getByText('Por favor ingresa un correo válido')).toBeVisible();
    await expect(form.getByText('Elige una fecha desde hoy en adelante')).toBeVisible();

    await form.getByLabel('DNI').fill('45678912');
    await form.getByLabel('Celular').fill('987654321');
    await form.getByLabel('Correo electrónico').fill('rosa@example.pe');
    await form.getByLabel('Fecha preferida de visita (opcional)').fill('');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByText(/^El DNI|^El celular|^Por favor|^Elige/)).toHaveCount(0);
    // Only the consent is missing: marketing stays optional and separate.
    await expect(
      form.getByText('Debes aceptar la política de privacidad para que te contactemos'),
    ).toBeVisible();
    await expect(form.getByRole('checkbox', { name: /ofertas y novedades/ })).not.toBeChecked();
    await expect(form.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/politicas-de-privacidad#banco-interesados',
    );
  });

  test("shows the server's field messages and the throttling message", async ({ page, request }) => {
    const car = await availableCar(request);
    await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    const form = page.getByRole('form', { name: 'Estoy interesado' });
    await form.getByLabel('Nombre completo').fill('Rosa Mamani Quispe');
    await form.getByLabel('DNI').fill('45678912');
    await form.getByLabel('Celular').fill('987654321');
    await form.getByLabel('Correo electrónico').fill('rosa@example.pe');
    await form.getByRole('checkbox', { name: /política de privacidad/ }).check();

    await page.route('**/api/v1/interesados', (route) =>
      route.fulfill({
        status: 400,
        json: {
          success: false,
          message: 'Los datos enviados no son válidos.',
          errors: { fechaCita: 'Elige una fecha desde hoy en adelante' },
        },
      }),
    );
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByText('Elige una fecha desde hoy en adelante')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText('Revisa los datos marcados e inténtalo de nuevo.');

    await page.unroute('**/api/v1/interesados');
    await page.route('**/api/v1/interesados', (route) =>
      route.fulfill({
        status: 429,
        json: {
          success: false,
          message: 'Recibimos varias solicitudes desde tu conexión. Inténtalo de nuevo en unos minutos.',
        },
      }),
    );
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Recibimos varias solicitudes desde tu conexión. Inténtalo de nuevo en unos minutos.',
    );
  });

  test('sends the request and thanks the visitor in place of the form', async ({ page, request }) => {
    const car = await availableCar(request);
    await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    const section = page.getByRole('region', { name: 'Estoy interesado' });
    const form = section.getByRole('form', { name: 'Estoy interesado' });
    await form.getByLabel('Nombre completo').fill('Rosa Mamani Quispe');
    await form.getByLabel('DNI').fill('45678912');
    await form.getByLabel('Celular').fill('987654321');
    await form.getByLabel('Correo electrónico').fill('rosa@example.pe');
    await form.getByLabel('Comentario (opcional)').fill('¿Aceptan mi auto como parte de pago?');
    await form.getByRole('checkbox', { name: /política de privacidad/ }).check();
    await form.getByRole('checkbox', { name: /ofertas y novedades/ }).check();
    const sent = page.waitForResponse('**/api/v1/interesados');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    expect((await sent).status()).toBe(201);
    await expect(section.getByText('¡Gracias! Un asesor te contactará muy pronto.')).toBeVisible();
    await expect(section.getByRole('form')).toHaveCount(0);
  });

  test('an ADMIN signed in sees the whole page working', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const car = await availableCar(request, 2);
    await signIn(page, DEMO.ADMIN);
    await gotoHydrated(page, `/info-auto/${car.idAuto}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${car.marca} ${car.modelo}`);
    const gallery = page.getByRole('region', { name: 'Galería de fotos' });
    await gallery.getByRole('button', { name: 'Foto siguiente' }).click();
    await expect(gallery.getByText(`2 / ${car.fotos.length}`)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Estoy interesado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Consultar por WhatsApp' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contáctanos' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test('a similar car opens its own page, rebuilt from its first photo', async ({ page, request }) => {
  const car = await availableCar(request, 2);
  await gotoHydrated(page, `/info-auto/${car.idAuto}`);
  await page
    .getByRole('region', { name: 'Galería de fotos' })
    .getByRole('button', { name: 'Foto siguiente' })
    .click();
  const similar = page
    .getByRole('region', { name: 'Autos similares' })
    .locator('a[href^="/info-auto/"]')
    .first();
  const href = (await similar.getAttribute('href')) ?? '';
  const other = await publicCar(request, Number(href.split('/').pop()));
  await similar.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page).toHaveTitle(`${other.marca} ${other.modelo} ${other.anioFabricacion} | MotorPlaza`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${other.marca} ${other.modelo}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));
  if (other.fotos.length > 1) {
    await expect(
      page.getByRole('region', { name: 'Galería de fotos' }).getByText(`1 / ${other.fotos.length}`),
    ).toBeVisible();
  }
});

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
