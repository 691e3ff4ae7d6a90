import { beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import {
  isCommonPassword,
  PASSWORD_MESSAGES,
  passwordProblem,
  registerCommonPasswords,
  USER_PASSWORD_MIN,
} from './password-policy';

beforeAll(() => registerCommonPasswords(COMMON_PASSWORDS));

const owner = { nombres: 'María José', apellidos: 'De la Peña Quispe', correo: 'mjpena@motorplaza.pe' };

describe('passwordProblem (issue 23, ASVS V6.2)', () => {
  it.each([
    ['seven characters', 'Ab3$efg', PASSWORD_MESSAGES.min],
    ['the old six-character minimum', '123456', PASSWORD_MESSAGES.min],
    ['a common password', 'password', PASSWORD_MESSAGES.common],
    ['a common password in capitals', 'SUNSHINE', PASSWORD_MESSAGES.common],
    ['a common password of digits', '12345678', PASSWORD_MESSAGES.common],
    ['the first name', 'soymaria2026', PASSWORD_MESSAGES.personal],
    ['a surname without its accent', 'penapena-lima', PASSWORD_MESSAGES.personal],
    ['a surname with its accent, in capitals', 'QUISPE-ventas', PASSWORD_MESSAGES.personal],
    ['the e-mail local part', 'xx-mjpena-xx', PASSWORD_MESSAGES.personal],
  ])('refuses %s', (_, password, message) => {
    expect(passwordProblem(password, owner)).toBe(message);
  });

  it.each([
    ['the demo password', 'MotorPlaza2026'],
    ['a passphrase', 'caballo correcto batería grapa'],
    ['eight characters with no composition at all', 'tqzwmvkr'],
    ['short name parts, which are too common to refuse ("de", "la")', 'delalunaverde'],
  ])('accepts %s', (_, password) => {
    expect(passwordProblem(password, owner)).toBeNull();
  });

  it('knows the list only for entries the length rule lets through', () => {
    expect(USER_PASSWORD_MIN).toBe(8);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('MotorPlaza2026')).toBe(false);
  });
});
