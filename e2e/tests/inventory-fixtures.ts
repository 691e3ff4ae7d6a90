import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

export type Tint = 'red' | 'green' | 'blue';
const CHANNEL: Record<Tint, number> = { red: 0, green: 1, blue: 2 };

/**
 * A noisy JPEG of about 150–400 KB whose dominant channel is the tint, so a photo can be recognised
 * after the browser compressed it and the server re-encoded it.
 */
export async function tintedPhoto(dir: string, tint: Tint): Promise<string> {
  const width = 900;
  const height = 675;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = CHANNEL[tint] + 7;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const noise = seed % 60;
    pixels[index] = index % 3 === CHANNEL[tint] ? 180 + noise : noise;
  }
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `foto-${tint}.jpg`);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(file);
  return file;
}

/** The dominant channel of an image, read from its bytes. */
export async function dominantTint(bytes: Buffer): Promise<Tint> {
  const { channels } = await sharp(bytes).stats();
  const means = channels.slice(0, 3).map((channel) => channel.mean);
  const strongest = means.indexOf(Math.max(...means));
  return (Object.keys(CHANNEL) as Tint[]).find((tint) => CHANNEL[tint] === strongest) ?? 'red';
}

/** The signed-in page's access token (the `jwt` cookie), for calling the API as that user. */
export async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'jwt');
  expect(cookie, 'the session cookie jwt').toBeDefined();
  return cookie?.value ?? '';
}

/** The numbers of the statistics row, by label. */
export async function statistics(page: Page): Promise<Record<string, number>> {
  const row = page.getByRole('region', { name: 'Estadísticas del inventario' });
  await expect(row).toBeVisible();
  const items = await row.getByRole('listitem').allInnerTexts();
  return Object.fromEntries(
    items.map((text) => {
      const [value = '', ...label] = text.trim().split(/\s+/);
      return [label.join(' '), Number(value.replace(/\D/g, ''))];
    }),
  );
}

/** Picks an option of a Mantine Select by its label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /Automóvil/ });
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
