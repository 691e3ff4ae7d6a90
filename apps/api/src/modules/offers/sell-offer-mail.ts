import type { SellOffer } from '@motorplaza/domain/offers/sell-offer.schema';
import { offerInspectionLabel } from '@motorplaza/domain/offers/sell-offer-export';
import { formatKm, formatUsd } from '@motorplaza/domain/shared/format';
import type { OutgoingMail } from '../../mail/enqueue-mail';

/**
 * The team's notice of a new offer (decision 0027): sent to the company address of the site settings,
 * with what staff need to call the seller back; the photos stay in the back-office.
 */
export function newOfferMail(
  offer: SellOffer,
  input: { id: number; codigo: string; to: string; photos: number; publicUrl: string },
): OutgoingMail {
  const car = `${offer.marca} ${offer.modelo} ${offer.anio}`;
  const inspection = offerInspectionLabel({
    sedeInspeccion: offer.sedeInspeccion,
    fechaInspeccion: offer.fechaInspeccion,
  });
  const lines = [
    `Nueva oferta de auto ${input.codigo} desde «Vende tu auto».`,
    '',
    `Auto: ${car}${offer.versionModelo ? ` ${offer.versionModelo}` : ''}`,
    `Placa: ${offer.placa}`,
    `Kilometraje: ${formatKm(offer.kilometraje)}`,
    `Transmisión: ${offer.transmision} · Combustible: ${offer.combustible} · Color: ${offer.color}`,
    `Dueños: ${offer.numeroDuenos} · Accidentes: ${offer.tieneAccidentes ? `sí (${offer.notaAccidentes})` : 'no'} · Deudas o gravámenes: ${offer.tieneDeudas ? `sí (${offer.notaDeudas})` : 'no'}`,
    `Precio esperado: ${offer.precioEsperado === null ? 'no indicado' : formatUsd(offer.precioEsperado)}`,
    `Inspección: ${inspection ?? 'sin horario'}`,
    `Fotos: ${input.photos}`,
    '',
    `Vendedor: ${offer.nombreCompleto} · DNI ${offer.dni}`,
    `Celular: ${offer.celular} · Correo: ${offer.correo}`,
    ...(offer.comentarios ? ['', `Comentario: ${offer.comentarios}`] : []),
    '',
    `Ver la oferta: ${input.publicUrl.replace(/\/+$/, '')}/admin/ofertas?q=${encodeURIComponent(input.codigo)}`,
  ];
  return {
    to: input.to,
    subject: `Nueva oferta de auto ${input.codigo}: ${car}`,
    text: lines.join('\n'),
    reference: { kind: 'sell_offer', id: input.id },
  };
}
