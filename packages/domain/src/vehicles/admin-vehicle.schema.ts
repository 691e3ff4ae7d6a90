import { z } from 'zod';
import { boundedText } from '../shared/fields';
import { VEHICLE_STATUSES } from './status';

/**
 * The back-office API of the vehicle inventory (spec 001 §7), all under /api/v1:
 *
 * | Method | Path                                   | Who                | Response                          |
 * |--------|----------------------------------------|--------------------|-----------------------------------|
 * | GET    | /automoviles?estado=&q=                | staff              | data.automoviles                  |
 * | GET    | /automoviles/reporte-estados           | staff              | data.totalAutos, reporteAutosPorEstado |
 * | GET    | /automoviles/opciones                  | staff              | data (option lists)               |
 * | GET    | /automoviles/archivados                | ADMIN              | data.automoviles                  |
 * | GET    | /automoviles/placa/{placa}/revision    | staff              | urlPdf                            |
 * | GET    | /automoviles/{idAuto}                  | staff              | data.automovil (owner for managers) |
 * | POST   | /automoviles                           | ADMIN, EJECUTIVO   | multipart → data.automovil        |
 * | PUT    | /automoviles/{idAuto}                  | ADMIN, EJECUTIVO   | multipart → data.automovil (409 stale) |
 * | PATCH  | /automoviles/{idAuto}/estado           | ADMIN, EJECUTIVO   | message, data.automovil           |
 * | DELETE | /automoviles/{idAuto}                  | ADMIN, EJECUTIVO   | message (archives)                |
 * | POST   | /automoviles/{idAuto}/restaurar        | ADMIN              | message, data.automovil           |
 * | GET    | /clientes/dni/{dni}                    | ADMIN, EJECUTIVO   | data.cliente (404 when unknown)   |
 *
 * Multipart of POST/PUT: a field `automovil` (JSON of vehicleSaveSchema), files `foto_N` named by the
 * `archivo` slots, and an optional file `revision` (PDF).
 */
export const ADMIN_VEHICLES_PATH = '/automoviles';

const isoDate = z.string();

/** Every column of a vehicle a staff member may read (no owner). */
export const adminVehicleSchema = z.object({
  idAuto: z.number().int(),
  tag: z.string().nullable(),
  placa: z.string().nullable(),
  carroceria: z.string().nullable(),
  marca: z.string(),
  modelo: z.string(),
  version: z.string().nullable(),
  anioFabricacion: z.number().int(),
  anioModelo: z.number().int().nullable(),
  precioCompra: z.number().int(),
  ultimoPrecioCompra: z.number().int().nullable(),
  precioVenta: z.number().int().nullable(),
  traccion: z.string().nullable(),
  nroPuertas: z.number().int().nullable(),
  nroCilindros: z.number().int().nullable(),
  cilindrada: z.number().int().nullable(),
  locacion: z.string().nullable(),
  combustible: z.string().nullable(),
  transmision: z.string().nullable(),
  color: z.string().nullable(),
  adicionales: z.string().nullable(),
  servicios: z.string().nullable(),
  kilometraje: z.number().int().nullable(),
  fechaIng: isoDate,
  fechaUltimaMod: isoDate,
  estadoDes: z.enum(VEHICLE_STATUSES),
  swFacturable: z.boolean(),
  swTresFilas: z.boolean(),
  swPiso: z.number().int(),
  swRevision: z.boolean(),
  fotoPrincipal: z.string().nullable(),
  cinta: z.string().nullable(),
  tipoOperacion: z.string().nullable(),
  fuente: z.string().nullable(),
  observacion: z.string().nullable(),
  observacion2: z.string().nullable(),
  versionRegistro: z.number().int(),
  /** Set only for archived ("deleted") vehicles. */
  archivadoEn: isoDate.nullable(),
});
export type AdminVehicle = z.infer<typeof adminVehicleSchema>;

export const vehiclePhotoSchema = z.object({
  imagen: z.string(),
  orden: z.number().int(),
  ancho: z.number().int(),
  alto: z.number().int(),
});
export type VehiclePhoto = z.infer<typeof vehiclePhotoSchema>;

/** Owner = registered client (spec 001 §3 "Owner"). */
export const ownerSchema = z.object({
  idCliente: z.number().int(),
  nombres: z.string(),
  apellidos: z.string(),
  dni: z.string(),
  ruc: z.string().nullable(),
  correo: z.string().nullable(),
  celular: z.string().nullable(),
  direccion: z.string().nullable(),
  fechaReg: isoDate,
  estado: z.boolean(),
});
export type Owner = z.infer<typeof ownerSchema>;

export const vehicleAccessorySchema = z.object({
  idAccesorio: z.number().int(),
  nombre: z.string(),
  tipo: z.string(),
});

/** One vehicle with its photos (orden ascending), accessories, review link and (for managers) owner. */
export const adminVehicleDetailSchema = adminVehicleSchema.extend({
  fotos: z.array(vehiclePhotoSchema),
  accesorios: z.array(vehicleAccessorySchema),
  /** Null when the vehicle has no owner or the caller may not see owner data. */
  propietario: ownerSchema.nullable(),
  /** The technical-review PDF, when swRevision. */
  urlPdf: z.string().nullable(),
});
export type AdminVehicleDetail = z.infer<typeof adminVehicleDetailSchema>;

export const adminVehicleListQuerySchema = z.object({
  estado: z.enum(VEHICLE_STATUSES).default('DISPONIBLE'),
  /** Marca, modelo or placa; blank means the plain status list (spec 001 §4). */
  q: boundedText(100).optional(),
});

export const adminVehicleListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ automoviles: z.array(adminVehicleSchema) }),
});

export const adminVehicleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ automovil: adminVehicleDetailSchema }),
});

export const vehicleStatusChangeSchema = z.object({
  estadoDes: z.enum(['NO DISPONIBLE', 'VENDIDO']),
});

export const statusReportResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    totalAutos: z.number().int(),
    reporteAutosPorEstado: z.array(
      z.object({ estadoDes: z.enum(VEHICLE_STATUSES), cantidad: z.number().int() }),
    ),
  }),
});
export type StatusReport = z.infer<typeof statusReportResponseSchema>['data'];

export const vehicleOptionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    carrocerias: z.array(z.string()),
    tracciones: z.array(z.string()),
    combustibles: z.array(z.string()),
    transmisiones: z.array(z.string()),
    /** Brands in the inventory, alphabetically; the form also accepts new ones. */
    marcas: z.array(z.string()),
    /** Newest first. */
    anios: z.array(z.number().int()),
  }),
});
export type VehicleOptions = z.infer<typeof vehicleOptionsResponseSchema>['data'];

export const revisionResponseSchema = z.object({ success: z.literal(true), urlPdf: z.string() });

export const ownerResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ cliente: ownerSchema }),
});

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
