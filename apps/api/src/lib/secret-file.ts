import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A server secret: the configured value when given; otherwise one generated once and kept in the
 * data directory (mode 0600), so it survives restarts without ever being a constant in code. Several
 * instances behind a balancer must be given the same value through the environment.
 */
export async function loadOrCreateSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, fileName);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing && existing.trim().length >= 32) return new TextEncoder().encode(existing.trim());
  const generated = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, generated, { mode: 0o600 });
  return new TextEncoder().encode(generated);
}
