import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
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

export interface ApiVehicle {
  idAuto: number;
  marca: string;
  modelo: string;
  tag: string | null;
  anioFabricacion: number;
  anioModelo: number | null;
  estadoDes: string;
  fotoPrincipal: string | null;
  precioVenta: number | null;
  fotos: { imagen: string; orden: number }[];
  propietario: { dni: string; nombres: string } | null;
  vin: string | null;
}

/** A GET of the API with the page's session, answered 200. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A vehicle as the API answers the page's user. */
export async function apiVehicle(page: Page, idAuto: number): Promise<ApiVehicle> {
  return (await apiGet<{ data: { automovil: ApiVehicle } }>(page, `/automoviles/${idAuto}`)).data.automovil;
}

/** The inventory's vehicle cards. */
export function cardsOf(page: Page) {
  return page.getByRole('list', { name: 'Vehículos' }).getByRole('article');
}

/** Searches the inventory by marca, modelo or placa. */
export async function searchInventory(page: Page, term: string) {
  const box = page.getByPlaceholder('Buscar por marca, modelo o placa...');
  await box.fill(term);
  await box.press('Enter');
}

/**
 * Moves photo `position` of `count` of the vehicle form one place left with the keyboard: picks it
 * up, moves it, drops it. Each key waits for the sortable to take it (the handle pressed, then its
 * live region's announcement), so a key pressed before the sortable is ready is pressed again
 * instead of leaving the photo half-way.
 */
export async function movePhotoLeftWithKeyboard(page: Page, form: Locator, position: number, count: number) {
  const handle = form.getByRole('button', { name: `Mover foto ${position}` });
  await expect(async () => {
    if ((await handle.getAttribute('aria-pressed')) !== 'true') {
      await handle.focus();
      await page.keyboard.press('Space');
    }
    await expect(handle).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const announcement = page.getByText(
    `La foto ${position} está sobre la posición ${position - 1} de ${count}.`,
  );
  await expect(async () => {
    await page.keyboard.press('ArrowLeft');
    await expect(announcement).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
}

/** 'Marcar como vendido' on an inventory card, confirmed, and its notice closed. */
export async function markSold(page: Page, card: Locator): Promise<void> {
  await card.hover();
  await card.getByRole('button', { name: 'Marcar como vendido' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Esta seguro?' });
  await expect(confirm).toContainText('Se cambiara el estado a vendido');
  await confirm.getByRole('button', { name: 'Si, Vender!' }).click();
  const sold = page.getByRole('dialog', { name: 'Automovil Vendido!' });
  await expect(sold).toBeVisible();
  await sold.getByRole('button').last().click();
}
