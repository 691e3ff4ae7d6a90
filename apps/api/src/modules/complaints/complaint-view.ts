import { businessDaysLeft } from '@motorplaza/domain/complaints/business-days';
import type { ComplaintSheet } from '@motorplaza/domain/complaints/complaint.schema';
import type { ComplaintDetail, ComplaintRow } from '@motorplaza/domain/complaints/complaint-admin.schema';
import type { ComplaintStatusView } from '@motorplaza/domain/complaints/complaint-lookup.schema';
import type {
  ComplaintChannel,
  ComplaintCurrency,
  ComplaintDocument,
  ComplaintGood,
  ComplaintKind,
  ComplaintStatus,
} from '@motorplaza/domain/complaints/complaint-texts';
import type { ComplaintRecord, ComplaintView } from './complaint.repository';

/** The columns' values as the schemas' unions (the database's checks hold them to these). */
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const kind = (value: string) => value as ComplaintKind;
const status = (value: string) => value as ComplaintStatus;
const channel = (value: string | null) => value as ComplaintChannel | null;

/** Today in Lima and the holidays: what the business days left are counted from. */
export interface DeadlineClock {
  today: string;
  holidays: ReadonlySet<string>;
}

export function toSheet(view: ComplaintView): ComplaintSheet {
  return {
    codigo: view.codigo,
    codigoLibro: view.codigoLibro,
    fecha: view.createdAt.toISOString(),
    razonSocial: view.razonSocial,
    ruc: view.ruc,
    establecimiento: view.establecimiento,
    nombreCompleto: view.nombreCompleto,
    tipoDocumento: view.tipoDocumento as ComplaintDocument,
    nroDocumento: view.nroDocumento,
    domicilio: view.domicilio,
    telefono: view.telefono,
    correo: view.correo,
    menorEdad: view.menorEdad,
    apoderado: view.apoderado,
    apoderadoTipoDocumento: view.apoderadoTipoDocumento as ComplaintDocument | null,
    apoderadoNroDocumento: view.apoderadoNroDocumento,
    apoderadoDomicilio: view.apoderadoDomicilio,
    apoderadoTelefono: view.apoderadoTelefono,
    apoderadoCorreo: view.apoderadoCorreo,
    tipoBien: view.tipoBien as ComplaintGood | null,
    moneda: view.moneda as ComplaintCurrency | null,
    montoReclamado: view.montoReclamado,
    descripcionBien: view.descripcionBien,
    tipoOriginal: kind(view.tipoOriginal),
    tipo: kind(view.tipo),
    detalle: view.detalle,
    pedido: view.pedido,
    aceptaConsumidor: view.aceptaConsumidor,
    canalRespuesta: view.canalRespuesta as ComplaintChannel,
    fechaLimite: view.fechaLimite,
    estado: status(view.estado),
    respuesta: view.respuesta,
    respondidoEn: iso(view.respondidoEn),
    respondidoPor: view.respondidoPor,
    respuestaCanal: channel(view.respuestaCanal),
    respuestaComunicadaEn: iso(view.respuestaComunicadaEn),
    motivoReclasificacion: view.motivoReclasificacion,
    reclasificadoEn: iso(view.reclasificadoEn),
  };
}

const daysLeft = (record: ComplaintRecord, clock: DeadlineClock) =>
  businessDaysLeft(clock.today, record.fechaLimite, clock.holidays);

export function toRow(record: ComplaintRecord, clock: DeadlineClock): ComplaintRow {
  return {
    idReclamo: record.id,
    codigo: record.codigo,
    codigoLibro: record.codigoLibro,
    fecha: record.createdAt.toISOString(),
    nombreCompleto: record.nombreCompleto,
    tipoDocumento: record.tipoDocumento as ComplaintDocument,
    nroDocumento: record.nroDocumento,
    tipo: kind(record.tipo),
    tipoOriginal: kind(record.tipoOriginal),
    estado: status(record.estado),
    fechaLimite: record.fechaLimite,
    diasRestantes: daysLeft(record, clock),
    respondidoEn: iso(record.respondidoEn),
    respuestaCanal: channel(record.respuestaCanal),
    respuestaComunicadaEn: iso(record.respuestaComunicadaEn),
    version: record.version,
  };
}

export function toDetail(view: ComplaintView, clock: DeadlineClock): ComplaintDetail {
  return {
    ...toSheet(view),
    idReclamo: view.id,
    diasRestantes: daysLeft(view, clock),
    copiaEnviadaEn: iso(view.copiaEnviadaEn),
    reclasificadoPor: view.reclasificadoPor,
    version: view.version,
  };
}

export function toStatus(record: ComplaintRecord): ComplaintStatusView {
  return {
    codigo: record.codigo,
    codigoLibro: record.codigoLibro,
    fecha: record.createdAt.toISOString(),
    tipo: kind(record.tipo),
    estado: status(record.estado),
    fechaLimite: record.fechaLimite,
    respuestaCanal: channel(record.respuestaCanal),
    respuestaComunicadaEn: iso(record.respuestaComunicadaEn),
  };
}
