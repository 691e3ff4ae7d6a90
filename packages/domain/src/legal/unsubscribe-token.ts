/**
 * The token of the unsubscribe link in marketing e-mails (docs/decisions/0029): the recipient's
 * e-mail, lower-cased, in base64url, a dot, and the server's HMAC-SHA256 signature of it in base64url.
 * No expiry: a link in an old e-mail keeps working. Only the API can sign or verify it (the secret
 * stays on the server); both sides can read the shape, so the page can show whose link it is.
 */

/** The page the link opens; it asks for one click to confirm. */
export const UNSUBSCRIBE_PATH = '/baja-de-publicidad';

/** An e-mail of 150 characters is 200 in base64url; the signature is 43. */
export const UNSUBSCRIBE_TOKEN_MAX = 300;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The e-mail as the token carries it: trimmed and lower-cased, so any spelling gives one token. */
export function normalizeEmail(correo: string): string {
  return correo.trim().toLowerCase();
}

export function encodeTokenEmail(correo: string): string {
  return toBase64Url(new TextEncoder().encode(normalizeEmail(correo)));
}

export interface UnsubscribeTokenParts {
  /** The e-mail as signed (lower-cased). */
  readonly correo: string;
  /** The signature in base64url, for the server to compare. */
  readonly signature: string;
}

/** The parts of a well-formed token, or null; says nothing about whether the signature is right. */
export function parseUnsubscribeToken(token: string): UnsubscribeTokenParts | null {
  if (token.length > UNSUBSCRIBE_TOKEN_MAX) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || !BASE64URL.test(signature)) return null;
  const bytes = fromBase64Url(payload);
  if (!bytes) return null;
  let correo: string;
  try {
    correo = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (correo !== normalizeEmail(correo) || !/^[^\s@]+@[^\s@]+$/.test(correo)) return null;
  return { correo, signature };
}

/** 'lucia.fernandez@correo.pe' → 'l•••@correo.pe': enough for its owner to recognise it. */
export function maskEmail(correo: string): string {
  const at = correo.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${correo.slice(0, 1)}•••${correo.slice(at)}`;
}
