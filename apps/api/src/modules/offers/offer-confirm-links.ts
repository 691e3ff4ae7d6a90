import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONFIRM_PATH, CONFIRM_TOKEN_PATTERN } from '@motorplaza/domain/offers/offer-confirm.schema';

/**
 * The confirmation link of a public offer (issue 23): `<id>.<HMAC-SHA256 of a purpose label and the
 * id>`. The key is the links' secret the unsubscribe links use (decision 0029); the label keeps the
 * two kinds of signature apart. The link carries no expiry: the offer's `retenido_hasta` decides.
 */
export interface OfferConfirmLinks {
  url(id: number): string;
  token(id: number): string;
  /** The offer id of a token this server signed; null for anything else. */
  verify(token: string): number | null;
}

const PURPOSE = 'motorplaza:confirmar-oferta:v1:';

export function createOfferConfirmLinks(secret: Uint8Array, publicUrl: string): OfferConfirmLinks {
  const sign = (id: number) => createHmac('sha256', secret).update(`${PURPOSE}${id}`).digest('base64url');
  const token = (id: number) => `${id}.${sign(id)}`;
  return {
    token,
    url: (id) =>
      `${publicUrl.replace(/\/+$/, '')}${CONFIRM_PATH}?${new URLSearchParams({ token: token(id) })}`,
    verify(value) {
      if (!CONFIRM_TOKEN_PATTERN.test(value)) return null;
      const [idText = '', signature = ''] = value.split('.');
      const id = Number(idText);
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
