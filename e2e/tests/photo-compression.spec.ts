import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, signIn } from './helpers';

/**
 * A phone photo over 5 MB is compressed by the browser as soon as it is picked, and kept when the copy
 * fits (docs/decisions/0046-touch-selects-and-form-details.md); before, it was refused before any
 * compression. Nothing is saved.
 */

/** A 5000×3750 JPEG of about 7 MB: a gradient with grain, as a phone's camera writes it. */
async function largePhoto(dir: string): Promise<string> {
  const width = 5000;
  const height = 3750;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const column = Math.floor(index / 3) % width;
    pixels[index] = Math.floor((column / width) * 200) + (seed % 40);
  }
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'camara-del-celular.jpg');
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toFile(file);
  return file;
}

test('a 7 MB photo picked in the vehicle form is compressed and kept, not refused', async ({
  page,
}, testInfo) => {
  test.slow();
  const photo = await largePhoto(testInfo.outputPath('fotos'));
  expect((await stat(photo)).size).toBeGreaterThan(5_000_000);

  await signIn(page, DEMO.EJECUTIVO);
  await page.getByRole('button', { name: 'Añadir Vehículo' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo Automóvil' });
  await form.getByLabel('Seleccionar fotos').setInputFiles(photo);
  await expect(form.getByText('1 / 25 fotos')).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByRole('list', { name: 'Fotos del automóvil' }).getByRole('listitem')).toHaveCount(1);
});
