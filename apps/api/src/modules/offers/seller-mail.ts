import { buildCalendar, type CalendarMethod } from '@motorplaza/domain/calendar/icalendar';
import { SLOT_MINUTES } from '@motorplaza/domain/offers/inspection-slots';
import {
  INSPECTION_SITE_LABELS,
  type InspectionSite,
  officeOfSite,
} from '@motorplaza/domain/offers/sell-offer-rules';
import { INSPECTION_CHECKLIST } from '@motorplaza/domain/offers/seller-offer.schema';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { inertLinks } from '@motorplaza/domain/shared/inert-links';
import type { MailAttachment, OutgoingMail } from '../../mail/enqueue-mail';
import { offerCar } from './sell-offer.mapper';

/**
 * The seller's e-mails (issue 22; docs/decisions/0043-seller-offer-mail-and-lookup.md): the offer
 * received, the inspection moved and the offer cancelled, each with the inspection as an iCalendar
 * attachment whose UID stays the same, so the seller's calendar updates or removes the one event.
 */

/** The store of the inspection, as the site settings describe it. */
export interface InspectionPlace {
  tienda: string;
  direccion: string;
  mapaUrl: string | null;
}

/** A site's store from the settings' offices; the site's own name when none matches. */
export function placeOf(oficinas: SiteSettings['oficinas'], sede: InspectionSite): InspectionPlace {
  const office = officeOfSite(oficinas, sede);
  if (!office) return { tienda: INSPECTION_SITE_LABELS[sede], direccion: '', mapaUrl: null };
  return {
    tienda: office.nombre,
    direccion: `${office.direccion}, ${office.distrito}`,
    mapaUrl: office.mapaUrl,
  };
}

export interface Inspection {
  inicio: Date;
  place: InspectionPlace;
}

export interface SellerMailInput {
  id: number;
  codigo: string;
  seller: { nombreCompleto: string; correo: string };
  car: string;
  /** The booked inspection; an offer from before slots existed may have none. */
  inspection: Inspection | null;
  /** The offer's version less one: 0 when sent, one more after each change. */
  sequence: number;
  company: { nombreEmpresa: string; correo: string; telefono: string };
  /** The look-up page with the reference filled in. */
  lookupUrl: string;
  now: Date;
}

/** What every seller e-mail needs, from the offer's fields, the settings and the site's address. */
export function sellerMailInput(input: {
  id: number;
  codigo: string;
  seller: { nombreCompleto: string; correo: string; marca: string; modelo: string; anio: number };
  inicio: Date | null;
  sede: InspectionSite | null;
  version: number;
  ajustes: SiteSettings;
  publicUrl: string;
  now: Date;
}): SellerMailInput {
  const { seller, ajustes } = input;
  return {
    id: input.id,
    codigo: input.codigo,
    // What the visitor typed reads as typed, but no mail client makes a link of it (decision 0055):
    // these e-mails go to whatever address the form was given.
    seller: { nombreCompleto: inertLinks(seller.nombreCompleto), correo: seller.correo.toLowerCase() },
    car: offerCar({ ...seller, marca: inertLinks(seller.marca), modelo: inertLinks(seller.modelo) }),
    inspection:
      input.inicio && input.sede
        ? { inicio: input.inicio, place: placeOf(ajustes.oficinas, input.sede) }
        : null,
    sequence: input.version - 1,
    company: { nombreEmpresa: ajustes.nombreEmpresa, correo: ajustes.correo, telefono: ajustes.telefono },
    lookupUrl: lookupUrlOf(input.publicUrl, input.codigo),
    now: input.now,
  };
}

export const SELLER_MAIL_REFERENCE = 'sell_offer-vendedor';

export function lookupUrlOf(publicUrl: string, codigo: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/vende-tu-auto/consulta?codigo=${encodeURIComponent(codigo)}`;
}

/** The appointment's UID: one per offer, on the site's host. */
function uidOf(id: number, lookupUrl: string): string {
  return `oferta-${id}@${new URL(lookupUrl).hostname}`;
}

function calendarAttachment(
  input: SellerMailInput,
  { inicio, place }: Inspection,
  method: Exclude<CalendarMethod, 'PUBLISH'>,
): MailAttachment {
  const where = place.direccion ? `${place.tienda}, ${place.direccion}` : place.tienda;
  const text = buildCalendar({
    method,
    productId: `-//${input.company.nombreEmpresa}//Vende tu auto//ES`,
    event: {
      uid: uidOf(input.id, input.lookupUrl),
      sequence: input.sequence,
      start: inicio,
      end: new Date(inicio.getTime() + SLOT_MINUTES * 60_000),
      stamp: input.now,
      summary: `Inspección de tu auto en ${input.company.nombreEmpresa} (${input.codigo})`,
      location: where,
      description: [
        `Oferta ${input.codigo}: ${input.car}.`,
        `Qué llevar: ${INSPECTION_CHECKLIST.join('; ')}.`,
        `Consulta, cambia o cancela: ${input.lookupUrl}`,
      ].join('\n'),
      organizer: { name: input.company.nombreEmpresa, email: input.company.correo },
      attendee: { name: input.seller.nombreCompleto, email: input.seller.correo },
    },
  });
  return {
    filename: method === 'CANCEL' ? 'inspeccion-cancelada.ics' : 'inspeccion.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(text, 'utf8'),
  };
}

function inspectionLines({ inicio, place }: Inspection): string[] {
  return [
    `Día y hora: ${slotLabel(inicio, { year: true })} (hora de Lima)`,
    `Tienda: ${place.tienda}`,
    ...(place.direccion ? [`Dirección: ${place.direccion}`] : []),
    ...(place.mapaUrl ? [`Mapa: ${place.mapaUrl}`] : []),
  ];
}

/** The received and moved e-mails are about a booked slot: one is always there. */
function booked(input: SellerMailInput): Inspection {
  if (!input.inspection) throw new Error(`offer ${input.id} has no inspection to confirm`);
  return input.inspection;
}

const checklist = () => ['Qué llevar a la inspección:', ...INSPECTION_CHECKLIST.map((item) => `- ${item}`)];

function closing(input: SellerMailInput): string[] {
  return [
    `Para ver tu oferta, cambiar la hora de la inspección o cancelarla, entra a ${input.lookupUrl} con tu código y tu DNI.`,
    '',
    `¿Dudas? Responde este correo o llámanos al ${input.company.telefono}.`,
    input.company.nombreEmpresa,
  ];
}

const hello = (input: SellerMailInput) => `Hola, ${input.seller.nombreCompleto}:`;

/** A booked inspection's e-mail (REQUEST): the intro, the slot, the calendar note, what to bring. */
function bookingMail(
  input: SellerMailInput,
  content: { subject: string; intro: string[]; heading: string; calendarNote: string },
): OutgoingMail {
  const inspection = booked(input);
  return {
    to: input.seller.correo,
    replyTo: input.company.correo,
    subject: content.subject,
    text: [
      hello(input),
      '',
      ...content.intro,
      '',
      content.heading,
      ...inspectionLines(inspection),
      '',
      content.calendarNote,
      '',
      ...checklist(),
      '',
      ...closing(input),
    ].join('\n'),
    attachments: [calendarAttachment(input, inspection, 'REQUEST')],
    reference: { kind: SELLER_MAIL_REFERENCE, id: input.id },
  };
}

const limaTime = (date: Date) =>
  date.toLocaleTimeString('es-PE', {
    timeZone: 'America/Lima',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

/**
 * Sent with a public offer (issue 23): the reference and the slot held for it, and the link that
 * confirms it before the hold ends. No calendar yet: the inspection is booked once confirmed. It says
 * what happens to an offer nobody confirms, for whoever receives it without having sent it.
 */
export function sellerConfirmMail(input: SellerMailInput, link: { url: string; until: Date }): OutgoingMail {
  const inspection = booked(input);
  return {
    to: input.seller.correo,
    replyTo: input.company.correo,
    subject: `Confirma tu oferta ${input.codigo}: tu inspección en ${inspection.place.tienda}`,
    text: [
      hello(input),
      '',
      `Recibimos la oferta de tu ${input.car}. Tu código de referencia es ${input.codigo}.`,
      '',
      `Te guardamos este horario hasta las ${limaTime(link.until)} (hora de Lima):`,
      ...inspectionLines(inspection),
      '',
      'Para confirmar tu oferta y tu inspección, abre este enlace:',
      link.url,
      '',
      'Si no la confirmas a tiempo, liberamos el horario y no atenderemos la oferta.',
      'Si no enviaste esta oferta, ignora este correo: sin confirmación no la atenderemos y borraremos sus fotos en un día.',
      '',
      `¿Dudas? Responde este correo o llámanos al ${input.company.telefono}.`,
      input.company.nombreEmpresa,
    ].join('\n'),
    reference: { kind: SELLER_MAIL_REFERENCE, id: input.id },
  };
}

/** Sent once the seller confirmed: the reference, the booked inspection (REQUEST) and what to bring. */
export function sellerReceivedMail(input: SellerMailInput): OutgoingMail {
  return bookingMail(input, {
    subject: `Confirmaste tu oferta ${input.codigo}: tu inspección en ${booked(input).place.tienda}`,
    intro: [`Confirmaste la oferta de tu ${input.car}. Tu código de referencia es ${input.codigo}.`],
    heading: 'Tu inspección:',
    calendarNote:
      'Adjuntamos la cita para tu calendario (inspeccion.ics). Un asesor te llamará para confirmarla; tras la inspección te damos nuestra oferta.',
  });
}

/** After the seller moved the inspection: the new slot, the same event with a higher SEQUENCE. */
export function sellerMovedMail(input: SellerMailInput, previous: string): OutgoingMail {
  return bookingMail(input, {
    subject: `Cambiamos tu inspección de la oferta ${input.codigo}`,
    intro: [`Cambiamos la inspección de tu ${input.car} (oferta ${input.codigo}).`, `Antes: ${previous}.`],
    heading: 'Tu nueva inspección:',
    calendarNote: 'Adjuntamos la cita actualizada: al abrirla, tu calendario cambia la anterior.',
  });
}

/** After the seller cancelled: the offer is closed and the event is removed (METHOD:CANCEL). */
export function sellerCancelledMail(input: SellerMailInput): OutgoingMail {
  const { inspection } = input;
  const slot = inspection
    ? ` y la inspección del ${slotLabel(inspection.inicio, { year: true })} en ${inspection.place.tienda}`
    : '';
  return {
    to: input.seller.correo,
    replyTo: input.company.correo,
    subject: `Cancelaste tu oferta ${input.codigo}`,
    text: [
      hello(input),
      '',
      `Cancelamos tu oferta ${input.codigo} (${input.car})${slot}.`,
      '',
      ...(inspection ? ['Adjuntamos la cancelación de la cita: al abrirla, tu calendario la quita.'] : []),
      'Si cambias de opinión, envía una oferta nueva cuando quieras o escríbenos.',
      '',
      `¿Dudas? Responde este correo o llámanos al ${input.company.telefono}.`,
      input.company.nombreEmpresa,
    ].join('\n'),
    attachments: inspection ? [calendarAttachment(input, inspection, 'CANCEL')] : [],
    reference: { kind: SELLER_MAIL_REFERENCE, id: input.id },
  };
}
