import { expect, test } from '@playwright/test';
import { contactToggle, expectFocusOnVisibleControl } from './focus';
import { gotoHydrated } from './hydration';

test('the home page has the visitor top bar, the full footer and per-route meta', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(page.getByText('ventas@motorplaza.pe').first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Tienda San Isidro')).toBeVisible();
  await expect(footer.getByText('Tienda Santiago de Surco')).toBeVisible();
  await expect(footer.getByRole('img', { name: 'Visa' })).toBeVisible();
  await expect(footer.getByRole('img', { name: 'Mastercard' })).toBeVisible();
  await expect(footer.getByText(/financiamiento/i).first()).toBeVisible();
  await expect(footer.getByText('Domingo')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/inicio$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');

  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Compra tu auto' })
    .click();
  await expect(page).toHaveTitle(/^Compra tu auto/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/compra-tu-auto$/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});

test('unknown paths go to /inicio', async ({ page }) => {
  await page.goto('/no-existe/para-nada');
  await expect(page).toHaveURL(/\/inicio$/);
});

test('the search overlay ignores a blank term and takes a term to the catalogue', async ({ page }) => {
  await page.goto('/inicio');
  await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
  const overlay = page.getByRole('dialog');
  await expect(overlay.getByText('Empecemos con la búsqueda de tu próximo auto')).toBeVisible();
  const field = overlay.getByPlaceholder('Buscar auto');
  await field.fill('   ');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(overlay).toBeVisible();
  await field.fill('  Toyota Hilux ');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/compra-tu-auto\?q=Toyota(\+|%20)Hilux$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the contact button offers WhatsApp with the prefilled message, a call, Facebook and Instagram', async ({
  page,
}) => {
  await page.goto('/inicio');
  const toggle = page.getByRole('button', { name: 'Contáctanos' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const options = page.getByRole('list', { name: 'Opciones de contacto' });
  const whatsapp = options.getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/51987654321?text=${encodeURIComponent('¡Hola! Quiero más información, por favor.')}`,
  );
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(options.getByRole('link', { name: /Llamar/ })).toHaveAttribute('href', /^tel:/);
  await expect(options.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /facebook\.com/);
  await expect(options.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /instagram\.com/);
  await toggle.click();
  await expect(options).toBeHidden();
});

test('Escape closes the contact options and gives focus back to Contáctanos', async ({ page }) => {
  await gotoHydrated(page, '/inicio');
  const toggle = contactToggle(page);
  const options = page.getByRole('list', { name: 'Opciones de contacto' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(options).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(options.getByRole('link', { name: 'Instagram' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expectFocusOnVisibleControl(page);

  await page.keyboard.press('Enter');
  await expect(options).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(toggle).toBeFocused();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the contact options stand out over the dark hero: a white ring around fills that keep white text AA', async ({
    page,
  }) => {
    await gotoHydrated(page, '/inicio');
    await contactToggle(page).click();
    const options = page.getByRole('list', { name: 'Opciones de contacto' }).getByRole('link');
    await expect(options).toHaveCount(4);
    const hero = await page
      .getByRole('region', { name: 'Encuentra tu próximo auto en MotorPlaza' })
      .boundingBox();
    for (const option of await options.all()) {
      const box = await option.boundingBox();
      // The options open over the hero on a phone: the case where 'Llamar' used to vanish.
      expect((box?.y ?? 0) + (box?.height ?? 0) / 2).toBeLessThan((hero?.y ?? 0) + (hero?.height ?? 0));
      const look = await option.evaluate((element) => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        const luminance = (css: string) => {
          const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        };
        const contrast = (a: string, b: string) => {
          const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
        };
        const style = getComputedStyle(element);
        const ring = /^(rgba?\([^)]*\)) 0px 0px 0px (\d+)px/.exec(style.boxShadow);
        return {
          text: contrast(style.color, style.backgroundColor),
          ring: ring?.[1] ?? 'none',
          ringWidth: Number(ring?.[2] ?? 0),
        };
      });
      expect(look.text).toBeGreaterThanOrEqual(4.5); // white text on the fill, and the fill on white pages
      expect(look.ring).toBe('rgb(255, 255, 255)'); // the ring on dark backgrounds
      expect(look.ringWidth).toBeGreaterThanOrEqual(2);
    }
  });
});

test('the public pages render on the server', async ({ request }) => {
  const response = await request.get('/compra-tu-auto');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Compra tu auto');
  expect(html).toContain('Tienda San Isidro');
  // A cached page carries the hashes of its inline scripts instead of a nonce.
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' '(nonce|sha256)-/);
});

test('the public pages are indexed and listed in the sitemap; none says it is coming', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  // The complaints book and sell your car are built (decisions 0027 and 0028).
  for (const path of ['/compra-tu-auto', '/politicas-de-privacidad', '/reclamos', '/vende-tu-auto']) {
    expect(sitemap).toContain(`${path}</loc>`);
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.getByText('Esta sección estará disponible en una próxima versión')).toHaveCount(0);
  }
});

test("visitors' pages come from the render cache, revalidate with their ETag, and staff bypass it", async ({
  request,
}) => {
  const first = await request.get('/vende-tu-auto');
  const etag = first.headers().etag;
  expect(etag).toMatch(/^"/);
  expect(first.headers().vary).toBe('Accept-Encoding, Cookie');
  const again = await request.get('/vende-tu-auto', { headers: { 'if-none-match': etag ?? '' } });
  expect(again.status()).toBe(304);
  const staff = await request.get('/vende-tu-auto', { headers: { cookie: 'jwt=not-a-token' } });
  expect(staff.status()).toBe(200);
  expect(staff.headers().etag).toBeUndefined();
  expect(staff.headers()['content-security-policy']).toMatch(/'nonce-/);
});
