import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  encodeTokenEmail,
  normalizeEmail,
  parseUnsubscribeToken,
  UNSUBSCRIBE_PATH,
} from '@motorplaza/domain/legal/unsubscribe-token';

/** The signed, expiry-free links of marketing e-mails (docs/decisions/0029). */
export interface UnsubscribeLinks {
  token(correo: string): string;
  /** The page that confirms the withdrawal in one click: `${PUBLIC_URL}/baja-de-publicidad?token=…`. */
  url(correo: string): string;
  /** The (lower-cased) e-mail of a token this server signed; null for anything else. */
  verify(token: string): string | null;
}

// The label keeps these signatures apart from any other use of the same key.
const PURPOSE = 'motorplaza:baja-publicidad:v1:';

export function createUnsubscribeLinks(secret: Uint8Array, publicUrl: string): UnsubscribeLinks {
  const sign = (correo: string) =>
    createHmac('sha256', secret).update(`${PURPOSE}${correo}`).digest('base64url');
  const token = (correo: string) => `${encodeTokenEmail(correo)}.${sign(normalizeEmail(correo))}`;
  return {
    token,
    url: (correo) => `${publicUrl}${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token: token(correo) })}`,
    verify(value) {
      const parts = parseUnsubscribeToken(value);
      if (!parts) return null;
      const expected = Buffer.from(sign(parts.correo));
      const given = Buffer.from(parts.signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? parts.correo : null;
    },
  };
}
