import { describe, expect, it } from 'vitest';
import { leadWhatsAppUrl } from './whatsapp-link';

describe('leadWhatsAppUrl', () => {
  it("opens wa.me with Peru's code and a greeting that names the car", () => {
    const url = new URL(
      leadWhatsAppUrl({
        celular: '987654321',
        nombreCompleto: 'Lucía Torres Ríos',
        automovil: 'Kia Rio 2022',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://wa.me/51987654321');
    expect(url.searchParams.get('text')).toBe(
      'Hola Lucía, te escribimos de MotorPlaza por tu interés en el Kia Rio 2022. ¿Cuándo podemos conversar?',
    );
  });
});
