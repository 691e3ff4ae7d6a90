import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** What nodemailer needs to sign outgoing mail (docs/decisions/0071-dkim-signing.md). */
export interface DkimConfig {
  domainName: string;
  keySelector: string;
  /** The PEM text of the RSA private key, read once at start-up from DKIM_PRIVATE_KEY_FILE. */
  privateKey: string;
}

export interface DkimEnv {
  DKIM_DOMAIN?: string | undefined;
  DKIM_SELECTOR?: string | undefined;
  DKIM_PRIVATE_KEY_FILE?: string | undefined;
}

// A host name of at least two labels (the d= of the signature) and one or more DNS labels (its s=).
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$`, 'i');
const SELECTOR = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`, 'i');
// RFC 8301: signers must use at least 1024 bits (2048 recommended); nodemailer signs with RSA only.
const MIN_BITS = 1024;

const invalid = (detail: string) => new Error(`Configuración inválida: ${detail}`);

/**
 * Optional DKIM signing: all three variables or none. The key is read from a file (like the other
 * secrets, it stays out of the environment) and checked here, because nodemailer sends a message
 * unsigned when its key cannot sign: a wrong key is found at start-up, not by a receiver's spam filter.
 */
export function loadDkimConfig(env: DkimEnv): DkimConfig | undefined {
  const { DKIM_DOMAIN: domain, DKIM_SELECTOR: selector, DKIM_PRIVATE_KEY_FILE: file } = env;
  const given = [domain, selector, file].filter((value) => value !== undefined).length;
  if (given === 0) return undefined;
  if (given !== 3 || !domain || !selector || !file)
    throw invalid('DKIM_DOMAIN, DKIM_SELECTOR y DKIM_PRIVATE_KEY_FILE van juntos');
  if (!DOMAIN.test(domain)) throw invalid(`DKIM_DOMAIN debe ser un dominio (motorplaza.pe), no «${domain}»`);
  if (!SELECTOR.test(selector))
    throw invalid(`DKIM_SELECTOR debe ser una etiqueta DNS (mail2026), no «${selector}»`);
  let privateKey: string;
  try {
    privateKey = readFileSync(file, 'utf8');
  } catch {
    throw invalid(`DKIM_PRIVATE_KEY_FILE: no se puede leer el archivo ${file}`);
  }
  let bits: number | undefined;
  try {
    const key = createPrivateKey(privateKey);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    bits = key.asymmetricKeyDetails?.modulusLength;
  } catch {
    throw invalid(`DKIM_PRIVATE_KEY_FILE: ${file} no contiene una clave privada RSA en formato PEM`);
  }
  if (bits === undefined || bits < MIN_BITS)
    throw invalid(`DKIM_PRIVATE_KEY_FILE: la clave RSA debe tener al menos ${MIN_BITS} bits (mejor 2048)`);
  return { domainName: domain.toLowerCase(), keySelector: selector, privateKey };
}
