import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { buyerClientForm } from '@motorplaza/domain/clients/lead-buyer';
import { leadFacts } from '@motorplaza/domain/leads/lead-facts';
import { LEAD_LOSS_REASON_LABELS } from '@motorplaza/domain/leads/lead-pipeline';
import { LEAD_SALE_TEXTS } from '@motorplaza/domain/leads/lead-sale-rules';
import { isOpenLead } from '@motorplaza/domain/leads/lead-state';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { changesStatus } from '@motorplaza/domain/vehicles/vehicle-rights';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import { findOrCreateClient } from '../clients/client-save.service';
import { staffActor } from '../movements/movement.repository';
import type { CarBookings, CarSales, SaleBy } from '../vehicles/car-sales';
import { type VehicleRow, vehicleLabel } from '../vehicles/vehicle.mapper';
import { findVehicle } from '../vehicles/vehicle.repository';
import { writeStatusChange } from '../vehicles/vehicle-status-change';
import {
  findUserContact,
  insertLeadEvent,
  type LeadChanges,
  type LeadRow,
  lockLead,
  lockLeadsOfCar,
  updateLead,
} from './interested.repository';
import { writeLeadWithMovement } from './lead-movement';
import { lostToOtherMail } from './lead-sale-mail';

const LOST_TO_OTHER = LEAD_LOSS_REASON_LABELS.VENDIDO_A_OTRO;

/** A sale means someone attended the buyer: an unattended lead takes its asesor (or the seller) as such. */
export function attentionOnSale(lead: LeadRow, user: SessionUser, now: Date): LeadChanges {
  if (lead.estado) return {};
  return {
    estado: true,
    idUsuarioAtencion: lead.idUsuarioAtencion ?? lead.idUsuarioAsignado ?? user.sub,
    fechaAtencion: now,
    ...(lead.fechaPrimeraRespuesta ? {} : { fechaPrimeraRespuesta: now }),
  };
}

/** The buyer's lead closed as sold, with its timeline line and its movement. */
async function closeAsSold(tx: DbOrTx, lead: LeadRow, by: SaleBy, nota: string | null): Promise<void> {
  const confirmed = lead.resultado === 'POR_CONFIRMAR';
  const movement = {
    actor: staffActor(by.user),
    idInteresado: lead.idInteresado,
    codigo: confirmed ? 'interested.sale' : 'interested.close',
    accion: confirmed ? 'Confirmó la venta al cliente interesado' : 'Cerró (vendido) al cliente interesado',
    context: by.context,
  } as const;
  await writeLeadWithMovement(tx, movement, async () => {
    await updateLead(tx, lead, {
      ...attentionOnSale(lead, by.user, by.now),
      resultado: 'VENDIDO',
      motivoPerdida: null,
      fechaCierre: by.now,
    });
    await insertLeadEvent(tx, {
      idInteresado: lead.idInteresado,
      tipo: confirmed ? 'VENTA_CONFIRMADA' : 'CERRADO',
      nota: confirmed ? nota : `Vendido${nota ? `. ${nota}` : ''}`,
      idUsuario: by.user.sub,
      fecha: by.now,
    });
  });
}

/** The car's other open leads closed as lost ('Vendido a otro cliente'); each asesor is told. */
async function closeOthersAsLost(tx: DbOrTx, vehicle: VehicleRow, others: readonly LeadRow[], by: SaleBy) {
  const car = vehicleLabel(vehicle);
  for (const lead of others) {
    const movement = {
      actor: staffActor(by.user),
      idInteresado: lead.idInteresado,
      codigo: 'interested.close',
      accion: `Cerró (perdido: ${LOST_TO_OTHER.toLowerCase()}) al cliente interesado`,
      context: by.context,
    } as const;
    await writeLeadWithMovement(tx, movement, async () => {
      await updateLead(tx, lead, {
        resultado: 'PERDIDO',
        motivoPerdida: 'VENDIDO_A_OTRO',
        fechaCierre: by.now,
      });
      await insertLeadEvent(tx, {
        idInteresado: lead.idInteresado,
        tipo: 'CERRADO',
        nota: `Perdido: ${LOST_TO_OTHER}. El automóvil ${car} se vendió a otro cliente.`,
        idUsuario: by.user.sub,
        fecha: by.now,
      });
    });
    const asesor = lead.idUsuarioAsignado ? await findUserContact(tx, lead.idUsuarioAsignado) : undefined;
    if (asesor?.estado) await enqueueMail(tx, lostToOtherMail(lead, car, asesor));
  }
}

/**
 * "A car is sold" (docs/decisions/0040-lead-sale-flow.md), inside the caller's transaction: the buyer's
 * lead (if any) becomes a registered client and closes as sold, the car goes VENDIDO with its sale
 * record (price, date, buyer), and every other open lead of the car closes as lost. The caller
 * invalidates the catalogue and wakes the mail drainer after the commit.
 */
export async function sellVehicle(
  tx: DbOrTx,
  idAuto: number,
  buyer: LeadRow | null,
  by: SaleBy & { nota?: string | null },
  bookings: CarBookings,
): Promise<VehicleRow> {
  const vehicle = await findVehicle(tx, idAuto);
  if (!vehicle || vehicle.archivadoEn) throw notFound(VEHICLE_MESSAGES.notFound);
  if (!changesStatus(vehicle.estadoDes, 'VENDIDO')) throw conflict(VEHICLE_MESSAGES.sameStatus);
  const leads = await lockLeadsOfCar(tx, idAuto);
  const idCliente = buyer
    ? await findOrCreateClient(
        tx,
        buyerClientForm(buyer),
        staffActor(by.user),
        by.context,
        ` como comprador del automóvil ${vehicleLabel(vehicle)}`,
      )
    : null;
  const sold = await writeStatusChange(tx, vehicle, 'VENDIDO', by, {
    idCliente,
    idInteresado: buyer?.idInteresado ?? null,
    comprador: buyer?.nombreCompleto ?? null,
  });
  if (buyer) await closeAsSold(tx, buyer, by, by.nota ?? null);
  await closeOthersAsLost(tx, vehicle, openLeadsBut(leads, buyer), by);
  await bookings.release(tx, sold, by);
  return sold;
}

const openLeadsBut = (leads: readonly LeadRow[], buyer: LeadRow | null) =>
  leads.filter((lead) => lead.idInteresado !== buyer?.idInteresado && isOpenLead(leadFacts(lead)));

/**
 * The vehicle form set VENDIDO (spec 001 §8: it may pick any status): the form names no buyer, so
 * every open lead of the car closes as lost, as a sale to 'Ninguno' from the card does.
 */
export async function closeLeadsOfSoldCar(tx: DbOrTx, vehicle: VehicleRow, by: SaleBy): Promise<void> {
  await closeOthersAsLost(tx, vehicle, openLeadsBut(await lockLeadsOfCar(tx, vehicle.idAuto), null), by);
}

/** The lead a sale names as buyer: one of this car's open leads, locked (else 400). */
async function buyerLead(tx: DbOrTx, idAuto: number, idInteresado: number | null | undefined) {
  if (!idInteresado) return null;
  const lead = await lockLead(tx, idInteresado);
  if (!lead || lead.idAuto !== idAuto || !isOpenLead(leadFacts(lead))) {
    throw badRequest({ idInteresado: LEAD_SALE_TEXTS.buyerNotOpen }, LEAD_SALE_TEXTS.buyerNotOpen);
  }
  return lead;
}

/**
 * The inventory's side of a sale (vehicles/car-sales.ts), handed to the vehicle services by the app
 * with the bookings a car leaving the sale frees.
 */
export const carSalesWith = (bookings: CarBookings): CarSales => ({
  sell: async (tx, idAuto, idInteresado, by) =>
    sellVehicle(tx, idAuto, await buyerLead(tx, idAuto, idInteresado), by, bookings),
  closeLeadsOfSoldCar,
  bookings,
});
