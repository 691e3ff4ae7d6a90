import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './env';

/** DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE, checked at start-up (decision dkim-signing). */
let dir: string;
let rsaFile: string;

async function keyFile(name: string, pem: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, pem, { mode: 0o600 });
  return file;
}

const pemOf = (key: { export(options: { type: 'pkcs8'; format: 'pem' }): string | Buffer }) =>
  String(key.export({ type: 'pkcs8', format: 'pem' }));

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-dkim-config-'));
  rsaFile = await keyFile('dkim.pem', pemOf(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const env = (values: Record<string, string>) => ({ DATA_DIR: dir, ...values });

describe('DKIM configuration', () => {
  it('is off unless configured, and on with the key read from its file', () => {
    expect(loadConfig(env({})).mail.dkim).toBeUndefined();
    const { dkim } = loadConfig(
      env({ DKIM_DOMAIN: 'MotorPlaza.pe', DKIM_SELECTOR: 'mp2026', DKIM_PRIVATE_KEY_FILE: rsaFile }),
    ).mail;
    expect(dkim).toMatchObject({ domainName: 'motorplaza.pe', keySelector: 'mp2026' });
    expect(dkim?.privateKey).toContain('BEGIN PRIVATE KEY');
  });

  it('needs the three variables together', () => {
    expect(() => loadConfig(env({ DKIM_DOMAIN: 'motorplaza.pe' }))).toThrow(
      'Configuración inválida: DKIM_DOMAIN, DKIM_SELECTOR y DKIM_PRIVATE_KEY_FILE van juntos',
    );
    expect(() => loadConfig(env({ DKIM_SELECTOR: 'mp2026', DKIM_PRIVATE_KEY_FILE: rsaFile }))).toThrow(
      /van juntos/,
    );
  });

  it('refuses a domain or a selector that is not a DNS name', () => {
    const base = { DKIM_SELECTOR: 'mp2026', DKIM_PRIVATE_KEY_FILE: rsaFile };
    for (const domain of ['motorplaza', 'motor plaza.pe', 'https://motorplaza.pe', '-x.pe'])
      expect(() => loadConfig(env({ ...base, DKIM_DOMAIN: domain }))).toThrow(
        /DKIM_DOMAIN debe ser un dominio/,
      );
    expect(() =>
      loadConfig(
        env({ DKIM_DOMAIN: 'motorplaza.pe', DKIM_SELECTOR: 'mp;2026', DKIM_PRIVATE_KEY_FILE: rsaFile }),
      ),
    ).toThrow(/DKIM_SELECTOR debe ser una etiqueta DNS/);
  });

  it('refuses a missing file, a file without a key, a key that is not RSA and a short RSA key', async () => {
    const base = { DKIM_DOMAIN: 'motorplaza.pe', DKIM_SELECTOR: 'mp2026' };
    const load = (file: string) => () => loadConfig(env({ ...base, DKIM_PRIVATE_KEY_FILE: file }));
    expect(load(path.join(dir, 'no-existe.pem'))).toThrow(/no se puede leer el archivo/);
    expect(load(await keyFile('texto.pem', 'no soy una clave\n'))).toThrow(
      /no contiene una clave privada RSA/,
    );
    const ed25519 = pemOf(generateKeyPairSync('ed25519').privateKey);
    expect(load(await keyFile('ed25519.pem', ed25519))).toThrow(/no contiene una clave privada RSA/);
    const short = pemOf(generateKeyPairSync('rsa', { modulusLength: 768 }).privateKey);
    expect(load(await keyFile('corta.pem', short))).toThrow(/al menos 1024 bits/);
  });
});
