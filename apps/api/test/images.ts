import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * A JPEG of random noise: noise barely compresses, so the byte size follows the pixel count
 * (about 1.1 bytes a pixel at quality 80), which lets tests aim at the photo size limits.
 */
export async function noisyJpeg(width: number, height: number, quality = 80): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

export async function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
