import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydration';
import { availableCar } from './public-cars';

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
