import { describe, expect, it } from 'vitest';
import { canActOnLead } from './lead-ownership';

describe('canActOnLead', () => {
  it.each([
    ['ADMIN', 1, null, true],
    ['ADMIN', 1, 2, true],
    ['EJECUTIVO', 1, 2, true],
    ['ASESOR1', 1, 1, true],
    ['ASESOR2', 1, 1, true],
    ['ASESOR1', 1, 2, false],
    ['ASESOR2', 1, 2, false],
    ['ASESOR1', 1, null, false],
  ] as const)('%s #%d on a lead of %s → %s', (rol, sub, assigned, allowed) => {
    expect(canActOnLead({ sub, rol }, { idUsuarioAsignado: assigned })).toBe(allowed);
  });
});
