import type { Interested } from '@motorplaza/domain/leads/interested.schema';

/** wa.me with Peru's country code and a greeting that names the car (decision 0023). */
export function leadWhatsAppUrl(lead: Pick<Interested, 'celular' | 'nombreCompleto' | 'automovil'>): string {
  const firstName = lead.nombreCompleto.split(/\s+/)[0] ?? '';
  const text = `Hola ${firstName}, te escribimos de MotorPlaza por tu interés en el ${lead.automovil}. ¿Cuándo podemos conversar?`;
  return `https://wa.me/51${lead.celular}?text=${encodeURIComponent(text)}`;
}
