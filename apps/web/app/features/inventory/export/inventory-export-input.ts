import type { InventoryExportVehicle } from '@motorplaza/domain/vehicles/inventory-export';
import type { ExportLogo } from './export-logo';

/** What every inventory export builder takes: the listed vehicles, the generation time and the logo. */
export interface InventoryExportInput {
  readonly vehicles: readonly InventoryExportVehicle[];
  readonly now: Date;
  readonly logo: ExportLogo | null;
}
