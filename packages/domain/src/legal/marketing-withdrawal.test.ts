import { describe, expect, it } from 'vitest';
import { policyVersionLabel } from './consent-record.schema';
import { withdrawalReach } from './marketing-withdrawal';

describe('withdrawalReach', () => {
  it.each([
    [0, 0, 'Correo no registrado'],
    [1, 0, '1 interesado'],
    [2, 1, '2 interesados · 1 oferta'],
    [0, 3, '3 ofertas'],
  ])('%i leads and %i offers read "%s"', (interesados, ofertas, text) => {
    expect(withdrawalReach(interesados, ofertas)).toBe(text);
  });
});

describe('policyVersionLabel', () => {
  it('shows a dated version as dd/MM/yyyy and anything else as it is', () => {
    expect(policyVersionLabel('2026-11-24')).toBe('24/11/2026');
    expect(policyVersionLabel('v2')).toBe('v2');
  });
});
