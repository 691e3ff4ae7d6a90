import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ALERT_CONFIRM_PATH,
  ALERT_CONFIRM_TOKEN_PATTERN,
  ALERTS_PATH,
} from '@motorplaza/domain/alerts/alert.schema';
import {
  encodeTokenEmail,
  normalizeEmail,
  parseUnsubscribeToken,
} from '@motorplaza/domain/legal/unsubscribe-token';

/**
 * The signed links of the catalogue alerts (issue 26), keyed with the links' secret of decision 0029
 * under their own purpose labels: the confirmation link names one alert (`<id>.<signature>`); the
 * alerts page and the one-click unsubscribe name an e-mail (the unsubscribe token's shape). No expiry
 * in either: a pending alert's `vence_en` decides, and an old e-mail's links keep working.
 */
export interface AlertLinks {
  confirmToken(id: number): string;
  confirmUrl(id: number): string;
  /** The alert id of a confirmation token this server signed; null for anything else. */
  verifyConfirm(token: string): number | null;
  pageToken(correo: string): string;
  /** `${PUBLIC_URL}/alertas?token=…`: the page to see and delete one's alerts, and the one-click address. */
  pageUrl(correo: string): string;
  /** The (lower-cased) e-mail of a page token this server signed; null for anything else. */
  verifyPage(token: string): string | null;
}

const CONFIRM_PURPOSE = 'motorplaza:confirmar-alerta:v1:';
const PAGE_PURPOSE = 'motorplaza:alertas:v1:';

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createAlertLinks(secret: Uint8Array, publicUrl: string): AlertLinks {
  const base = publicUrl.replace(/\/+$/, '');
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const confirmToken = (id: number) => `${id}.${sign(`${CONFIRM_PURPOSE}${id}`)}`;
  const pageToken = (correo: string) =>
    `${encodeTokenEmail(correo)}.${sign(`${PAGE_PURPOSE}${normalizeEmail(correo)}`)}`;
  return {
    confirmToken,
    confirmUrl: (id) => `${base}${ALERT_CONFIRM_PATH}?${new URLSearchParams({ token: confirmToken(id) })}`,
    verifyConfirm(value) {
      if (!ALERT_CONFIRM_TOKEN_PATTERN.test(value)) return null;
      const [idText = '', signature = ''] = value.split('.');
      const id = Number(idText);
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
      return sameSignature(signature, sign(`${CONFIRM_PURPOSE}${id}`)) ? id : null;
    },
    pageToken,
    pageUrl: (correo) => `${base}${ALERTS_PATH}?${new URLSearchParams({ token: pageToken(correo) })}`,
    verifyPage(value) {
      const parts = parseUnsubscribeToken(value);
      if (!parts) return null;
      return sameSignature(parts.signature, sign(`${PAGE_PURPOSE}${parts.correo}`)) ? parts.correo : null;
    },
  };
}
