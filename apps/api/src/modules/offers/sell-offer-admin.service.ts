import type { SessionUser } from '@motorplaza/domain/access/session-user';
import {
  OFFERS_MESSAGES,
  type offerStateSchema,
  type SellOfferItem,
} from '@motorplaza/domain/offers/sell-offer-admin.schema';
import {
  canMoveOffer,
  SELL_OFFER_STATUS_LABELS,
  type SellOfferStatus,
} from '@motorplaza/domain/offers/sell-offer-rules';
import { splitFullName } from '@motorplaza/domain/offers/seller-name';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { changeLocked } from '../../lib/locked-change';
import { saveClientFrom } from '../clients/client-movement';
import { recordMovement, staffActor } from '../movements/movement.repository';
import { diffRecords, type MovementChanges } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import { offerLabel, toOfferItem } from './sell-offer.mapper';
import { findOffer, lockOffer, type SellOfferRow, updateOffer } from './sell-offer.repository';

/**
 * The seller as a registered client (decision 0027), by DNI: a new client from the offer's data, or
 * the existing one, whose names stay as registered and whose missing e-mail or phone the offer fills;
 * either with its movement. Null for an offer without DNI (older than the form that asks for it).
 */
export async function sellerAsClient(
  tx: DbOrTx,
  offer: SellOfferRow,
  user: SessionUser,
  context: RequestContext,
): Promise<number | null> {
  if (!offer.dni) return offer.idCliente;
  const { nombres, apellidos } = splitFullName(offer.nombreCompleto);
  return saveClientFrom(
    tx,
    { nombres, apellidos: apellidos || '-', dni: offer.dni, correo: offer.correo, celular: offer.celular },
    { mode: 'fill', actor: staffActor(user), context, origin: ` desde la oferta ${offerLabel(offer)}` },
  );
}

export async function offerMovement(
  tx: DbOrTx,
  user: SessionUser,
  offer: Pick<SellOfferRow, 'id' | 'codigo' | 'marca' | 'modelo' | 'anio'>,
  codigo: 'sellOffer.status' | 'sellOffer.vehicle',
  accion: string,
  context: RequestContext,
  cambios?: MovementChanges,
): Promise<void> {
  const label = offerLabel(offer);
  await recordMovement(tx, {
    actor: staffActor(user),
    codigo,
    accion: `${accion} ${label}`,
    entidad: 'sell_offer',
    idEntidad: offer.id,
    objetivo: label,
    ...(cambios && { cambios }),
    context,
  });
}

/** An offer's follow-up, before → after: its state as the screens name it, and the note given. */
export function offerChanges(
  before: Pick<SellOfferRow, 'status'>,
  after: { status: string; nota?: string | null },
): MovementChanges {
  const label = (status: string) => SELL_OFFER_STATUS_LABELS[status as SellOfferStatus] ?? status;
  return diffRecords<{ estado: string; nota: string | null }>(
    { estado: label(before.status), nota: null },
    { estado: label(after.status), nota: after.nota ?? null },
    ['estado', 'nota'],
  );
}

export type SellOfferAdminService = ReturnType<typeof createSellOfferAdminService>;

/** The staff follow-up of offers: NUEVA → CONTACTADA → COMPRADA / DESCARTADA, each a movement. */
export function createSellOfferAdminService(db: Db) {
  return {
    async setState(
      id: number,
      body: z.output<typeof offerStateSchema>,
      user: SessionUser,
      context: RequestContext,
    ): Promise<SellOfferItem> {
      return changeLocked(db, {
        lock: (tx) => lockOffer(tx, id),
        version: body.version,
        messages: OFFERS_MESSAGES,
        write: async (tx, row) => {
          const from = row.status as SellOfferStatus;
          if (!canMoveOffer(from, body.estado)) {
            const message = OFFERS_MESSAGES.badTransition(from, body.estado);
            throw conflict(message, { estado: message });
          }
          // A bought car's seller becomes a registered client (decision 0027).
          const idCliente =
            body.estado === 'COMPRADA' ? await sellerAsClient(tx, row, user, context) : row.idCliente;
          await updateOffer(tx, row, { status: body.estado, idCliente }, user.sub);
          const label = SELL_OFFER_STATUS_LABELS[body.estado].toLowerCase();
          const note = body.nota ? ` (${body.nota})` : '';
          await offerMovement(
            tx,
            user,
            row,
            'sellOffer.status',
            `Marcó como ${label}${note} la oferta`,
            context,
            offerChanges(row, { status: body.estado, nota: body.nota || null }),
          );
        },
        answer: async () => {
          const view = await findOffer(db, id);
          if (!view) throw notFound(OFFERS_MESSAGES.notFound);
          return toOfferItem(view);
        },
      });
    },
  };
}
