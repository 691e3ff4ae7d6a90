import { type ConsentTexts, consentText } from '@motorplaza/domain/legal/consent';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interesado } from '../../db/schema/index';
import { recordConsent } from '../consent/consent.repository';
import type { MovementActor } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import { insertLead, insertLeadEvent, type LeadRow, nextAsesorInTurn } from './interested.repository';
import { recordLeadMovement } from './lead-movement';

/**
 * How a lead comes in, whatever brought it: the 'Estoy interesado' form, staff entering a call, or a
 * buyer's tool of issue 26 (a test drive). Each writes its consent and its timeline in the caller's
 * transaction.
 */

/**
 * The proof of the lead's consent (decision 0029): the boxes' texts as shown. A staff member's entry
 * records the consent the client gave by voice, without an address (the movement names who entered it).
 */
export function leadConsent(
  tx: DbOrTx,
  idInteresado: number,
  values: { correo: string; dni: string; consentimientoMarketing: boolean },
  shown: { texts: ConsentTexts; ip: string | null },
) {
  return recordConsent(tx, {
    formulario: 'INTERES',
    referenciaTipo: 'interesado',
    referenciaId: idInteresado,
    correo: values.correo,
    documento: values.dni,
    aceptaPrivacidad: true,
    aceptaMarketing: values.consentimientoMarketing,
    ip: shown.ip,
    texto: consentText(values.consentimientoMarketing, shown.texts),
  });
}

/**
 * Inserts a lead with its CREADO event and, when an asesor is given or found in turn, its ASIGNADO
 * event; the interested.create movement goes in the same transaction.
 */
export async function insertWithTimeline(
  tx: DbOrTx,
  values: Parameters<typeof insertLead>[1],
  actor: MovementActor,
  context: RequestContext,
): Promise<number> {
  const asesor = values.idUsuarioAsignado ?? (await nextAsesorInTurn(tx));
  const idInteresado = await insertLead(tx, { ...values, idUsuarioAsignado: asesor });
  const fecha = new Date();
  await insertLeadEvent(tx, { idInteresado, tipo: 'CREADO', idUsuario: actor.idUsuario, fecha });
  if (asesor !== null) {
    await insertLeadEvent(tx, { idInteresado, tipo: 'ASIGNADO', idUsuarioDestino: asesor, fecha });
  }
  await recordLeadMovement(tx, {
    actor,
    idInteresado,
    before: null,
    codigo: 'interested.create',
    accion: 'Registró al cliente interesado',
    context,
  });
  return idInteresado;
}

/** The newest open lead (not closed, no sale awaiting confirmation) of one DNI for one car, locked. */
export async function lockOpenLeadOf(tx: DbOrTx, dni: string, idAuto: number): Promise<LeadRow | undefined> {
  const [row] = await tx
    .select()
    .from(interesado)
    .where(and(eq(interesado.dni, dni), eq(interesado.idAuto, idAuto), isNull(interesado.resultado)))
    .orderBy(desc(interesado.fechaReg))
    .limit(1)
    .for('update');
  return row;
}
