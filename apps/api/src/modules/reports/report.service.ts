import type {
  ClientsReport,
  DashboardReport,
  FunnelReport,
  InventoryReport,
  SalesReport,
  TopBrandsReport,
} from '@motorplaza/domain/reports/report.schema';
import { AGING_BUCKETS, DAYS_SUPPLY_WINDOW } from '@motorplaza/domain/reports/report-formulas';
import { periodOfQuery, type ReportPeriodQuery } from '@motorplaza/domain/reports/report-period';
import { REPORT_TEXTS } from '@motorplaza/domain/reports/report-texts';
import { addDays, todayInLima } from '@motorplaza/domain/shared/dates';
import type { DbOrTx } from '../../db/client';
import {
  availableByAge,
  availableStock,
  leadCount,
  leadOriginGroups,
  leadStateGroups,
  leadsByMonth,
  oldestAvailable,
  salesByMonth,
  salesCount,
  salesSince,
  sellInTotals,
  topBrands,
} from './report.repository';
import { funnelByOrigin, funnelOf } from './report-funnel';
import { daysOfPeriod, monthOf } from './report-window';

const TOP_BRANDS = 10;
const OLDEST = 10;

export interface ReportServiceOptions {
  /** The clock: "this month", "today" and the default period follow it (tests pin it). */
  now?: () => Date;
}

/** The reports of issue 11 (decision 0024), each figure computed by the database. */
export function createReportService(db: DbOrTx, options: ReportServiceOptions = {}) {
  const now = options.now ?? (() => new Date());

  function periodOf(query: ReportPeriodQuery) {
    const period = periodOfQuery(query, now());
    return { period, days: daysOfPeriod(period) };
  }

  return {
    async dashboard(): Promise<DashboardReport> {
      const today = todayInLima(now());
      const thisMonth = monthOf(today);
      const lastAndThisMonth = { from: monthOf(today, -1).from, until: thisMonth.until };
      const [stock, sales, sellIn, leads] = await Promise.all([
        availableStock(db),
        salesSince(db, lastAndThisMonth, thisMonth),
        sellInTotals(db, thisMonth),
        leadCount(db, thisMonth),
      ]);
      return {
        kpisPrincipales: {
          cantidadVehiculosDisponibles: stock.cantidad,
          ventasMesPasado: sales.cantidad - sales.cantidadDesde,
          ventasMesActual: sales.cantidadDesde,
          montoVentasMesActual: sales.montoDesde,
          clientesInteresadosMesActual: leads,
          autosDisponiblesEnPiso: stock.enPiso,
          autosDisponiblesExternos: stock.cantidad - stock.enPiso,
          ingresosSellinMesActual: sellIn.monto,
          cantidadSellinMesActual: sellIn.cantidad,
          valorTotalInventarioDisponible: stock.valor,
        },
      };
    },

    async sales(query: ReportPeriodQuery): Promise<SalesReport> {
      const { period, days } = periodOf(query);
      return { ...period, reporteVentas: await salesByMonth(db, days) };
    },

    async clients(query: ReportPeriodQuery): Promise<ClientsReport> {
      const { period, days } = periodOf(query);
      return { ...period, reporteClientes: await leadsByMonth(db, days) };
    },

    async topBrands(query: ReportPeriodQuery): Promise<TopBrandsReport> {
      const { period, days } = periodOf(query);
      return { ...period, topMarcas: await topBrands(db, days, TOP_BRANDS) };
    },

    /** Aging and the days-supply inputs: sales of the 90 Lima days ending today. */
    async inventory(): Promise<InventoryReport> {
      const today = todayInLima(now());
      const window = { from: addDays(today, 1 - DAYS_SUPPLY_WINDOW), until: addDays(today, 1) };
      const [buckets, oldest, sales] = await Promise.all([
        availableByAge(db, today),
        oldestAvailable(db, today, OLDEST),
        salesCount(db, window),
      ]);
      const byRange = new Map(buckets.map((bucket) => [bucket.rango, bucket]));
      const antiguedad = AGING_BUCKETS.map(({ rango }) => ({
        rango,
        cantidad: byRange.get(rango)?.cantidad ?? 0,
        valor: byRange.get(rango)?.valor ?? 0,
      }));
      return {
        stockDisponible: antiguedad.reduce((sum, bucket) => sum + bucket.cantidad, 0),
        ventasUltimos90Dias: sales,
        antiguedad,
        masAntiguos: oldest.map((row) => ({ ...row, fechaIng: row.fechaIng.toISOString() })),
      };
    },

    async funnel(query: ReportPeriodQuery): Promise<FunnelReport> {
      const { period, days } = periodOf(query);
      const [groups, origins] = await Promise.all([leadStateGroups(db, days), leadOriginGroups(db, days)]);
      const rows = funnelOf(groups);
      return {
        ...period,
        embudo: rows.map((row) => ({ ...row, asesor: row.asesor ?? REPORT_TEXTS.clients.unassigned })),
        porOrigen: funnelByOrigin(origins),
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
