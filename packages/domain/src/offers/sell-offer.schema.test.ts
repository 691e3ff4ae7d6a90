import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '../shared/money-input';
import { PERU_MESSAGES } from '../shared/peru';
import { SELL_MESSAGES, sellOfferFormSchema, sellOfferRequestSchema } from './sell-offer.schema';
import { canMoveOffer, SELL_OFFER_CODE_PATTERN, sellOfferCode } from './sell-offer-rules';
import { validOffer } from './testing/offer-fixture';

const VALID_OFFER = validOffer('2026-11-23T09:00:00-05:00');

function messagesOf(offer: Record<string, unknown>): Record<string, string> {
  const result = sellOfferRequestSchema.safeParse(offer);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('sellOfferRequestSchema', () => {
  it('accepts a complete offer, normalising the plate and blank notes', () => {
    const offer = sellOfferRequestSchema.parse(VALID_OFFER);
    expect(offer.placa).toBe('A1B-234');
    expect(offer.notaAccidentes).toBeNull();
    expect(offer.notaDeudas).toBeNull();
  });

  it.each([
    ['placa', 'AB-12', SELL_MESSAGES.placa],
    ['placa', 'ABCD-123', SELL_MESSAGES.placa],
    ['marca', '  ', SELL_MESSAGES.marca],
    ['anio', 1949, SELL_MESSAGES.anio],
    ['anio', 2019.5, SELL_MESSAGES.anio],
    ['kilometraje', -1, SELL_MESSAGES.kilometraje],
    ['kilometraje', '60000', SELL_MESSAGES.kilometraje],
    ['transmision', 'CVT', SELL_MESSAGES.transmision],
    ['combustible', 'Nuclear', SELL_MESSAGES.combustible],
    ['color', '', SELL_MESSAGES.color],
    ['numeroDuenos', 0, SELL_MESSAGES.numeroDuenos],
    ['tieneAccidentes', 'no', SELL_MESSAGES.tieneAccidentes],
    ['precioEsperado', 100, MONEY_MESSAGES.min('US$ 500')],
    ['precioEsperado', '12500.50', MONEY_MESSAGES.noCents],
    ['precioEsperado', 1_250_050, MONEY_MESSAGES.max('US$ 1,000,000')],
    ['sedeInspeccion', 'MIRAFLORES', SELL_MESSAGES.sedeInspeccion],
    ['fechaInspeccion', 'mañana', SELL_MESSAGES.fechaInspeccion],
    ['nombreCompleto', 'Al', SELL_MESSAGES.nombreCompleto],
    ['dni', '1234567', PERU_MESSAGES.dni],
    ['celular', '812345678', PERU_MESSAGES.celular],
    ['correo', 'rosa@', PERU_MESSAGES.correo],
    ['consentimientoPrivacidad', false, SELL_MESSAGES.privacidad],
    ['fotos', [], SELL_MESSAGES.fotosMin],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(messagesOf({ ...VALID_OFFER, [field]: value })[field]).toBe(message);
  });

  it('asks for the note of a “sí”', () => {
    const errors = messagesOf({ ...VALID_OFFER, tieneAccidentes: true, tieneDeudas: true });
    expect(errors.notaAccidentes).toBe(SELL_MESSAGES.notaAccidentes);
    expect(errors.notaDeudas).toBe(SELL_MESSAGES.notaDeudas);
  });

  it('takes at most ten photos, one per guided slot', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ archivo: `foto_${i + 1}`, posicion: 'OTRA' }));
    expect(messagesOf({ ...VALID_OFFER, fotos: eleven }).fotos).toBe(SELL_MESSAGES.fotosMax);
    const twice = [
      { archivo: 'foto_1', posicion: 'FRENTE' },
      { archivo: 'foto_2', posicion: 'FRENTE' },
    ];
    expect(messagesOf({ ...VALID_OFFER, fotos: twice }).fotos).toBe(SELL_MESSAGES.fotoRepetida);
  });
});

describe('offer rules', () => {
  it('formats the reference as migration 0005 does', () => {
    expect(sellOfferCode(123, 2026)).toBe('VA-2026-000123');
    expect(SELL_OFFER_CODE_PATTERN.test(sellOfferCode(1_234_567, 2027))).toBe(true);
  });

  it('moves NUEVA → CONTACTADA → COMPRADA / DESCARTADA only', () => {
    expect(canMoveOffer('NUEVA', 'CONTACTADA')).toBe(true);
    expect(canMoveOffer('CONTACTADA', 'COMPRADA')).toBe(true);
    expect(canMoveOffer('CONTACTADA', 'DESCARTADA')).toBe(true);
    expect(canMoveOffer('NUEVA', 'COMPRADA')).toBe(false);
    expect(canMoveOffer('COMPRADA', 'DESCARTADA')).toBe(false);
    expect(canMoveOffer('NUEVA', 'NUEVA')).toBe(false);
  });
});

describe('the condition step on its own', () => {
  it('asks for the note of a “sí” while other steps are still empty', () => {
    const result = sellOfferFormSchema.safeParse({
      tieneAccidentes: true,
      notaAccidentes: '',
      tieneDeudas: false,
    });
    const notes = result.success
      ? []
      : result.error.issues.filter((issue) => issue.path[0] === 'notaAccidentes');
    expect(notes.map((issue) => issue.message)).toEqual([SELL_MESSAGES.notaAccidentes]);
  });
});
