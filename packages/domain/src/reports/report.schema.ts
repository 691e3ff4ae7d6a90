import { z } from 'zod';
import { LEAD_ORIGINS } from '../leads/lead-pipeline';
import { AGING_RANGES } from './report-formulas';

/**
 * The reports API (spec 000 §3, §7; issue 11). Every answer is `{ success: true, data }`; the four
 * operations of the original keep their shapes (kpisPrincipales, reporteVentas, reporteAutosPorEstado,
 * reporteClientes) and may carry more fields; money is whole US dollars.
 */
const count = z.number().int().nonnegative();
const money = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const kpisPrincipalesSchema = z.object({
  /** Vehicles whose status is DISPONIBLE (archived ones excluded). */
  cantidadVehiculosDisponibles: count,
  ventasMesPasado: count,
  ventasMesActual: count,
  /** Sum of the sale prices of this Lima month's sales. */
  montoVentasMesActual: money,
  /** Interested clients registered this Lima month. */
  clientesInteresadosMesActual: count,
  /** DISPONIBLE in a store (swPiso 1 San Isidro or 2 Santiago de Surco). */
  autosDisponiblesEnPiso: count,
  /** DISPONIBLE elsewhere (Previa Cita). */
  autosDisponiblesExternos: count,
  /** Sum of the prices of the vehicles that went SELL IN this Lima month (decision 0024). */
  ingresosSellinMesActual: money,
  /** How many vehicles went SELL IN this Lima month. */
  cantidadSellinMesActual: count,
  /** Sum of the listed prices (ultimoPrecioCompra ?? precioCompra) of the DISPONIBLE vehicles. */
  valorTotalInventarioDisponible: money,
});
export type KpisPrincipales = z.infer<typeof kpisPrincipalesSchema>;
export const dashboardResponseSchema = envelope(z.object({ kpisPrincipales: kpisPrincipalesSchema }));
export type DashboardReport = z.infer<typeof dashboardResponseSchema>['data'];

export const salesRowSchema = z.object({
  anioVenta: z.number().int(),
  mesVenta: z.number().int().min(1).max(12),
  /** The sum of the sale prices (the spec's name). */
  totalPrecioCompra: money,
  cantidadVendidos: count,
  /** Sale prices minus the latest purchase prices of the cars sold (decision 0024). */
  utilidadBruta: money,
});
export type SalesRow = z.infer<typeof salesRowSchema>;
export const salesReportResponseSchema = envelope(
  z.object({ desde: day, hasta: day, reporteVentas: z.array(salesRowSchema) }),
);
export type SalesReport = z.infer<typeof salesReportResponseSchema>['data'];

export const statusRowSchema = z.object({ estadoDes: z.string(), cantidad: count });
export type StatusRow = z.infer<typeof statusRowSchema>;
export const statusReportResponseSchema = envelope(
  z.object({ totalAutos: count, reporteAutosPorEstado: z.array(statusRowSchema) }),
);
export type StatusReportData = z.infer<typeof statusReportResponseSchema>['data'];

export const clientsRowSchema = z.object({
  anio: z.number().int(),
  mes: z.number().int().min(1).max(12),
  cantidadClientes: count,
});
export type ClientsRow = z.infer<typeof clientsRowSchema>;
export const clientsReportResponseSchema = envelope(
  z.object({ desde: day, hasta: day, reporteClientes: z.array(clientsRowSchema) }),
);
export type ClientsReport = z.infer<typeof clientsReportResponseSchema>['data'];

export const topBrandRowSchema = z.object({
  marca: z.string(),
  cantidadVendidos: count,
  totalVentas: money,
  utilidadBruta: money,
  /** DISPONIBLE vehicles of the brand today. */
  stockDisponible: count,
});
export type TopBrandRow = z.infer<typeof topBrandRowSchema>;
export const topBrandsReportResponseSchema = envelope(
  z.object({ desde: day, hasta: day, topMarcas: z.array(topBrandRowSchema).max(10) }),
);
export type TopBrandsReport = z.infer<typeof topBrandsReportResponseSchema>['data'];

export const agingBucketSchema = z.object({
  rango: z.enum(AGING_RANGES),
  cantidad: count,
  /** Sum of their listed prices. */
  valor: money,
});
export const oldestVehicleSchema = z.object({
  idAuto: z.number().int(),
  marca: z.string(),
  modelo: z.string(),
  anioFabricacion: z.number().int(),
  placa: z.string().nullable(),
  /** ISO instant of the entry date. */
  fechaIng: z.string(),
  /** Whole Lima calendar days since the entry date. */
  dias: count,
  precio: money,
});
export type OldestVehicle = z.infer<typeof oldestVehicleSchema>;
export const inventoryReportResponseSchema = envelope(
  z.object({
    stockDisponible: count,
    ventasUltimos90Dias: count,
    antiguedad: z.array(agingBucketSchema).length(4),
    /** The ten available cars longest in stock, oldest first. */
    masAntiguos: z.array(oldestVehicleSchema).max(10),
  }),
);
export type InventoryReport = z.infer<typeof inventoryReportResponseSchema>['data'];

export const funnelRowSchema = z.object({
  /** The asesor in charge; null for the leads nobody was assigned. */
  idUsuario: z.number().int().nullable(),
  asesor: z.string(),
  leads: count,
  atendidos: count,
  vendidos: count,
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;
/** Issue 26: the same funnel per origin of the lead ('Financiamiento', 'Prueba de manejo'…). */
export const funnelOriginRowSchema = z.object({
  origen: z.enum(LEAD_ORIGINS),
  leads: count,
  atendidos: count,
  vendidos: count,
});
export type FunnelOriginRow = z.infer<typeof funnelOriginRowSchema>;
export const funnelReportResponseSchema = envelope(
  z.object({
    desde: day,
    hasta: day,
    embudo: z.array(funnelRowSchema),
    /** Every origin, in LEAD_ORIGINS order, with zeros for an origin without leads. */
    porOrigen: z.array(funnelOriginRowSchema).default([]),
  }),
);
export type FunnelReport = z.infer<typeof funnelReportResponseSchema>['data'];
