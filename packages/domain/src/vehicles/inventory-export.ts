import { formatDate, formatKm, formatUsd } from '../shared/format';
import type { AdminVehicle } from './admin-vehicle.schema';
import { VEHICLE_STATUS_LABELS } from './status';

/** Spec 001 §9: the vehicle export's title and file name (automoviles.xlsx, automoviles.pdf). */
export const INVENTORY_EXPORT_TITLE = 'Inventario de Automóviles';
export const INVENTORY_EXPORT_FILE_NAME = 'automoviles';

export type InventoryExportFormat = 'pdf' | 'print' | 'excel';

export type InventoryExportVehicle = Pick<
  AdminVehicle,
  | 'idAuto'
  | 'marca'
  | 'modelo'
  | 'anioFabricacion'
  | 'color'
  | 'precioVenta'
  | 'ultimoPrecioCompra'
  | 'precioCompra'
  | 'estadoDes'
  | 'combustible'
  | 'transmision'
  | 'kilometraje'
  | 'placa'
  | 'cilindrada'
>;

export interface InventoryExportColumn {
  readonly header: string;
  /** What the PDF and the printed table show. */
  readonly text: (vehicle: InventoryExportVehicle) => string;
  /** What the Excel cell holds: numbers stay numbers so the sheet can sum and sort them. */
  readonly cell: (vehicle: InventoryExportVehicle) => string | number | null;
  /** Excel number format of a numeric cell. */
  readonly numberFormat?: string;
  /** Excel column width, in characters. */
  readonly width: number;
  readonly align: 'left' | 'right';
}

/**
 * Spec 001 §9 prices the export at precioVenta, which a vehicle only has once sold; the inventory
 * otherwise shows the latest purchase price, then the purchase price (decision 0013).
 */
export function exportPrice(vehicle: InventoryExportVehicle): number {
  return vehicle.precioVenta ?? vehicle.ultimoPrecioCompra ?? vehicle.precioCompra;
}

const dash = (value: string | null) => (value?.trim() ? value.trim() : '—');
const blank = (value: string | null) => (value?.trim() ? value.trim() : null);

const COLUMNS = {
  id: {
    header: 'ID',
    text: (v) => String(v.idAuto),
    cell: (v) => v.idAuto,
    width: 8,
    align: 'right',
  },
  marca: { header: 'Marca', text: (v) => v.marca, cell: (v) => v.marca, width: 16, align: 'left' },
  modelo: { header: 'Modelo', text: (v) => v.modelo, cell: (v) => v.modelo, width: 20, align: 'left' },
  anio: {
    header: 'Año',
    text: (v) => String(v.anioFabricacion),
    cell: (v) => v.anioFabricacion,
    width: 8,
    align: 'right',
  },
  color: {
    header: 'Color',
    text: (v) => dash(v.color),
    cell: (v) => blank(v.color),
    width: 14,
    align: 'left',
  },
  precio: {
    header: 'Precio',
    text: (v) => formatUsd(exportPrice(v)),
    cell: (v) => exportPrice(v),
    numberFormat: '"US$ "#,##0',
    width: 14,
    align: 'right',
  },
  estado: {
    header: 'Estado',
    text: (v) => VEHICLE_STATUS_LABELS[v.estadoDes],
    cell: (v) => VEHICLE_STATUS_LABELS[v.estadoDes],
    width: 15,
    align: 'left',
  },
  combustible: {
    header: 'Combustible',
    text: (v) => dash(v.combustible),
    cell: (v) => blank(v.combustible),
    width: 14,
    align: 'left',
  },
  transmision: {
    header: 'Transmisión',
    text: (v) => dash(v.transmision),
    cell: (v) => blank(v.transmision),
    width: 22,
    align: 'left',
  },
  kilometraje: {
    header: 'Kilometraje',
    text: (v) => (v.kilometraje === null ? '—' : formatKm(v.kilometraje)),
    cell: (v) => v.kilometraje,
    numberFormat: '#,##0" km"',
    width: 14,
    align: 'right',
  },
  placa: {
    header: 'Placa',
    text: (v) => dash(v.placa),
    cell: (v) => blank(v.placa),
    width: 10,
    align: 'left',
  },
  cilindrada: {
    header: 'Cilindrada',
    text: (v) => (v.cilindrada === null ? '—' : `${v.cilindrada} cc`),
    cell: (v) => v.cilindrada,
    numberFormat: '#,##0" cc"',
    width: 12,
    align: 'right',
  },
} satisfies Record<string, InventoryExportColumn>;

type ColumnId = keyof typeof COLUMNS;

// Spec 001 §9: the PDF has eight columns; print adds Transmisión; Excel also Kilometraje, Placa, Cilindrada.
const PDF_COLUMNS: readonly ColumnId[] = [
  'id',
  'marca',
  'modelo',
  'anio',
  'color',
  'precio',
  'estado',
  'combustible',
];
const FORMAT_COLUMNS: Record<InventoryExportFormat, readonly ColumnId[]> = {
  pdf: PDF_COLUMNS,
  print: [...PDF_COLUMNS, 'transmision'],
  excel: [...PDF_COLUMNS, 'transmision', 'kilometraje', 'placa', 'cilindrada'],
};

/** The columns of one export format, in order: the one definition the three exports share. */
export function inventoryExportColumns(format: InventoryExportFormat): InventoryExportColumn[] {
  return FORMAT_COLUMNS[format].map((id) => COLUMNS[id]);
}

/** The header row and the text rows of the PDF or the printed table. */
export function inventoryExportTable(
  vehicles: readonly InventoryExportVehicle[],
  format: InventoryExportFormat,
): { headers: string[]; rows: string[][] } {
  const columns = inventoryExportColumns(format);
  return {
    headers: columns.map((column) => column.header),
    rows: vehicles.map((vehicle) => columns.map((column) => column.text(vehicle))),
  };
}

/** "Fecha de generación: dd/MM/yyyy" in Lima time, under the title of every export. */
export function inventoryExportDateLine(now: Date): string {
  return `Fecha de generación: ${formatDate(now)}`;
}
