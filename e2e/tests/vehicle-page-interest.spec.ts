import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';
import { gotoHydrated } from './hydration';
import { availableCar, publicCar } from './public-cars';

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
