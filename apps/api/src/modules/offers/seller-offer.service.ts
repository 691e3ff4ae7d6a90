import { isOfferedSlot, SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import { SELL_MESSAGES } from '@motorplaza/domain/offers/sell-offer.schema';
import {
  type InspectionSite,
  SELL_OFFER_STATUS_LABELS,
  type SellOfferStatus,
  sellerMayChange,
} from '@motorplaza/domain/offers/sell-offer-rules';
import {
  SELLER_MESSAGES,
  type SellerOfferView,
  type sellerCancelSchema,
  type sellerLookupSchema,
  type sellerMoveSchema,
} from '@motorplaza/domain/offers/seller-offer.schema';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { MailDrainer } from '../../mail/mail-drainer';
import { lockAndCountSlot } from '../appointments/slot-capacity.repository';
import { recordMovement } from '../movements/movement.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import type { SettingsService } from '../settings/settings.service';
import { inspectionCalendar } from './inspection-calendar';
import { offerCar, offerLabel } from './sell-offer.mapper';
import type { SellOfferRow } from './sell-offer.repository';
import { type SellerChange, sellerChangeMail } from './sell-offer-mail';
import { placeOf, sellerCancelledMail, sellerMailInput, sellerMovedMail } from './seller-mail';
import { findOfferOfSeller, lockOfferOfSeller, updateOfferBySeller } from './seller-offer.repository';

/** How the movements log names the seller's own changes (no staff user made them). */
export const SELLER_ACTOR = { idUsuario: null, usuario: 'Vendedor (consulta web)' };

type Lookup = z.output<typeof sellerLookupSchema>;
type Move = z.output<typeof sellerMoveSchema>;
type Cancel = z.output<typeof sellerCancelSchema>;

/** 'Tienda San Isidro, lunes, 23 de noviembre de 2026 a las 09:00' */
function inspectionText(oficinas: SiteSettings['oficinas'], sede: string | null, inicio: Date | null) {
  if (!sede || !inicio) return null;
  return `${placeOf(oficinas, sede as InspectionSite).tienda}, ${slotLabel(inicio, { year: true })}`;
}

export function toView(row: SellOfferRow, oficinas: SiteSettings['oficinas']): SellerOfferView {
  // An unconfirmed offer past its hold is expired, even before the sweep marks it (issue 23).
  const lapsed = row.status === 'PENDIENTE' && (row.retenidoHasta?.getTime() ?? 0) <= Date.now();
  const estado = (lapsed ? 'VENCIDA' : row.status) as SellOfferStatus;
  const sede = row.sedeInspeccion as InspectionSite | null;
  const place = sede ? placeOf(oficinas, sede) : null;
  return {
    codigo: row.codigo ?? '',
    estado,
    auto: offerCar(row),
    sedeInspeccion: sede,
    tienda: place?.tienda ?? null,
    direccion: place?.direccion || null,
    fechaInspeccion: row.fechaInspeccion?.toISOString() ?? null,
    puedeCambiar: sellerMayChange(estado),
    version: row.version,
  };
}

export type SellerOfferService = ReturnType<typeof createSellerOfferService>;

/**
 * The seller's look-up (decision 0043): the reference plus the seller's DNI find the offer; a wrong
 * reference and a wrong DNI answer the same 404. A move or a cancellation locks the offer, checks the
 * version the page read, and in one transaction writes the change, its movement, the team's notice
 * and the seller's confirmation with the updated calendar event.
 */
export function createSellerOfferService(deps: {
  db: Db;
  settings: SettingsService;
  mail: MailDrainer;
  publicUrl: string;
}) {
  const { db, settings } = deps;
  const calendar = inspectionCalendar(db, settings);

  /** The locked offer the seller may still change, or the reason why not. */
  async function openOffer(tx: DbOrTx, body: Lookup & { version: number }): Promise<SellOfferRow> {
    const row = await lockOfferOfSeller(tx, body.codigo, body.dni);
    if (!row) throw notFound(SELLER_MESSAGES.notFound);
    if (row.version !== body.version) throw conflict(SELLER_MESSAGES.stale);
    if (!sellerMayChange(row.status as SellOfferStatus)) throw conflict(SELLER_MESSAGES.closed);
    return row;
  }

  async function record(
    tx: DbOrTx,
    row: SellOfferRow,
    input: { codigo: 'sellOffer.reschedule' | 'sellOffer.cancel'; accion: string; change: SellerChange },
    ajustes: SiteSettings,
    context: RequestContext,
  ) {
    const label = offerLabel(row);
    const { change } = input;
    await recordMovement(tx, {
      actor: SELLER_ACTOR,
      codigo: input.codigo,
      accion: `${input.accion} ${label}`,
      entidad: 'sell_offer',
      idEntidad: row.id,
      objetivo: label,
      cambios:
        change.kind === 'reschedule'
          ? diffRecords({ Inspección: change.before }, { Inspección: change.after }, ['Inspección'])
          : diffRecords(
              { Estado: SELL_OFFER_STATUS_LABELS[row.status as SellOfferStatus] },
              { Estado: SELL_OFFER_STATUS_LABELS.CANCELADA },
              ['Estado'],
            ),
      context,
    });
    await enqueueMail(
      tx,
      sellerChangeMail({
        id: row.id,
        codigo: row.codigo ?? '',
        car: offerCar(row),
        seller: row,
        change,
        to: ajustes.correo,
        publicUrl: deps.publicUrl,
      }),
    );
  }

  /** The seller's e-mail after a change: the offer's next version, its slot after the change. */
  function changedMail(
    row: SellOfferRow,
    slot: { inicio: Date | null; sede: InspectionSite | null },
    ajustes: SiteSettings,
    now: Date,
  ) {
    return sellerMailInput({
      id: row.id,
      codigo: row.codigo ?? '',
      seller: row,
      ...slot,
      version: row.version + 1,
      ajustes,
      publicUrl: deps.publicUrl,
      now,
    });
  }

  async function viewOf(codigo: string, dni: string, oficinas: SiteSettings['oficinas']) {
    const row = await findOfferOfSeller(db, codigo, dni);
    if (!row) throw notFound(SELLER_MESSAGES.notFound);
    return toView(row, oficinas);
  }

  return {
    async lookup(body: Lookup): Promise<SellerOfferView> {
      return viewOf(body.codigo, body.dni, (await settings.get()).oficinas);
    },

    async move(body: Move, context: RequestContext, now = new Date()): Promise<SellerOfferView> {
      const inicio = new Date(body.fechaInspeccion);
      const { ajustes, hours, options } = await calendar(now);
      await db.transaction(async (tx) => {
        const row = await openOffer(tx, body);
        if (
          row.sedeInspeccion === body.sedeInspeccion &&
          row.fechaInspeccion?.getTime() === inicio.getTime()
        ) {
          throw badRequest({ fechaInspeccion: SELLER_MESSAGES.sameSlot }, SELLER_MESSAGES.sameSlot);
        }
        if (!isOfferedSlot(hours, inicio, options)) {
          throw badRequest({ fechaInspeccion: SELL_MESSAGES.slotUnavailable }, SELL_MESSAGES.slotUnavailable);
        }
        if ((await lockAndCountSlot(tx, body.sedeInspeccion, inicio, now)) >= SLOT_CAPACITY) {
          throw conflict(SELL_MESSAGES.slotFull, { fechaInspeccion: SELL_MESSAGES.slotFull });
        }
        await updateOfferBySeller(tx, row, { sedeInspeccion: body.sedeInspeccion, fechaInspeccion: inicio });
        const before =
          inspectionText(ajustes.oficinas, row.sedeInspeccion, row.fechaInspeccion) ?? 'sin horario';
        const after = inspectionText(ajustes.oficinas, body.sedeInspeccion, inicio) ?? '';
        await record(
          tx,
          row,
          {
            codigo: 'sellOffer.reschedule',
            accion: 'El vendedor cambió la inspección de la oferta',
            change: { kind: 'reschedule', before, after },
          },
          ajustes,
          context,
        );
        const mail = changedMail(row, { inicio, sede: body.sedeInspeccion }, ajustes, now);
        await enqueueMail(tx, sellerMovedMail(mail, before));
      });
      deps.mail.wake();
      return viewOf(body.codigo, body.dni, ajustes.oficinas);
    },

    async cancel(body: Cancel, context: RequestContext, now = new Date()): Promise<SellerOfferView> {
      const ajustes = await settings.get();
      await db.transaction(async (tx) => {
        const row = await openOffer(tx, body);
        await updateOfferBySeller(tx, row, { status: 'CANCELADA' });
        const inspection = inspectionText(ajustes.oficinas, row.sedeInspeccion, row.fechaInspeccion);
        await record(
          tx,
          row,
          {
            codigo: 'sellOffer.cancel',
            accion: 'El vendedor canceló la oferta',
            change: { kind: 'cancel', inspection, motivo: body.motivo },
          },
          ajustes,
          context,
        );
        const slot = { inicio: row.fechaInspeccion, sede: row.sedeInspeccion as InspectionSite | null };
        const mail = changedMail(row, slot, ajustes, now);
        await enqueueMail(tx, sellerCancelledMail(mail));
      });
      deps.mail.wake();
      return viewOf(body.codigo, body.dni, ajustes.oficinas);
    },
  };
}
