import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody } from './encoded-body';

/** A catalogue-sized JSON body (~4 MB, like 10,000 cars). */
function largeBody(): string {
  const cars = Array.from({ length: 10_000 }, (_, index) => ({
    idAuto: index + 1,
    marca: ['Toyota', 'Kia', 'Hyundai', 'Mazda'][index % 4],
    modelo: `Modelo ${index % 97}`,
    precio: 10_000 + ((index * 7919) % 50_000),
    descripcion: `Auto ${index} en excelente estado, mantenimiento al día, único dueño `.repeat(4),
  }));
  return JSON.stringify({ success: true, data: { automoviles: cars } });
}

describe('encodeBody', () => {
  it('compresses off the event loop: timers keep firing while a catalogue-sized body is encoded', async () => {
    const content = largeBody();
    expect(content.length).toBeGreaterThan(3_000_000);
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    const body = await encodeBody(content);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
    expect(gunzipSync(body.gzip).toString()).toBe(content);
    expect(brotliDecompressSync(body.br).toString()).toBe(content);
    expect(body.br.length).toBeLessThan(content.length / 5);
    expect(body.etag).toMatch(/^"[\w-]{27}"$/);
  });
});
