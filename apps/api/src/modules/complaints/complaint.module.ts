import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { TokenService } from '../auth/token.service';
import type { SettingsService } from '../settings/settings.service';
import { complaintRoutes } from './complaint.routes';
import { createComplaintService } from './complaint.service';
import { complaintAdminRoutes } from './complaint-admin.routes';
import { createComplaintAdminService } from './complaint-admin.service';
import { holidayRoutes } from './holiday.routes';
import { createHolidayService } from './holiday.service';

export interface ComplaintModuleDeps {
  db: Db;
  settings: SettingsService;
  tokens: TokenService;
  mail: { wake(): void };
  publicUrl: string;
}

/** The complaints book (decision 0028): the consumer's sheets, the staff's book and the holidays of its terms. */
export async function registerComplaintModule(api: FastifyInstance, deps: ComplaintModuleDeps) {
  const { db, settings, tokens, mail, publicUrl } = deps;
  const wakeMail = () => mail.wake();
  const complaints = createComplaintService({ db, settings, tokens, wakeMail, publicUrl });
  await api.register(complaintRoutes, { prefix: '/reclamos', complaints });
  await api.register(complaintAdminRoutes, {
    prefix: '/libro-reclamaciones',
    admin: createComplaintAdminService(db, wakeMail),
    complaints,
  });
  await api.register(holidayRoutes, { prefix: '/feriados', holidays: createHolidayService(db) });
}
