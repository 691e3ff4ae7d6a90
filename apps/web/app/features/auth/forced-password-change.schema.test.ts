import { COMMON_PASSWORDS } from '@motorplaza/domain/auth/common-passwords';
import { PASSWORD_MESSAGES, registerCommonPasswords } from '@motorplaza/domain/auth/password-policy';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORCED_CHANGE_MESSAGES, forcedChangeSchema } from './forced-password-change.schema';

function messages(values: { contrasenaActual: string; contrasenaNueva: string; confirmacion: string }) {
  const result = forcedChangeSchema('Valeria Cambio').safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

// The screen loads the list with the form (lib/use-common-passwords.ts); here it is loaded first.
beforeAll(() => registerCommonPasswords(COMMON_PASSWORDS));

describe('the forced change form (issue 23)', () => {
  it('applies the API password policy and asks for the same password twice', () => {
    expect(messages({ contrasenaActual: '', contrasenaNueva: 'corta', confirmacion: 'otra' })).toEqual({
      contrasenaActual: FORCED_CHANGE_MESSAGES.actual,
      contrasenaNueva: PASSWORD_MESSAGES.min,
      confirmacion: FORCED_CHANGE_MESSAGES.confirmacion,
    });
    expect(
      messages({ contrasenaActual: 'x', contrasenaNueva: 'iloveyou', confirmacion: 'iloveyou' }),
    ).toEqual({
      contrasenaNueva: PASSWORD_MESSAGES.common,
    });
    expect(
      messages({ contrasenaActual: 'x', contrasenaNueva: 'valeria-lima-9', confirmacion: 'valeria-lima-9' }),
    ).toEqual({ contrasenaNueva: PASSWORD_MESSAGES.personal });
    expect(
      messages({
        contrasenaActual: 'x',
        contrasenaNueva: 'Faro-Del-Callao-88',
        confirmacion: 'Faro-Del-Callao-88',
      }),
    ).toEqual({});
  });
});
