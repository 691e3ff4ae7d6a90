import { z } from 'zod';
import { vehiclePhotoSchema } from '../photos/vehicle-photo.schema';
import { VEHICLE_STATUSES } from '../vehicles/status';

/**
 * A vehicle as the public catalogue reads it (spec 000 §3). Only public fields: never the owner,
 * the plate, purchase-side data (sale price, operation, source) or internal notes.
 * `precioCompra` is the asking price shown as the best price; `precioAnterior` the price before a cut.
 * `fotoPrincipal` is a file name: its URLs come from `vehiclePhotoUrl` (photos/photo-files).
 */
export const catalogVehicleSchema = z.object({
  idAuto: z.number().int(),
  marca: z.string(),
  modelo: z.string(),
  version: z.string().nullable(),
  color: z.string().nullable(),
  carroceria: z.string().nullable(),
  combustible: z.string().nullable(),
  transmision: z.string().nullable(),
  traccion: z.string().nullable(),
  anioFabricacion: z.number().int(),
  anioModelo: z.number().int().nullable(),
  kilometraje: z.number().int().nullable(),
  precioCompra: z.number().int(),
  precioAnterior: z.number().int().nullable(),
  tag: z.string().nullable(),
  fotoPrincipal: z.string().nullable(),
  cinta: z.string().nullable(),
  swPiso: z.number().int(),
  swFacturable: z.boolean(),
  swTresFilas: z.boolean(),
  fechaIng: z.iso.datetime({ offset: true }),
});
export type CatalogVehicle = z.infer<typeof catalogVehicleSchema>;

/** Spec 000 §7: the 'get all cars' call answers data.automoviles. */
export const catalogResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ automoviles: z.array(catalogVehicleSchema) }),
});

/** The public vehicle page: the catalogue fields plus the facts a buyer reads, for any status. */
export const publicVehicleSchema = catalogVehicleSchema.extend({
  estadoDes: z.enum(VEHICLE_STATUSES),
  nroPuertas: z.number().int().nullable(),
  nroCilindros: z.number().int().nullable(),
  cilindrada: z.number().int().nullable(),
  adicionales: z.string().nullable(),
  servicios: z.string().nullable(),
  /** The accessories the car carries (spec 001 §3 `accesorios`; decision 0021): names only. */
  accesorios: z.array(z.object({ nombre: z.string(), tipo: z.string() })),
  fechaUltimaMod: z.iso.datetime({ offset: true }),
  fotos: z.array(vehiclePhotoSchema),
  /** The VIN / serial number staff entered (docs/decisions/0068-vehicle-vin.md), or null. */
  vin: z.string().nullable(),
});
export type PublicVehicle = z.infer<typeof publicVehicleSchema>;

export const publicVehicleResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ automovil: publicVehicleSchema }),
});

/** Only available cars are listed in the public catalogue (docs/decisions/0007). */
export const CATALOG_STATUSES = ['DISPONIBLE'] as const;
