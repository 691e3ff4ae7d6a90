import type { OutgoingMail } from '../../mail/enqueue-mail';
import type { LeadRow } from './interested.repository';

/** The outbox reference of an asesor's notice (decision 0025: `referencia_tipo`). */
export const LOST_TO_OTHER_REFERENCE = 'interesado-perdido';

/** Tells an asesor that their lead's car was sold to another client (decision 0040). */
export function lostToOtherMail(
  lead: Pick<LeadRow, 'idInteresado' | 'nombreCompleto' | 'celular'>,
  car: string,
  asesor: { nombres: string; correo: string },
): OutgoingMail {
  return {
    to: asesor.correo,
    subject: `${car} se vendió a otro cliente: ${lead.nombreCompleto} quedó cerrado`,
    text: [
      `Hola, ${asesor.nombres}:`,
      '',
      `El automóvil ${car} se vendió a otro cliente.`,
      `Tu cliente interesado ${lead.nombreCompleto} (celular ${lead.celular}, ID ${lead.idInteresado}) quedó cerrado como perdido, con el motivo «Vendido a otro cliente».`,
      '',
      'Si aún busca un auto, puedes ofrecerle otro del inventario y registrarlo de nuevo en Clientes Interesados.',
    ].join('\n'),
    reference: { kind: LOST_TO_OTHER_REFERENCE, id: lead.idInteresado },
  };
}
