import { leadFacts } from '@motorplaza/domain/leads/lead-facts';
import { LEAD_LOSS_REASON_LABELS, type LeadLossReason } from '@motorplaza/domain/leads/lead-pipeline';
import { type LeadState, leadState } from '@motorplaza/domain/leads/lead-state';
import type { MovementCode } from '@motorplaza/domain/movements/movement.schema';
import type { DbOrTx } from '../../db/client';
import { type MovementActor, recordMovement } from '../movements/movement.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import { findLead, findSaleOfLead, type LeadView } from './interested.repository';

/**
 * What the log compares of a lead, as people read it: names, not ids (decision 0045); its state is
 * the one every screen shows (leadState(), decision 0040), a sale's price and date those of the sale
 * record that names the lead as buyer.
 */
export interface LeadSnapshot {
  idInteresado: number;
  nombreCompleto: string;
  automovil: string;
  estado: LeadState;
  usuarioAtencion: string | null;
  asesor: string | null;
  resultado: string | null;
  motivoPerdida: string | null;
  fechaCierre: Date | null;
  precioVenta: number | null;
  fechaVenta: Date | null;
}

const LEAD_FIELDS = [
  'estado',
  'usuarioAtencion',
  'asesor',
  'resultado',
  'motivoPerdida',
  'fechaCierre',
  'precioVenta',
  'fechaVenta',
] as const satisfies readonly (keyof LeadSnapshot)[];

function snapshotOf(view: LeadView, sale: { price: number; changedAt: Date } | undefined): LeadSnapshot {
  return {
    idInteresado: view.idInteresado,
    nombreCompleto: view.nombreCompleto,
    automovil: view.automovil,
    estado: leadState(leadFacts(view)),
    usuarioAtencion: view.nombreUsuarioAtencion,
    asesor: view.nombreUsuarioAsignado,
    resultado: view.resultado,
    motivoPerdida: view.motivoPerdida ? LEAD_LOSS_REASON_LABELS[view.motivoPerdida as LeadLossReason] : null,
    fechaCierre: view.fechaCierre,
    precioVenta: sale?.price ?? null,
    fechaVenta: sale?.changedAt ?? null,
  };
}

/** The lead as it stands in this transaction; read it before a change, to pass to recordLeadMovement. */
export async function leadSnapshot(tx: DbOrTx, idInteresado: number): Promise<LeadSnapshot | null> {
  const view = await findLead(tx, idInteresado);
  if (!view) return null;
  // Only a lead closed as sold can be named by a sale record.
  const sale = view.resultado === 'VENDIDO' ? await findSaleOfLead(tx, idInteresado) : undefined;
  return snapshotOf(view, sale);
}

interface LeadAdded {
  contacto?: string;
  nota?: string | null;
}

export interface LeadMovement {
  actor: MovementActor;
  idInteresado: number;
  /** The lead before the change (`leadSnapshot`), or null when the change created it. */
  before: LeadSnapshot | null;
  codigo: MovementCode;
  /** The sentence, completed with the lead's name and car. */
  accion: string;
  /** What the change added beside the lead's fields: a contact's channel and note, a note. */
  added?: LeadAdded;
  context: RequestContext;
}

/**
 * The movement of one change to a lead, written after the change in its transaction: it reads the
 * lead again and records every field that differs from `before` (before → after), plus `added`.
 */
export async function recordLeadMovement(tx: DbOrTx, movement: LeadMovement): Promise<void> {
  const after = await leadSnapshot(tx, movement.idInteresado);
  if (!after) throw new Error(`lead ${movement.idInteresado} vanished inside its own transaction`);
  const added = movement.added ?? {};
  const objetivo = `${after.nombreCompleto} (${after.automovil})`;
  await recordMovement(tx, {
    actor: movement.actor,
    codigo: movement.codigo,
    accion: `${movement.accion} ${objetivo}`,
    entidad: 'interesado',
    idEntidad: after.idInteresado,
    objetivo,
    cambios: diffRecords<LeadSnapshot & LeadAdded>(movement.before, { ...after, ...added }, [
      ...LEAD_FIELDS,
      'contacto',
      'nota',
    ]),
    context: movement.context,
  });
}

/** `write` changes the lead; its movement records the lead before → after, in the same transaction. */
export async function writeLeadWithMovement(
  tx: DbOrTx,
  movement: Omit<LeadMovement, 'before'>,
  write: () => Promise<void>,
): Promise<void> {
  const before = await leadSnapshot(tx, movement.idInteresado);
  await write();
  await recordLeadMovement(tx, { ...movement, before });
}
