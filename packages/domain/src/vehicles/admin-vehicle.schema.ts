import { z } from 'zod';
import { vehiclePhotoSchema } from '../photos/vehicle-photo.schema';
import { boundedText, int32 } from '../shared/fields';
import { VEHICLE_STATUSES } from './status';

/**
 * The back-office API of the vehicle inventory (spec 001 §7), all under /api/v1:
 *
 * | Method | Path                                   | Who                | Response                          |
 * |--------|----------------------------------------|--------------------|-----------------------------------|
 * | GET    | /automoviles?estado=&q=&sort=&page=&pageSize= | staff       | data.automoviles, total, page, pageSize |
 * | GET    | /automoviles/all?estado=&q=&sort=      | staff + EXPORTAR_DATOS | data.automoviles (export columns) |
 * | GET    | /automoviles/reporte-estados           | staff              | data.totalAutos, reporteAutosPorEstado |
 * | GET    | /automoviles/opciones                  | staff              | data (option lists)               |
 * | GET    | /automoviles/archivados?page=&pageSize= | ADMIN             | data.automoviles, total, page, pageSize |
 * | GET    | /automoviles/placa/{placa}/revision    | staff              | urlPdf                            |
 * | GET    | /automoviles/{idAuto}                  | staff              | data.automovil (owner for managers) |
 * | POST   | /automoviles                           | ADMIN, EJECUTIVO   | multipart → data.automovil        |
 * | PUT    | /automoviles/{idAuto}                  | ADMIN, EJECUTIVO   | multipart → data.automovil (409 stale) |
 * | PATCH  | /automoviles/{idAuto}/estado           | ADMIN, EJECUTIVO   | message, data.automovil           |
 * | DELETE | /automoviles/{idAuto}                  | ADMIN, EJECUTIVO   | message (archives)                |
 * | POST   | /automoviles/{idAuto}/restaurar        | ADMIN              | message, data.automovil           |
 * | GET    | /clientes/dni/{dni}                    | ADMIN, EJECUTIVO   | data.cliente (null when unknown)  |
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
  /** VIN / serial number (docs/decisions/0068-vehicle-vin.md). */
  vin: z.string().nullable(),
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
  /** An asesor's sale of this car awaits a manager's confirmation (decision 0040); lists and detail say so. */
  ventaPorConfirmar: z.boolean().optional(),
});
export type AdminVehicle = z.infer<typeof adminVehicleSchema>;

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

/** Spec 001 §9: 12 vehicles a page; the API accepts up to 50 (docs/decisions/0034). */
export const VEHICLE_PAGE_SIZE = 12;
export const VEHICLE_PAGE_SIZE_MAX = 50;
export const VEHICLE_SEARCH_MAX = 100;
/**
 * The orders the list offers, all ending on idAuto so a page never repeats or skips a row:
 * reciente (fechaIng newest first, the screen's order), antiguo (oldest first), precioAsc and
 * precioDesc (the card's price: the latest purchase price, else precioCompra).
 */
export const VEHICLE_SORTS = ['reciente', 'antiguo', 'precioAsc', 'precioDesc'] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

export const VEHICLE_LIST_MESSAGES = {
  page: 'La página debe ser un número entero entre 1 y 100000',
  pageSize: `El tamaño de página debe ser un número entero entre 1 y ${VEHICLE_PAGE_SIZE_MAX}`,
  sort: `Orden no válido: usa ${VEHICLE_SORTS.join(', ')}`,
} as const;

const pageSchema = z.coerce
  .number({ error: VEHICLE_LIST_MESSAGES.page })
  .int({ error: VEHICLE_LIST_MESSAGES.page })
  .min(1, { error: VEHICLE_LIST_MESSAGES.page })
  .max(100_000, { error: VEHICLE_LIST_MESSAGES.page })
  .default(1);
const pageSizeSchema = z.coerce
  .number({ error: VEHICLE_LIST_MESSAGES.pageSize })
  .int({ error: VEHICLE_LIST_MESSAGES.pageSize })
  .min(1, { error: VEHICLE_LIST_MESSAGES.pageSize })
  .max(VEHICLE_PAGE_SIZE_MAX, { error: VEHICLE_LIST_MESSAGES.pageSize })
  .default(VEHICLE_PAGE_SIZE);

/** The filters of the list and of its export source (/all): one status, a term, an order. */
export const vehicleFilterQuerySchema = z.object({
  estado: z.enum(VEHICLE_STATUSES).default('DISPONIBLE'),
  /** Marca, modelo or placa; blank means the plain status list (spec 001 §4). */
  q: boundedText(VEHICLE_SEARCH_MAX).optional(),
  sort: z.enum(VEHICLE_SORTS, { error: VEHICLE_LIST_MESSAGES.sort }).default('reciente'),
});
export type VehicleFilterQuery = z.infer<typeof vehicleFilterQuerySchema>;

/** GET /automoviles: one page, searched, sorted and counted in the database (docs/decisions/0034). */
export const adminVehicleListQuerySchema = vehicleFilterQuerySchema.extend({
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export type AdminVehicleListQuery = z.infer<typeof adminVehicleListQuerySchema>;

/** GET /automoviles/archivados: one page, the most recently archived first. */
export const archivedVehicleListQuerySchema = z.object({ page: pageSchema, pageSize: pageSizeSchema });
export type ArchivedVehicleListQuery = z.infer<typeof archivedVehicleListQuerySchema>;

export const adminVehicleListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    automoviles: z.array(adminVehicleSchema),
    /** Vehicles matching the filters, all pages together. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type AdminVehiclePage = z.infer<typeof adminVehicleListResponseSchema>['data'];

/** The columns of the inventory export (spec 001 §9), nothing more: the export may hold thousands. */
export const exportVehicleSchema = adminVehicleSchema.pick({
  idAuto: true,
  marca: true,
  modelo: true,
  anioFabricacion: true,
  color: true,
  precioVenta: true,
  ultimoPrecioCompra: true,
  precioCompra: true,
  estadoDes: true,
  combustible: true,
  transmision: true,
  kilometraje: true,
  placa: true,
  cilindrada: true,
});
export type ExportVehicle = z.infer<typeof exportVehicleSchema>;

export const exportVehicleListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ automoviles: z.array(exportVehicleSchema) }),
});

export const adminVehicleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ automovil: adminVehicleDetailSchema }),
});

/**
 * PATCH /automoviles/{id}/estado. A sale names the lead that bought (null: 'Ninguno / venta sin
 * interesado registrado'); the car's other open leads close as lost (decision 0040).
 */
export const vehicleStatusChangeSchema = z
  .object({
    estadoDes: z.enum(['NO DISPONIBLE', 'VENDIDO']),
    idInteresado: int32({ min: 1 }).nullable().optional(),
  })
  .refine((value) => value.estadoDes === 'VENDIDO' || !value.idInteresado, {
    path: ['idInteresado'],
    message: 'Solo una venta lleva comprador',
  })
  .describe('Regla que el esquema no expresa: `idInteresado` va solo cuando `estadoDes` es VENDIDO.');

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

/** An unknown DNI is a normal answer of the owner look-up (a new client), not an error: `cliente: null`. */
export const ownerResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ cliente: ownerSchema.nullable() }),
});

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
