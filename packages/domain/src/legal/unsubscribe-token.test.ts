import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORREO_MAX } from '../shared/peru';
import {
  encodeTokenEmail,
  maskEmail,
  parseUnsubscribeToken,
  UNSUBSCRIBE_TOKEN_MAX,
} from './unsubscribe-token';

const SIGNATURE = 'a'.repeat(43);

describe('the unsubscribe token shape', () => {
  it('carries any e-mail of the forms, lower-cased, and gives it back', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((correo) => correo.length <= CORREO_MAX),
        (correo) => {
          const token = `${encodeTokenEmail(correo)}.${SIGNATURE}`;
          expect(token.length).toBeLessThanOrEqual(UNSUBSCRIBE_TOKEN_MAX);
          expect(parseUnsubscribeToken(token)).toEqual({
            correo: correo.toLowerCase(),
            signature: SIGNATURE,
          });
        },
      ),
    );
    expect(encodeTokenEmail(' Ana.Pérez@Correo.PE ')).toBe(encodeTokenEmail('ana.pérez@correo.pe'));
  });

  it.each([
    ['no dot', encodeTokenEmail('ana@correo.pe')],
    ['three parts', `${encodeTokenEmail('ana@correo.pe')}.${SIGNATURE}.x`],
    ['empty signature', `${encodeTokenEmail('ana@correo.pe')}.`],
    ['not base64url', `ana@correo.pe.${SIGNATURE}`],
    ['not an e-mail', `${btoa('hola').replace(/=+$/, '')}.${SIGNATURE}`],
    ['upper case inside', `${btoa('Ana@correo.pe').replace(/=+$/, '')}.${SIGNATURE}`],
    ['not UTF-8', `_w.${SIGNATURE}`],
    ['too long', `${'a'.repeat(UNSUBSCRIBE_TOKEN_MAX)}.${SIGNATURE}`],
  ])('refuses a token with %s', (_label, token) => {
    expect(parseUnsubscribeToken(token)).toBeNull();
  });

  it('masks an e-mail to its first letter and domain', () => {
    expect(maskEmail('lucia.fernandez@correo.pe')).toBe('l•••@correo.pe');
    expect(maskEmail('sin-arroba')).toBe('•••');
  });
});
