import { describe, expect, it } from 'vitest';
import { shareText, vehiclePageUrl, whatsappShareUrl } from './share-text';
import { vehicle } from './testing/vehicle-fixtures';

describe('card share (spec 000 §2)', () => {
  const car = vehicle({ idAuto: 42, marca: 'Mazda', modelo: 'CX-5', color: 'Rojo', tag: '#MP0042' });

  it('holds brand, model, colour, the tag without its first character and the absolute link', () => {
    expect(shareText(car, 'https://motorplaza.pe')).toBe(
      'Mira este auto en MotorPlaza: Mazda CX-5, color Rojo, código MP0042. https://motorplaza.pe/info-auto/42',
    );
  });

  it('leaves out a missing colour or tag', () => {
    expect(shareText({ ...car, color: null, tag: null }, 'https://motorplaza.pe/')).toBe(
      'Mira este auto en MotorPlaza: Mazda CX-5. https://motorplaza.pe/info-auto/42',
    );
  });

  it('opens WhatsApp with the text encoded', () => {
    const url = new URL(whatsappShareUrl(car, 'https://motorplaza.pe'));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(shareText(car, 'https://motorplaza.pe'));
  });

  it('builds the vehicle page address without a double slash', () => {
    expect(vehiclePageUrl('http://127.0.0.1:3199/', 7)).toBe('http://127.0.0.1:3199/info-auto/7');
  });
});
