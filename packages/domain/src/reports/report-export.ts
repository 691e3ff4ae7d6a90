import type { ExportColumn, ExportDefinition, ExportMessages } from '../export/export-definition';
import { todayInLima } from '../shared/dates';
import { formatDate, formatUsd } from '../shared/format';
import type { ClientsRow, FunnelRow, OldestVehicle, SalesRow, TopBrandRow } from './report.schema';
import { AGING_BUCKETS, grossProfitPerUnit } from './report-formulas';
import { periodLabel } from './report-months';
import type { StatusShare } from './report-status';

const all = <T>(columns: readonly ExportColumn<T>[]) => ({ excel: columns, pdf: columns, print: columns });

function numberColumn<T>(header: string, value: (row: T) => number, width = 14): ExportColumn<T> {
  return { header, text: (row) => String(value(row)), cell: value, width, align: 'right' };
}

function usdColumn<T>(header: string, value: (row: T) => number, width = 16): ExportColumn<T> {
  return {
    header,
    text: (row) => formatUsd(value(row)),
    cell: value,
    numberFormat: '"US$" #,##0',
    width,
    align: 'right',
  };
}

const dated = (name: string) => (now: Date) => `${name}-${todayInLima(now)}`;

/** Spec 000 §9 "Status report print": exactly these three columns, title, file name and portrait. */
export const STATUS_REPORT_EXPORT: ExportDefinition<StatusShare> = {
  title: 'Reporte de Distribución de Autos por Estado',
  fileName: 'reporte-estados-autos',
  sheetName: 'Estados',
  orientation: 'portrait',
  columns: all<StatusShare>([
    { header: 'Estado', text: (row) => row.estadoDes, width: 24, align: 'left' },
    numberColumn('Cantidad', (row) => row.cantidad),
    {
      header: 'Porcentaje',
      text: (row) => `${row.porcentaje.toFixed(1)}%`,
      cell: (row) => row.porcentaje / 100,
      numberFormat: '0.0%',
      width: 14,
      align: 'right',
    },
  ]),
};

const period = <T extends { readonly anio: number; readonly mes: number }>(): ExportColumn<T> => ({
  header: 'Período',
  text: (row) => periodLabel(row.anio, row.mes),
  width: 14,
  align: 'left',
});

/** A sales row with the month under the names every monthly export reads. */
export type SalesExportRow = SalesRow & { readonly anio: number; readonly mes: number };
export function salesExportRows(rows: readonly SalesRow[]): SalesExportRow[] {
  return rows.map((row) => ({ ...row, anio: row.anioVenta, mes: row.mesVenta }));
}

export const SALES_REPORT_EXPORT: ExportDefinition<SalesExportRow> = {
  title: 'Reporte de Ventas',
  fileName: dated('reporte-ventas'),
  sheetName: 'Ventas',
  orientation: 'portrait',
  columns: all<SalesExportRow>([
    period<SalesExportRow>(),
    numberColumn('Cantidad Vendidos', (row) => row.cantidadVendidos, 18),
    usdColumn('Ventas ($)', (row) => row.totalPrecioCompra),
    usdColumn('Utilidad Bruta', (row) => row.utilidadBruta),
    usdColumn(
      'Utilidad por Unidad',
      (row) => grossProfitPerUnit(row.utilidadBruta, row.cantidadVendidos),
      20,
    ),
  ]),
};

export const CLIENTS_REPORT_EXPORT: ExportDefinition<ClientsRow> = {
  title: 'Reporte de Clientes Interesados',
  fileName: dated('reporte-clientes-interesados'),
  sheetName: 'Clientes',
  orientation: 'portrait',
  columns: all<ClientsRow>([
    period<ClientsRow>(),
    numberColumn('Cantidad de Clientes', (row) => row.cantidadClientes, 20),
  ]),
};

export const FUNNEL_REPORT_EXPORT: ExportDefinition<FunnelRow> = {
  title: 'Embudo de Clientes por Asesor',
  fileName: dated('reporte-embudo-asesores'),
  sheetName: 'Embudo',
  orientation: 'portrait',
  columns: all<FunnelRow>([
    { header: 'Asesor', text: (row) => row.asesor, width: 30, align: 'left' },
    numberColumn('Interesados', (row) => row.leads),
    numberColumn('Atendidos', (row) => row.atendidos),
    numberColumn('Vendidos', (row) => row.vendidos),
  ]),
};

export const TOP_BRANDS_REPORT_EXPORT: ExportDefinition<TopBrandRow> = {
  title: 'Top 10 Marcas más Vendidas',
  fileName: dated('reporte-top-10-marcas'),
  sheetName: 'Top 10 Marcas',
  orientation: 'portrait',
  columns: all<TopBrandRow>([
    { header: 'Marca', text: (row) => row.marca, width: 20, align: 'left' },
    numberColumn('Unidades Vendidas', (row) => row.cantidadVendidos, 18),
    usdColumn('Ventas ($)', (row) => row.totalVentas),
    usdColumn(
      'Utilidad por Unidad',
      (row) => grossProfitPerUnit(row.utilidadBruta, row.cantidadVendidos),
      20,
    ),
    numberColumn('Stock Disponible', (row) => row.stockDisponible, 16),
  ]),
};

/** One line of the dashboard's export: an indicator and its value as shown. */
export interface DashboardExportRow {
  readonly indicador: string;
  readonly valor: string;
}

export const DASHBOARD_REPORT_EXPORT: ExportDefinition<DashboardExportRow> = {
  title: 'Dashboard de Reportes',
  fileName: dated('reporte-dashboard'),
  sheetName: 'Dashboard',
  orientation: 'portrait',
  columns: all<DashboardExportRow>([
    { header: 'Indicador', text: (row) => row.indicador, width: 40, align: 'left' },
    { header: 'Valor', text: (row) => row.valor, width: 28, align: 'right' },
  ]),
};

export const OLDEST_VEHICLES_EXPORT: ExportDefinition<OldestVehicle> = {
  title: 'Antigüedad del Inventario',
  fileName: dated('reporte-antiguedad-inventario'),
  sheetName: 'Antigüedad',
  orientation: 'portrait',
  columns: all<OldestVehicle>([
    numberColumn('ID', (row) => row.idAuto, 8),
    {
      header: 'Vehículo',
      text: (row) => `${row.marca} ${row.modelo} ${row.anioFabricacion}`,
      width: 30,
      align: 'left',
    },
    { header: 'Placa', text: (row) => row.placa ?? '—', cell: (row) => row.placa, width: 12, align: 'left' },
    { header: 'Ingreso', text: (row) => formatDate(row.fechaIng), width: 12, align: 'left' },
    numberColumn('Días en stock', (row) => row.dias),
    usdColumn('Precio', (row) => row.precio),
  ]),
};

/** The aging buckets' labels, for tables and exports. */
export const AGING_LABELS = Object.fromEntries(AGING_BUCKETS.map((b) => [b.rango, b.etiqueta])) as Record<
  (typeof AGING_BUCKETS)[number]['rango'],
  string
>;

/** What every report's export buttons say (the wording of spec 001 §8 for the other exports). */
export const REPORT_EXPORT_MESSAGES: ExportMessages = {
  success: 'Exportación exitosa',
  failures: {
    excel: 'No se pudo exportar a Excel',
    pdf: 'No se pudo exportar a PDF',
    print: 'No se pudo imprimir el reporte',
  },
};
