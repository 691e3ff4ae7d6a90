import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { marketingWithdrawalRoutes } from './marketing-withdrawal.routes';
import type { MarketingWithdrawalService } from './marketing-withdrawal.service';
import { marketingWithdrawalAdminRoutes } from './marketing-withdrawal-admin.routes';

export interface ConsentModuleDeps {
  db: Db;
  withdrawals: MarketingWithdrawalService;
}

/** /bajas-publicidad: the public withdrawal of marketing and the staff's list of requests (decision 0029). */
export async function registerConsentModule(api: FastifyInstance, { db, withdrawals }: ConsentModuleDeps) {
  await api.register(marketingWithdrawalRoutes, { prefix: '/bajas-publicidad', withdrawals });
  await api.register(marketingWithdrawalAdminRoutes, { prefix: '/bajas-publicidad', db, withdrawals });
}
