import { offerInspectionLabel } from '@motorplaza/domain/offers/sell-offer-export';
import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import { formatKm, formatUsd } from '@motorplaza/domain/shared/format';
import { inertLinks } from '@motorplaza/domain/shared/inert-links';
import type { OutgoingMail } from '../../mail/enqueue-mail';
import type { SellOfferRow } from './sell-offer.repository';

/** What the team's notice reads of an offer: its stored row (decision 0027). */
type OfferForTeam = Omit<SellOfferRow, 'sedeInspeccion' | 'fechaInspeccion'> & {
  sedeInspeccion: InspectionSite | null;
  fechaInspeccion: Date | null;
};

const adminLink = (publicUrl: string, codigo: string) =>
  `${publicUrl.replace(/\/+$/, '')}/admin/ofertas?q=${encodeURIComponent(codigo)}`;

/**
 * The team's notice of a new offer (decision 0027): sent to the company address of the site settings,
 * with what staff need to call the seller back; the photos stay in the back-office.
 */
export function newOfferMail(
  offer: OfferForTeam,
  input: { id: number; codigo: string; to: string; photos: number; publicUrl: string },
): OutgoingMail {
  // What the seller typed reads as typed, but no mail client makes a link of it (decision 0055).
  const typed = inertLinks;
  const car = `${typed(offer.marca)} ${typed(offer.modelo)} ${offer.anio}`;
  const inspection = offerInspectionLabel({
    sedeInspeccion: offer.sedeInspeccion,
    fechaInspeccion: offer.fechaInspeccion?.toISOString() ?? null,
  });
  const lines = [
    `Nueva oferta de auto ${input.codigo} desde «Vende tu auto».`,
    '',
    `Auto: ${car}${offer.versionModelo ? ` ${typed(offer.versionModelo)}` : ''}`,
    `Placa: ${offer.placa ?? 'no indicada'}`,
    `Kilometraje: ${formatKm(offer.kilometraje)}`,
    `Transmisión: ${offer.transmision} · Combustible: ${offer.combustible} · Color: ${offer.color}`,
    `Dueños: ${offer.numeroDuenos} · Accidentes: ${offer.tieneAccidentes ? `sí (${typed(offer.notaAccidentes ?? '')})` : 'no'} · Deudas o gravámenes: ${offer.tieneDeudas ? `sí (${typed(offer.notaDeudas ?? '')})` : 'no'}`,
    `Precio esperado: ${offer.precioEsperado === null ? 'no indicado' : formatUsd(offer.precioEsperado)}`,
    `Inspección: ${inspection ?? 'sin horario'}`,
    `Fotos: ${input.photos}`,
    '',
    `Vendedor: ${typed(offer.nombreCompleto)} · DNI ${offer.dni}`,
    `Celular: ${offer.celular} · Correo: ${offer.correo}`,
    ...(offer.comentarios ? ['', `Comentario: ${typed(offer.comentarios)}`] : []),
    '',
    `Ver la oferta: ${adminLink(input.publicUrl, input.codigo)}`,
  ];
  return {
    to: input.to,
    // "Responder" reaches the seller (issue 22).
    replyTo: offer.correo.toLowerCase(),
    subject: `Nueva oferta de auto ${input.codigo}: ${car}`,
    text: lines.join('\n'),
    reference: { kind: 'sell_offer', id: input.id },
  };
}

/** What the seller changed from the look-up page (decision 0043). */
export type SellerChange =
  | { kind: 'reschedule'; before: string; after: string }
  | { kind: 'cancel'; inspection: string | null; motivo: string | null };

/** The team's notice of a seller's change; "Responder" reaches the seller. */
export function sellerChangeMail(input: {
  id: number;
  codigo: string;
  car: string;
  seller: { nombreCompleto: string; dni: string | null; celular: string; correo: string };
  change: SellerChange;
  to: string;
  publicUrl: string;
}): OutgoingMail {
  const { seller, change } = input;
  const what =
    change.kind === 'reschedule'
      ? [
          `El vendedor cambió la inspección de la oferta ${input.codigo}.`,
          '',
          `Antes: ${change.before}`,
          `Ahora: ${change.after}`,
        ]
      : [
          `El vendedor canceló la oferta ${input.codigo}; su horario de inspección quedó libre.`,
          '',
          `Inspección que tenía: ${change.inspection ?? 'sin horario'}`,
          `Motivo: ${change.motivo ?? 'no indicado'}`,
        ];
  return {
    to: input.to,
    replyTo: seller.correo,
    subject:
      change.kind === 'reschedule'
        ? `Oferta ${input.codigo}: el vendedor cambió la inspección`
        : `Oferta ${input.codigo}: el vendedor la canceló`,
    text: [
      ...what,
      '',
      `Auto: ${input.car}`,
      `Vendedor: ${seller.nombreCompleto}${seller.dni ? ` · DNI ${seller.dni}` : ''}`,
      `Celular: ${seller.celular} · Correo: ${seller.correo}`,
      '',
      `Ver la oferta: ${adminLink(input.publicUrl, input.codigo)}`,
    ].join('\n'),
    reference: { kind: 'sell_offer', id: input.id },
  };
}
