import { canActOnLead, LEAD_OWNERSHIP_MESSAGE } from '@motorplaza/domain/access/lead-ownership';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { Interested } from '@motorplaza/domain/leads/interested.schema';
import { INTERESTED_MESSAGES } from '@motorplaza/domain/leads/interested.schema';
import type { LeadLossReason, LeadOrigin, LeadResult } from '@motorplaza/domain/leads/lead-pipeline';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { changeLocked } from '../../lib/locked-change';
import { findLead, type LeadRow, type LeadView, lockLead } from './interested.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toInterested(view: LeadView): Interested {
  return {
    idInteresado: view.idInteresado,
    nombreCompleto: view.nombreCompleto,
    dni: view.dni,
    correo: view.correo,
    celular: view.celular,
    idAuto: view.idAuto,
    automovil: view.automovil,
    tag: view.tag,
    fechaReg: view.fechaReg.toISOString(),
    fechaCita: iso(view.fechaCita),
    estado: view.estado,
    comentarios: view.comentarios,
    idUsuarioAtencion: view.idUsuarioAtencion,
    nombreUsuarioAtencion: view.nombreUsuarioAtencion,
    fechaAtencion: iso(view.fechaAtencion),
    origen: view.origen as LeadOrigin,
    idUsuarioAsignado: view.idUsuarioAsignado,
    nombreUsuarioAsignado: view.nombreUsuarioAsignado,
    fechaPrimeraRespuesta: iso(view.fechaPrimeraRespuesta),
    resultado: view.resultado as LeadResult | null,
    motivoPerdida: view.motivoPerdida as LeadLossReason | null,
    fechaCierre: iso(view.fechaCierre),
    consentimientoMarketing: view.consentimientoMarketing,
    version: view.version,
  };
}

/**
 * One write of a lead: locks it, checks that the user may act on it (a manager, or the asesor it is
 * assigned to: 403 otherwise, issue 23) and the version the client read (409 when another user moved
 * it on), writes, and answers the lead as now stored.
 */
export function changeLead(
  db: Db,
  idInteresado: number,
  version: number,
  user: Pick<SessionUser, 'sub' | 'rol'>,
  write: (tx: DbOrTx, row: LeadRow) => Promise<void>,
): Promise<Interested> {
  return changeLocked(db, {
    lock: (tx) => lockLead(tx, idInteresado),
    version,
    messages: INTERESTED_MESSAGES,
    mayAct: (row) => {
      if (!canActOnLead(user, row)) throw new HttpError(403, LEAD_OWNERSHIP_MESSAGE);
    },
    write,
    answer: async () => {
      const view = await findLead(db, idInteresado);
      if (!view) throw notFound(INTERESTED_MESSAGES.notFound);
      return toInterested(view);
    },
  });
}
