import { buildCalendar, type CalendarMethod } from '@motorplaza/domain/calendar/icalendar';
import { SLOT_MINUTES } from '@motorplaza/domain/offers/inspection-slots';
import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { inertLinks } from '@motorplaza/domain/shared/inert-links';
import { TEST_DRIVE_CHECKLIST } from '@motorplaza/domain/test-drives/test-drive.schema';
import type { MailAttachment, OutgoingMail } from '../../mail/enqueue-mail';
import { type InspectionPlace, placeOf } from '../offers/seller-mail';
import type { TestDriveRow } from './test-drive.repository';

/**
 * The buyer's e-mails about a test drive (issue 26): booked, moved, cancelled by the buyer, and
 * cancelled because the car is no longer available. Each carries the drive as an iCalendar object
 * whose UID stays the same and whose SEQUENCE is the drive's version less one, so the buyer's calendar
 * updates (REQUEST) or removes (CANCEL) the one event.
 */

export const TEST_DRIVE_MAIL_REFERENCE = 'prueba_manejo';

export function testDriveLookupUrl(publicUrl: string, codigo: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/prueba-de-manejo/consulta?codigo=${encodeURIComponent(codigo)}`;
}

interface DriveMail {
  row: TestDriveRow;
  place: InspectionPlace;
  company: { nombreEmpresa: string; correo: string; telefono: string };
  lookupUrl: string;
  now: Date;
}

/** What every e-mail of a drive needs: the row as it is after the change, the settings and the site. */
export function driveMailInput(
  row: TestDriveRow,
  ajustes: SiteSettings,
  publicUrl: string,
  now: Date,
): DriveMail {
  return {
    row: { ...row, nombreCompleto: inertLinks(row.nombreCompleto), automovil: inertLinks(row.automovil) },
    place: placeOf(ajustes.oficinas, row.sede as InspectionSite),
    company: { nombreEmpresa: ajustes.nombreEmpresa, correo: ajustes.correo, telefono: ajustes.telefono },
    lookupUrl: testDriveLookupUrl(publicUrl, row.codigo),
    now,
  };
}

const whereOf = (place: InspectionPlace) =>
  place.direccion ? `${place.tienda}, ${place.direccion}` : place.tienda;

function calendar(input: DriveMail, method: Exclude<CalendarMethod, 'PUBLISH'>): MailAttachment {
  const { row } = input;
  const text = buildCalendar({
    method,
    productId: `-//${input.company.nombreEmpresa}//Prueba de manejo//ES`,
    event: {
      uid: `prueba-${row.id}@${new URL(input.lookupUrl).hostname}`,
      sequence: row.version - 1,
      start: row.inicio,
      end: new Date(row.inicio.getTime() + SLOT_MINUTES * 60_000),
      stamp: input.now,
      summary: `Prueba de manejo: ${row.automovil} (${row.codigo})`,
      location: whereOf(input.place),
      description: [
        `Prueba de manejo ${row.codigo}: ${row.automovil}.`,
        `Qué llevar: ${TEST_DRIVE_CHECKLIST.join('; ')}.`,
        `Consulta, cambia o cancela: ${input.lookupUrl}`,
      ].join('\n'),
      organizer: { name: input.company.nombreEmpresa, email: input.company.correo },
      attendee: { name: row.nombreCompleto, email: row.correo },
    },
  });
  return {
    filename: method === 'CANCEL' ? 'prueba-de-manejo-cancelada.ics' : 'prueba-de-manejo.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(text, 'utf8'),
  };
}

function slotLines(input: DriveMail): string[] {
  const { place } = input;
  return [
    `Auto: ${input.row.automovil}`,
    `Día y hora: ${slotLabel(input.row.inicio, { year: true })} (hora de Lima)`,
    `Tienda: ${place.tienda}`,
    ...(place.direccion ? [`Dirección: ${place.direccion}`] : []),
    ...(place.mapaUrl ? [`Mapa: ${place.mapaUrl}`] : []),
  ];
}

function closing(input: DriveMail): string[] {
  return [
    `Para ver tu prueba, cambiar el día y la hora o cancelarla, entra a ${input.lookupUrl} con tu código y tu DNI.`,
    '',
    `¿Dudas? Responde este correo o llámanos al ${input.company.telefono}.`,
    input.company.nombreEmpresa,
  ];
}

function mail(input: DriveMail, subject: string, body: string[], method: 'REQUEST' | 'CANCEL'): OutgoingMail {
  return {
    to: input.row.correo.toLowerCase(),
    replyTo: input.company.correo,
    subject,
    text: [`Hola, ${input.row.nombreCompleto}:`, '', ...body].join('\n'),
    attachments: [calendar(input, method)],
    reference: { kind: TEST_DRIVE_MAIL_REFERENCE, id: input.row.id },
  };
}

const bring = () => ['Qué llevar:', ...TEST_DRIVE_CHECKLIST.map((item) => `- ${item}`)];

/** Booked (REQUEST, SEQUENCE 0): the code, the store's address and what to bring. */
export function testDriveBookedMail(input: DriveMail): OutgoingMail {
  const { row } = input;
  return mail(
    input,
    `Tu prueba de manejo ${row.codigo}: ${input.place.tienda}`,
    [
      `Agendamos tu prueba de manejo. Tu código es ${row.codigo}.`,
      '',
      ...slotLines(input),
      '',
      'Adjuntamos la cita para tu calendario (prueba-de-manejo.ics).',
      '',
      ...bring(),
      '',
      ...closing(input),
    ],
    'REQUEST',
  );
}

/** Moved (REQUEST, a higher SEQUENCE): the calendar replaces the earlier event. */
export function testDriveMovedMail(input: DriveMail, previous: string): OutgoingMail {
  return mail(
    input,
    `Cambiamos tu prueba de manejo ${input.row.codigo}`,
    [
      `Cambiamos tu prueba de manejo ${input.row.codigo}. Antes: ${previous}.`,
      '',
      'Tu nueva prueba:',
      ...slotLines(input),
      '',
      'Adjuntamos la cita actualizada: al abrirla, tu calendario cambia la anterior.',
      '',
      ...bring(),
      '',
      ...closing(input),
    ],
    'REQUEST',
  );
}

/** Cancelled (CANCEL): by the buyer, or because the car is no longer available. */
export function testDriveCancelledMail(input: DriveMail, reason: 'buyer' | 'car'): OutgoingMail {
  const { row } = input;
  const when = `${slotLabel(row.inicio, { year: true })} en ${input.place.tienda}`;
  const intro =
    reason === 'car'
      ? [
          `El auto ya no está disponible: ${row.automovil} se vendió o quedó reservado.`,
          `Por eso cancelamos tu prueba de manejo ${row.codigo} del ${when}.`,
          '',
          'Sentimos el cambio. Mira otros autos en nuestro catálogo o escríbenos y te ayudamos a encontrar uno parecido.',
        ]
      : [
          `Cancelamos tu prueba de manejo ${row.codigo} del ${when}.`,
          '',
          'Si cambias de opinión, agenda otra desde la ficha del auto cuando quieras.',
        ];
  return mail(
    input,
    reason === 'car'
      ? `El auto ya no está disponible: cancelamos tu prueba ${row.codigo}`
      : `Cancelaste tu prueba de manejo ${row.codigo}`,
    [
      ...intro,
      '',
      'Adjuntamos la cancelación de la cita: al abrirla, tu calendario la quita.',
      '',
      `¿Dudas? Responde este correo o llámanos al ${input.company.telefono}.`,
      input.company.nombreEmpresa,
    ],
    'CANCEL',
  );
}

/** 'Tienda San Isidro, lunes, 23 de noviembre de 2026 a las 09:00' */
export function driveSlotText(oficinas: SiteSettings['oficinas'], sede: string, inicio: Date): string {
  return `${placeOf(oficinas, sede as InspectionSite).tienda}, ${slotLabel(inicio, { year: true })}`;
}
