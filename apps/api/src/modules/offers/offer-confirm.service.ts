import { CONFIRM_MESSAGES, type OfferConfirm } from '@motorplaza/domain/offers/offer-confirm.schema';
import type { InspectionSite } from '@motorplaza/domain/offers/sell-offer-rules';
import type { SellerOfferView } from '@motorplaza/domain/offers/seller-offer.schema';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellOffer } from '../../db/schema/index';
import { badRequest, conflict } from '../../lib/http-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { MailDrainer } from '../../mail/mail-drainer';
import { recordMovement } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import type { SettingsService } from '../settings/settings.service';
import type { OfferConfirmLinks } from './offer-confirm-links';
import { offerLabel } from './sell-offer.mapper';
import { listOfferPhotos, lockOffer } from './sell-offer.repository';
import { newOfferMail } from './sell-offer-mail';
import { sellerMailInput, sellerReceivedMail } from './seller-mail';
import { SELLER_ACTOR, toView } from './seller-offer.service';

export type OfferConfirmService = ReturnType<typeof createOfferConfirmService>;

/**
 * The seller's confirmation of a held offer (issue 23; docs/decisions/0053-offer-holds-and-caps.md):
 * the signed link names the offer; within its hold, one transaction makes it NUEVA, records the
 * movement, tells the team and sends the seller the booked inspection with its calendar event.
 * A second click answers "already confirmed"; a hold that passed answers 409 and books nothing.
 */
export function createOfferConfirmService(deps: {
  db: Db;
  settings: SettingsService;
  mail: MailDrainer;
  publicUrl: string;
  confirmLinks: OfferConfirmLinks;
}) {
  const { db, settings } = deps;
  return {
    async confirm(
      body: OfferConfirm,
      context: RequestContext,
      now = new Date(),
    ): Promise<{ message: string; oferta: SellerOfferView }> {
      const id = deps.confirmLinks.verify(body.token);
      if (id === null) throw badRequest({ token: CONFIRM_MESSAGES.token }, CONFIRM_MESSAGES.token);
      const ajustes = await settings.get();
      const message = await db.transaction(async (tx) => {
        const row = await lockOffer(tx, id);
        if (!row) throw badRequest({ token: CONFIRM_MESSAGES.token }, CONFIRM_MESSAGES.token);
        if (row.status === 'VENCIDA') throw conflict(CONFIRM_MESSAGES.expired);
        if (row.status !== 'PENDIENTE') {
          if (row.status === 'DESCARTADA' || row.status === 'CANCELADA')
            throw conflict(CONFIRM_MESSAGES.closed);
          return CONFIRM_MESSAGES.already;
        }
        if (!row.retenidoHasta || row.retenidoHasta.getTime() <= now.getTime()) {
          throw conflict(CONFIRM_MESSAGES.expired);
        }
        await tx
          .update(sellOffer)
          // The version stays: nothing a page could have read changes hands, and the calendar event
          // sent now is the offer's first (SEQUENCE 0).
          .set({ status: 'NUEVA', retenidoHasta: null, updatedAt: now })
          .where(eq(sellOffer.id, row.id));
        const label = offerLabel(row);
        await recordMovement(tx, {
          actor: SELLER_ACTOR,
          codigo: 'sellOffer.confirm',
          accion: `El vendedor confirmó la oferta ${label}`,
          entidad: 'sell_offer',
          idEntidad: row.id,
          objetivo: label,
          context,
        });
        const sede = row.sedeInspeccion as InspectionSite | null;
        const photos = await listOfferPhotos(tx, row.id);
        await enqueueMail(
          tx,
          newOfferMail(
            { ...row, sedeInspeccion: sede },
            {
              id: row.id,
              codigo: row.codigo ?? '',
              to: ajustes.correo,
              photos: photos.length,
              publicUrl: deps.publicUrl,
            },
          ),
        );
        if (row.fechaInspeccion && sede) {
          const input = sellerMailInput({
            id: row.id,
            codigo: row.codigo ?? '',
            seller: row,
            inicio: row.fechaInspeccion,
            sede,
            version: row.version,
            ajustes,
            publicUrl: deps.publicUrl,
            now,
          });
          await enqueueMail(tx, sellerReceivedMail(input));
        }
        return CONFIRM_MESSAGES.confirmed;
      });
      deps.mail.wake();
      const [row] = await db.select().from(sellOffer).where(eq(sellOffer.id, id));
      if (!row) throw badRequest({ token: CONFIRM_MESSAGES.token }, CONFIRM_MESSAGES.token);
      return { message, oferta: toView(row, ajustes.oficinas) };
    },
  };
}
