import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../storage/storage';
import type { CarSales } from './car-sales';
import type { CatalogInvalidation } from './catalog-invalidation';
import { vehicleReadRoutes } from './vehicle.routes';
import type { VehicleQueries } from './vehicle.service';
import { createVehicleSaveService } from './vehicle-save.service';
import { createVehicleStatusService } from './vehicle-status.service';
import { vehicleWriteRoutes } from './vehicle-write.routes';

export interface VehicleModuleDeps {
  db: Db;
  storage: Storage;
  catalog: CatalogInvalidation;
  vehicleQueries: VehicleQueries;
  mail: { wake(): void };
  /** The leads' side of a sale (modules/leads implements it: leads depend on vehicles, not the reverse). */
  sales: CarSales;
}

/** /automoviles, the staff's inventory (decision 0011). */
export async function registerVehicleModule(api: FastifyInstance, deps: VehicleModuleDeps) {
  const { db, storage, catalog, mail, sales } = deps;
  await api.register(vehicleReadRoutes, { prefix: '/automoviles', queries: deps.vehicleQueries });
  // Every inventory change calls catalog.invalidate(), so the public catalogue follows at once.
  await api.register(vehicleWriteRoutes, {
    prefix: '/automoviles',
    saving: createVehicleSaveService(db, storage, catalog, sales),
    statuses: createVehicleStatusService(db, catalog, sales, () => mail.wake()),
  });
}
