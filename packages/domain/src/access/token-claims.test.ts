import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from './roles';
import { accessClaimsSchema, isAccessClaims, readUnverifiedClaims } from './token-claims';

const VALID = {
  sub: '3',
  nombre: 'Núñez',
  rol: 'ADMIN',
  foto: null,
  permisos: [],
  sid: '0b5a3c1e-2f4d-4a6b-8c9d-0e1f2a3b4c5d',
  sv: 0,
  debeCambiarContrasena: false,
  exp: 1,
};

const agrees = (value: unknown) => isAccessClaims(value) === accessClaimsSchema.safeParse(value).success;

describe('isAccessClaims agrees with accessClaimsSchema', () => {
  it.each([
    ['the minimal valid claims', VALID],
    ['a photo and permissions', { ...VALID, foto: 'a.webp', permisos: ['autos:ver', 'x'] }],
    ['extra claims (iat, jti)', { ...VALID, iat: 1, jti: 'abc' }],
    ['every role', { ...VALID, rol: 'ASESOR2' }],
    ['a large, negative or fractional exp', { ...VALID, exp: -1.5 }],
  ])('accepts %s', (_, value) => {
    expect(isAccessClaims(value)).toBe(true);
    expect(accessClaimsSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'claims'],
    ['an array', [VALID]],
    ['an array carrying the claims', Object.assign([], VALID)],
    ['a sub that is not digits', { ...VALID, sub: 'x3' }],
    ['an empty sub', { ...VALID, sub: '' }],
    ['a numeric sub', { ...VALID, sub: 3 }],
    ['a missing nombre', { ...VALID, nombre: undefined }],
    ['an unknown role', { ...VALID, rol: 'admin' }],
    ['a missing foto', { ...VALID, foto: undefined }],
    ['a missing session id', { ...VALID, sid: undefined }],
    ['an empty session id', { ...VALID, sid: '' }],
    ['a session id that is not a UUID', { ...VALID, sid: 'x' }],
    ['an upper-case session id', { ...VALID, sid: VALID.sid.toUpperCase() }],
    ['a fractional session version', { ...VALID, sv: 1.5 }],
    ['an unsafe session version', { ...VALID, sv: 2 ** 60 }],
    ['a string forced-change flag', { ...VALID, debeCambiarContrasena: 'true' }],
    ['a numeric foto', { ...VALID, foto: 1 }],
    ['permissions that are not strings', { ...VALID, permisos: ['a', 2] }],
    ['permissions as an object', { ...VALID, permisos: {} }],
    ['a string exp', { ...VALID, exp: '1' }],
    ['an infinite exp', { ...VALID, exp: Number.POSITIVE_INFINITY }],
    ['a NaN exp', { ...VALID, exp: Number.NaN }],
  ])('rejects %s', (_, value) => {
    expect(isAccessClaims(value)).toBe(false);
    expect(accessClaimsSchema.safeParse(value).success).toBe(false);
  });

  it('on any value', () => {
    fc.assert(fc.property(fc.anything(), (value) => agrees(value)));
  });

  it('on claims with any one field replaced or removed', () => {
    const field = fc.constantFrom(
      'sub',
      'nombre',
      'rol',
      'foto',
      'permisos',
      'sid',
      'sv',
      'debeCambiarContrasena',
      'exp',
    );
    const claims = fc.record({
      sub: fc.oneof(fc.stringMatching(/^\d{1,6}$/), fc.string()),
      nombre: fc.string(),
      rol: fc.oneof(fc.constantFrom(...ROLES), fc.string()),
      foto: fc.option(fc.string()),
      permisos: fc.array(fc.string()),
      sid: fc.oneof(fc.uuid(), fc.string()),
      sv: fc.oneof(fc.integer(), fc.double()),
      debeCambiarContrasena: fc.oneof(fc.boolean(), fc.anything()),
      exp: fc.double(),
    });
    fc.assert(
      fc.property(claims, field, fc.option(fc.anything()), (value, key, replacement) => {
        const changed: Record<string, unknown> = { ...value };
        if (replacement === null) delete changed[key];
        else changed[key] = replacement;
        return agrees(value) && agrees(changed);
      }),
    );
  });
});

describe('readUnverifiedClaims', () => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it('reads the claims of a token, with accents intact', () => {
    expect(readUnverifiedClaims(`h.${encode(VALID)}.s`)).toEqual(VALID);
  });
  it('keeps only the known claims, as the schema does', () => {
    const token = `h.${encode({ ...VALID, iat: 5 })}.s`;
    expect(readUnverifiedClaims(token)).toEqual(accessClaimsSchema.parse({ ...VALID, iat: 5 }));
  });
  it('answers null for garbage', () => {
    expect(readUnverifiedClaims('nope')).toBeNull();
    expect(readUnverifiedClaims('h.%%%.s')).toBeNull();
    expect(readUnverifiedClaims(`h.${encode({ sub: 'x' })}.s`)).toBeNull();
  });
});
