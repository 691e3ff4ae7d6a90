import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { CatalogService } from '../catalog/catalog.service';
import type { SettingsService } from '../settings/settings.service';
import type { CarBookings } from '../vehicles/car-sales';
import { financingRoutes } from './financing.routes';
import { interestRoutes } from './interest.routes';
import { interestedRoutes } from './interested.routes';
import { createInterestedService } from './interested.service';
import { createLeadFinancingService } from './lead-financing.service';
import { leadSaleRoutes } from './lead-sale.routes';
import { createLeadSaleService } from './lead-sale.service';

export interface LeadModuleDeps {
  db: Db;
  catalog: CatalogService;
  settings: SettingsService;
  mail: { wake(): void };
  /** What a car leaving the sale frees (modules/test-drives, handed in by the app). */
  bookings: CarBookings;
}

/** The public 'Estoy interesado' and the staff follow-up of interested clients (decisions 0023, 0040). */
export async function registerLeadModule(
  api: FastifyInstance,
  { db, catalog, settings, mail, bookings }: LeadModuleDeps,
) {
  const interested = createInterestedService(db, catalog);
  await api.register(interestRoutes, { interested });
  // 'Solicitar evaluación' (issue 26): a lead with its credit scenario, recomputed from the settings.
  await api.register(financingRoutes, { financing: createLeadFinancingService(interested, settings) });
  await api.register(interestedRoutes, { prefix: '/interesados', db, interested });
  // A lead closed as sold sells its car (decision 0040).
  const sales = createLeadSaleService(db, catalog, () => mail.wake(), bookings);
  await api.register(leadSaleRoutes, { prefix: '/interesados', sales });
}
