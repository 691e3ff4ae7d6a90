import { formatDateTime } from '../shared/format';
import type { ComplaintSheet } from './complaint.schema';
import {
  ANSWER_CHANNEL_LABELS,
  COMPLAINT_CHANNEL_LABELS,
  COMPLAINT_DOCUMENT_LABELS,
  COMPLAINT_GOOD_LABELS,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_STATUS_LABELS,
  formatClaimAmount,
  formatIsoDay,
  SHEET_TEXTS,
} from './complaint-texts';

/**
 * What a filed sheet says, part by part, as Anexo I orders it: one definition read by the PDF the
 * server builds (the copy and the download) and by the sheet the web shows, so both say the same.
 */

export interface SheetRow {
  readonly label: string;
  readonly value: string;
  /** Free text whose lines are kept (the detail, the request, the answer). */
  readonly long?: boolean;
}

export interface SheetSection {
  readonly title: string;
  readonly rows: readonly SheetRow[];
}

export const NOT_GIVEN = 'No indicado';
const or = (value: string | null) => (value?.trim() ? value : NOT_GIVEN);
const row = (label: string, value: string, long = false): SheetRow =>
  long ? { label, value, long } : { label, value };

function documentOf(type: ComplaintSheet['tipoDocumento'] | null, number: string | null): string {
  return type && number ? `${COMPLAINT_DOCUMENT_LABELS[type]} ${number}` : NOT_GIVEN;
}

function consumer(sheet: ComplaintSheet): SheetRow[] {
  const rows = [
    row('Nombre', sheet.nombreCompleto),
    row('Documento', documentOf(sheet.tipoDocumento, sheet.nroDocumento)),
    row('Domicilio', or(sheet.domicilio)),
    row('Teléfono', or(sheet.telefono)),
    row('Correo electrónico', or(sheet.correo)),
    row('Menor de edad', sheet.menorEdad ? 'Sí' : 'No'),
  ];
  if (!sheet.menorEdad) return rows;
  return [
    ...rows,
    row('Padre, madre o apoderado', or(sheet.apoderado)),
    row('Su documento', documentOf(sheet.apoderadoTipoDocumento, sheet.apoderadoNroDocumento)),
    row('Su domicilio', or(sheet.apoderadoDomicilio)),
    row('Su teléfono', or(sheet.apoderadoTelefono)),
    row('Su correo', or(sheet.apoderadoCorreo)),
  ];
}

function good(sheet: ComplaintSheet): SheetRow[] {
  return [
    row('Producto o servicio', sheet.tipoBien ? COMPLAINT_GOOD_LABELS[sheet.tipoBien] : NOT_GIVEN),
    row(
      'Monto reclamado',
      sheet.montoReclamado !== null && sheet.moneda
        ? formatClaimAmount(sheet.montoReclamado, sheet.moneda)
        : NOT_GIVEN,
    ),
    row('Descripción', or(sheet.descripcionBien)),
  ];
}

function claim(sheet: ComplaintSheet): SheetRow[] {
  return [
    row('Tipo', `${COMPLAINT_KIND_LABELS[sheet.tipoOriginal]} (${sheet.tipoOriginal === 'RECLAMO' ? 1 : 2})`),
    row('Detalle', sheet.detalle, true),
    row('Pedido', or(sheet.pedido), true),
    row(
      'Conformidad del consumidor',
      sheet.aceptaConsumidor
        ? `${SHEET_TEXTS.acceptance} Aceptada electrónicamente el ${formatDateTime(sheet.fecha)}.`
        : 'No marcada',
    ),
    row('Respuesta preferida por', COMPLAINT_CHANNEL_LABELS[sheet.canalRespuesta]),
  ];
}

function provider(sheet: ComplaintSheet): SheetRow[] {
  const rows: SheetRow[] = [];
  if (sheet.tipo !== sheet.tipoOriginal && sheet.reclasificadoEn) {
    rows.push(
      row(
        'Reclasificación',
        `Registrada como ${COMPLAINT_KIND_LABELS[sheet.tipoOriginal].toLowerCase()}; se atiende como ${COMPLAINT_KIND_LABELS[sheet.tipo].toLowerCase()} desde el ${formatDateTime(sheet.reclasificadoEn)}. Motivo: ${or(sheet.motivoReclasificacion)}`,
      ),
    );
  }
  rows.push(row('Estado', COMPLAINT_STATUS_LABELS[sheet.estado]));
  if (!sheet.respuesta) {
    return [
      ...rows,
      row('Observaciones y acciones', SHEET_TEXTS.providerPending),
      row('Plazo de respuesta', `Hasta el ${formatIsoDay(sheet.fechaLimite)}`),
      row(SHEET_TEXTS.answerDate, '—'),
    ];
  }
  return [
    ...rows,
    row('Observaciones y acciones', sheet.respuesta, true),
    row(
      'Respondido por',
      `${or(sheet.respondidoPor)}${sheet.respondidoEn ? `, ${formatDateTime(sheet.respondidoEn)}` : ''}`,
    ),
    row('Medio', sheet.respuestaCanal ? ANSWER_CHANNEL_LABELS[sheet.respuestaCanal] : NOT_GIVEN),
    row(
      SHEET_TEXTS.answerDate,
      sheet.respuestaComunicadaEn
        ? formatDateTime(sheet.respuestaComunicadaEn)
        : 'Al salir el correo electrónico',
    ),
  ];
}

/** The provider and parts 1 to 4 of a sheet. */
export function sheetSections(sheet: ComplaintSheet): SheetSection[] {
  return [
    {
      title: 'Datos del proveedor',
      rows: [
        row('Razón social', sheet.razonSocial),
        row('RUC', sheet.ruc),
        row('Establecimiento', `${sheet.establecimiento} (Libro ${sheet.codigoLibro})`),
      ],
    },
    { title: SHEET_TEXTS.part1, rows: consumer(sheet) },
    { title: SHEET_TEXTS.part2, rows: good(sheet) },
    { title: SHEET_TEXTS.part3, rows: claim(sheet) },
    { title: SHEET_TEXTS.part4, rows: provider(sheet) },
  ];
}
