import { blank, dash, type ExportColumn, type ExportDefinition } from '../export/export-definition';
import { formatDateTime, formatKm, formatUsd } from '../shared/format';
import type { SellOfferItem } from './sell-offer-admin.schema';
import { INSPECTION_SITE_LABELS, SELL_OFFER_STATUS_LABELS } from './sell-offer-rules';

export type SellOfferExportRow = Pick<
  SellOfferItem,
  | 'codigo'
  | 'fechaRegistro'
  | 'nombreCompleto'
  | 'dni'
  | 'celular'
  | 'correo'
  | 'placa'
  | 'marca'
  | 'modelo'
  | 'anio'
  | 'kilometraje'
  | 'precioEsperado'
  | 'sedeInspeccion'
  | 'fechaInspeccion'
  | 'status'
  | 'idAuto'
>;

type Column = ExportColumn<SellOfferExportRow>;

/** 'Toyota Corolla 2019'. */
export function offerCarLabel(row: Pick<SellOfferItem, 'marca' | 'modelo' | 'anio'>): string {
  return `${row.marca} ${row.modelo} ${row.anio}`;
}

/** 'San Isidro, 23/11/2026 09:00', or null without a booked slot. */
export function offerInspectionLabel(
  row: Pick<SellOfferItem, 'sedeInspeccion' | 'fechaInspeccion'>,
): string | null {
  if (!row.sedeInspeccion || !row.fechaInspeccion) return null;
  return `${INSPECTION_SITE_LABELS[row.sedeInspeccion]}, ${formatDateTime(row.fechaInspeccion)}`;
}

const codigo: Column = { header: 'Código', width: 16, align: 'left', text: (r) => dash(r.codigo) };
const fecha: Column = {
  header: 'Fecha',
  width: 17,
  align: 'left',
  text: (r) => formatDateTime(r.fechaRegistro),
};
const vendedor: Column = { header: 'Vendedor', width: 28, align: 'left', text: (r) => r.nombreCompleto };
const dni: Column = {
  header: 'DNI',
  width: 11,
  align: 'left',
  text: (r) => dash(r.dni),
  cell: (r) => blank(r.dni),
};
const celular: Column = { header: 'Celular', width: 12, align: 'left', text: (r) => r.celular };
const correo: Column = { header: 'Correo', width: 28, align: 'left', text: (r) => r.correo };
const placa: Column = {
  header: 'Placa',
  width: 10,
  align: 'left',
  text: (r) => dash(r.placa),
  cell: (r) => blank(r.placa),
};
const auto: Column = { header: 'Auto', width: 28, align: 'left', text: offerCarLabel };
const kilometraje: Column = {
  header: 'Kilometraje',
  width: 13,
  align: 'right',
  text: (r) => formatKm(r.kilometraje),
  cell: (r) => r.kilometraje,
  numberFormat: '#,##0',
};
const precio: Column = {
  header: 'Precio esperado',
  width: 15,
  align: 'right',
  text: (r) => (r.precioEsperado === null ? '—' : formatUsd(r.precioEsperado)),
  cell: (r) => r.precioEsperado,
  numberFormat: '"US$" #,##0',
};
const inspeccion: Column = {
  header: 'Inspección',
  width: 28,
  align: 'left',
  text: (r) => offerInspectionLabel(r) ?? '—',
  cell: (r) => offerInspectionLabel(r),
};
const estado: Column = {
  header: 'Estado',
  width: 12,
  align: 'left',
  text: (r) => SELL_OFFER_STATUS_LABELS[r.status],
};
const vehiculo: Column = {
  header: 'Vehículo creado',
  width: 15,
  align: 'right',
  text: (r) => (r.idAuto === null ? '—' : `ID ${r.idAuto}`),
  cell: (r) => r.idAuto,
};

/** 'Ofertas de Autos' to Excel (every column), PDF and print (what fits a landscape page). */
export const SELL_OFFER_EXPORT: ExportDefinition<SellOfferExportRow> = {
  title: 'REPORTE DE OFERTAS DE AUTOS',
  fileName: 'ofertas-de-autos',
  sheetName: 'Ofertas de Autos',
  orientation: 'landscape',
  columns: {
    excel: [
      codigo,
      fecha,
      vendedor,
      dni,
      celular,
      correo,
      placa,
      auto,
      kilometraje,
      precio,
      inspeccion,
      estado,
      vehiculo,
    ],
    pdf: [codigo, fecha, vendedor, celular, placa, auto, kilometraje, precio, inspeccion, estado],
    print: [codigo, fecha, vendedor, dni, celular, placa, auto, kilometraje, precio, inspeccion, estado],
  },
};
