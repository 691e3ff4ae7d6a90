import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { MailDrainer } from '../../mail/mail-drainer';
import type { Storage } from '../../storage/storage';
import type { SettingsService } from '../settings/settings.service';
import { offerConfirmRoutes } from './offer-confirm.routes';
import { createOfferConfirmService } from './offer-confirm.service';
import type { OfferConfirmLinks } from './offer-confirm-links';
import { sellOfferRoutes } from './sell-offer.routes';
import { createSellOfferService } from './sell-offer.service';
import { sellOfferAdminRoutes } from './sell-offer-admin.routes';
import { createSellOfferAdminService } from './sell-offer-admin.service';
import { sellerOfferRoutes } from './seller-offer.routes';
import { createSellerOfferService } from './seller-offer.service';

export interface OfferModuleDeps {
  db: Db;
  storage: Storage;
  settings: SettingsService;
  mail: MailDrainer;
  publicUrl: string;
  offerConfirmLinks: OfferConfirmLinks;
  rateLimitAllow: readonly string[];
}

/** Sell your car (decision 0027): the public offer, its confirmation, the seller's look-up and the staff's list. */
export async function registerOfferModule(api: FastifyInstance, deps: OfferModuleDeps) {
  const { db, storage, settings, mail, publicUrl, offerConfirmLinks: confirmLinks } = deps;
  // Each new offer e-mails the team through the outbox.
  await api.register(sellOfferRoutes, {
    offers: createSellOfferService({
      db,
      storage,
      settings,
      mail,
      publicUrl,
      confirmLinks,
      rateLimitAllow: deps.rateLimitAllow,
    }),
  });
  // The seller confirms a held offer through the e-mail's link (issue 23).
  await api.register(offerConfirmRoutes, {
    confirmations: createOfferConfirmService({ db, settings, mail, publicUrl, confirmLinks }),
  });
  // The seller's look-up, move and cancel (decision 0043).
  await api.register(sellerOfferRoutes, {
    sellers: createSellerOfferService({ db, settings, mail, publicUrl }),
  });
  await api.register(sellOfferAdminRoutes, {
    prefix: '/ofertas',
    db,
    storage,
    admin: createSellOfferAdminService(db),
  });
}
