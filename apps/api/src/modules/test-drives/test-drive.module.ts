import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { MailDrainer } from '../../mail/mail-drainer';
import type { CatalogService } from '../catalog/catalog.service';
import type { SettingsService } from '../settings/settings.service';
import { testDriveRoutes } from './test-drive.routes';
import { createTestDriveBookService } from './test-drive-book.service';
import { createTestDriveBuyerService } from './test-drive-buyer.service';
import { testDriveStaffRoutes } from './test-drive-staff.routes';
import { createTestDriveStaffService } from './test-drive-staff.service';

export interface TestDriveModuleDeps {
  db: Db;
  settings: SettingsService;
  catalog: CatalogService;
  mail: MailDrainer;
  publicUrl: string;
}

/** 'Agendar prueba de manejo' (issue 26): the buyer's booking and look-up, the staff's day view. */
export async function registerTestDriveModule(api: FastifyInstance, deps: TestDriveModuleDeps) {
  await api.register(testDriveRoutes, {
    booking: createTestDriveBookService(deps),
    buyers: createTestDriveBuyerService(deps),
  });
  await api.register(testDriveStaffRoutes, {
    prefix: '/pruebas-de-manejo',
    staff: createTestDriveStaffService(deps.db, deps.settings),
  });
}
