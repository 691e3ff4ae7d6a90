import type { SessionUser } from '@motorplaza/domain/access/session-user';
import {
  INTERESTED_MESSAGES,
  type Interested,
  type interestedCloseSchema,
  type interestedSaleAnswerSchema,
} from '@motorplaza/domain/leads/interested.schema';
import { leadFacts } from '@motorplaza/domain/leads/lead-facts';
import { LEAD_LOSS_REASON_LABELS } from '@motorplaza/domain/leads/lead-pipeline';
import { sellsDirectly } from '@motorplaza/domain/leads/lead-sale-rules';
import { isOpenLead, leadState } from '@motorplaza/domain/leads/lead-state';
import { changesStatus } from '@motorplaza/domain/vehicles/vehicle-rights';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict } from '../../lib/http-error';
import type { CatalogService } from '../catalog/catalog.service';
import { staffActor } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import type { CarBookings, SaleBy } from '../vehicles/car-sales';
import { findVehicle } from '../vehicles/vehicle.repository';
import { insertLeadEvent, type LeadRow, updateLead } from './interested.repository';
import { changeLead } from './lead-change';
import { writeLeadWithMovement } from './lead-movement';
import { attentionOnSale, sellVehicle } from './lead-sale';

type CloseBody = z.output<typeof interestedCloseSchema>;
type AnswerBody = z.output<typeof interestedSaleAnswerSchema>;

/** The car a lead's sale sells: still in the inventory and not sold (else 400 or 409). */
async function saleVehicleOf(tx: DbOrTx, row: LeadRow): Promise<number> {
  const vehicle = row.idAuto === null ? undefined : await findVehicle(tx, row.idAuto);
  if (!vehicle || vehicle.archivadoEn) throw badRequest({}, INTERESTED_MESSAGES.noVehicle);
  if (!changesStatus(vehicle.estadoDes, 'VENDIDO')) throw conflict(INTERESTED_MESSAGES.vehicleSold);
  return vehicle.idAuto;
}

/** A lead closed as lost with a reason a person chose. */
async function closeAsLost(tx: DbOrTx, row: LeadRow, body: CloseBody, by: SaleBy) {
  const motivo = body.motivoPerdida ?? 'OTRO';
  const label = `Perdido: ${LEAD_LOSS_REASON_LABELS[motivo]}`;
  const movement = {
    actor: staffActor(by.user),
    idInteresado: row.idInteresado,
    codigo: 'interested.close',
    accion: `Cerró (${label.toLowerCase()}) al cliente interesado`,
    context: by.context,
  } as const;
  await writeLeadWithMovement(tx, movement, async () => {
    await updateLead(tx, row, { resultado: 'PERDIDO', motivoPerdida: motivo, fechaCierre: by.now });
    await insertLeadEvent(tx, {
      idInteresado: row.idInteresado,
      tipo: 'CERRADO',
      nota: body.nota ? `${label}. ${body.nota}` : label,
      idUsuario: by.user.sub,
      fecha: by.now,
    });
  });
}

/** An asesor's 'Vendido': the lead waits for a manager's confirmation; the car does not change yet. */
async function requestSale(tx: DbOrTx, row: LeadRow, nota: string | null, by: SaleBy) {
  await saleVehicleOf(tx, row);
  const movement = {
    actor: staffActor(by.user),
    idInteresado: row.idInteresado,
    codigo: 'interested.sale',
    accion: 'Registró una venta por confirmar del cliente interesado',
    context: by.context,
  } as const;
  await writeLeadWithMovement(tx, movement, async () => {
    await updateLead(tx, row, { ...attentionOnSale(row, by.user, by.now), resultado: 'POR_CONFIRMAR' });
    await insertLeadEvent(tx, {
      idInteresado: row.idInteresado,
      tipo: 'VENTA_POR_CONFIRMAR',
      nota,
      idUsuario: by.user.sub,
      fecha: by.now,
    });
  });
}

function awaitingSale(row: LeadRow): void {
  if (leadState(leadFacts(row)) !== 'VENTA_POR_CONFIRMAR') throw conflict(INTERESTED_MESSAGES.noSaleToAnswer);
}

export type LeadSaleService = ReturnType<typeof createLeadSaleService>;

/**
 * Closing a lead and the sale that may follow (docs/decisions/0040-lead-sale-flow.md). Every write is
 * one transaction with its timeline, its movements and, for a sale, the car's.
 */
export function createLeadSaleService(
  db: Db,
  catalog: CatalogService,
  wakeMail: () => void,
  bookings: CarBookings,
) {
  /** After a committed sale: the public catalogue drops the car and the asesores' notices leave. */
  function sold(): void {
    catalog.invalidate();
    wakeMail();
  }

  return {
    async close(
      idInteresado: number,
      body: CloseBody,
      user: SessionUser,
      context: RequestContext,
    ): Promise<{ interesado: Interested; message: string }> {
      const by = { user, context, now: new Date() };
      const direct = body.resultado === 'VENDIDO' && sellsDirectly(user.rol);
      const interesado = await changeLead(db, idInteresado, body.version, user, async (tx, row) => {
        const facts = leadFacts(row);
        if (!isOpenLead(facts)) throw conflict(INTERESTED_MESSAGES.alreadyClosed);
        if (leadState(facts) === 'VENTA_POR_CONFIRMAR') throw conflict(INTERESTED_MESSAGES.saleAwaiting);
        const nota = body.nota || null;
        if (body.resultado === 'PERDIDO') await closeAsLost(tx, row, body, by);
        else if (direct) await sellVehicle(tx, await saleVehicleOf(tx, row), row, { ...by, nota }, bookings);
        else await requestSale(tx, row, nota, by);
      });
      if (direct) sold();
      const message =
        body.resultado === 'PERDIDO'
          ? INTERESTED_MESSAGES.closed
          : direct
            ? INTERESTED_MESSAGES.saleConfirmed
            : INTERESTED_MESSAGES.saleRequested;
      return { interesado, message };
    },

    /** A manager's one click: the asesor's sale sells the car. */
    async confirmSale(
      idInteresado: number,
      body: AnswerBody,
      user: SessionUser,
      context: RequestContext,
    ): Promise<Interested> {
      const by = { user, context, now: new Date(), nota: body.nota || null };
      const interesado = await changeLead(db, idInteresado, body.version, user, async (tx, row) => {
        awaitingSale(row);
        await sellVehicle(tx, await saleVehicleOf(tx, row), row, by, bookings);
      });
      sold();
      return interesado;
    },

    /** A manager sends the asesor's sale back: the lead is followed up again, the car stays. */
    async rejectSale(
      idInteresado: number,
      body: AnswerBody,
      user: SessionUser,
      context: RequestContext,
    ): Promise<Interested> {
      return changeLead(db, idInteresado, body.version, user, async (tx, row) => {
        awaitingSale(row);
        const movement = {
          actor: staffActor(user),
          idInteresado: row.idInteresado,
          codigo: 'interested.sale',
          accion: 'Rechazó la venta por confirmar del cliente interesado',
          context,
        } as const;
        await writeLeadWithMovement(tx, movement, async () => {
          await updateLead(tx, row, { resultado: null });
          await insertLeadEvent(tx, {
            idInteresado: row.idInteresado,
            tipo: 'VENTA_RECHAZADA',
            nota: body.nota || null,
            idUsuario: user.sub,
          });
        });
      });
    },
  };
}
