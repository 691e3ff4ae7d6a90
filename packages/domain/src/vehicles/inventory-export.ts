import {
  blank,
  dash,
  type ExportColumn,
  type ExportDefinition,
  type ExportMessages,
} from '../export/export-definition';
import { formatKm, formatUsd } from '../shared/format';
import type { AdminVehicle } from './admin-vehicle.schema';
import { VEHICLE_STATUS_LABELS } from './status';

/** Spec 001 §9: the vehicle export's title and file name (automoviles.xlsx, automoviles.pdf). */
export const INVENTORY_EXPORT_TITLE = 'Inventario de Automóviles';
export const INVENTORY_EXPORT_FILE_NAME = 'automoviles';

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

/**
 * Spec 001 §9 prices the export at precioVenta, which a vehicle only has once sold; the inventory
 * otherwise shows the latest purchase price, then the purchase price (decision 0013).
 */
export function exportPrice(vehicle: InventoryExportVehicle): number {
  return vehicle.precioVenta ?? vehicle.ultimoPrecioCompra ?? vehicle.precioCompra;
}

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
} satisfies Record<string, ExportColumn<InventoryExportVehicle>>;

// Spec 001 §9: the PDF has eight columns; print adds Transmisión; Excel also Kilometraje, Placa, Cilindrada.
const PDF_COLUMNS = [
  COLUMNS.id,
  COLUMNS.marca,
  COLUMNS.modelo,
  COLUMNS.anio,
  COLUMNS.color,
  COLUMNS.precio,
  COLUMNS.estado,
  COLUMNS.combustible,
];

/** automoviles.xlsx, automoviles.pdf and the printed list (spec 001 §9, decision 0013). */
export const INVENTORY_EXPORT: ExportDefinition<InventoryExportVehicle> = {
  title: INVENTORY_EXPORT_TITLE,
  fileName: INVENTORY_EXPORT_FILE_NAME,
  sheetName: 'Automóviles',
  orientation: 'landscape',
  columns: {
    pdf: PDF_COLUMNS,
    print: [...PDF_COLUMNS, COLUMNS.transmision],
    excel: [...PDF_COLUMNS, COLUMNS.transmision, COLUMNS.kilometraje, COLUMNS.placa, COLUMNS.cilindrada],
  },
};

/** Spec 001 §8 gives no vehicle export messages: the failures take the interested clients' wording. */
export const INVENTORY_EXPORT_MESSAGES: ExportMessages = {
  failures: {
    excel: 'No se pudo exportar a Excel',
    pdf: 'No se pudo exportar a PDF',
    print: 'No se pudo imprimir el reporte',
  },
};
