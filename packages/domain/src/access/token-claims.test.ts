import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from './roles';
import { accessClaimsSchema, isAccessClaims, readUnverifiedClaims } from './token-claims';

const VALID = { sub: '3', nombre: 'Núñez', rol: 'ADMIN', foto: null, permisos: [], exp: 1 };

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
    ['a missing foto', { sub: '3', nombre: 'N', rol: 'ADMIN', permisos: [], exp: 1 }],
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
    const field = fc.constantFrom('sub', 'nombre', 'rol', 'foto', 'permisos', 'exp');
    const claims = fc.record({
      sub: fc.oneof(fc.stringMatching(/^\d{1,6}$/), fc.string()),
      nombre: fc.string(),
      rol: fc.oneof(fc.constantFrom(...ROLES), fc.string()),
      foto: fc.option(fc.string()),
      permisos: fc.array(fc.string()),
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
