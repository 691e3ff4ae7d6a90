import {
  type ComplaintRequest,
  type ComplaintSubmission,
  complaintRequestSchema,
} from '@motorplaza/domain/complaints/complaint.schema';
import type {
  ComplaintChannel,
  ComplaintCurrency,
  ComplaintDocument,
  ComplaintGood,
  ComplaintKind,
} from '@motorplaza/domain/complaints/complaint-texts';
import { z } from 'zod';

/** What the HTML form holds: texts, unticked boxes and unchosen radios ('' until chosen). */
export interface ComplaintFormValues {
  oficina: string;
  nombreCompleto: string;
  tipoDocumento: ComplaintDocument;
  nroDocumento: string;
  domicilio: string;
  telefono: string;
  correo: string;
  menorEdad: boolean;
  apoderado: string;
  apoderadoTipoDocumento: ComplaintDocument;
  apoderadoNroDocumento: string;
  apoderadoDomicilio: string;
  apoderadoTelefono: string;
  apoderadoCorreo: string;
  tipoBien: ComplaintGood | '';
  montoReclamado: string;
  moneda: ComplaintCurrency;
  descripcionBien: string;
  tipo: ComplaintKind | '';
  detalle: string;
  pedido: string;
  aceptaConsumidor: boolean;
  canalRespuesta: ComplaintChannel | '';
  consentimientoPrivacidad: boolean;
}

export const EMPTY_COMPLAINT_FORM: ComplaintFormValues = {
  oficina: '',
  nombreCompleto: '',
  tipoDocumento: 'DNI',
  nroDocumento: '',
  domicilio: '',
  telefono: '',
  correo: '',
  menorEdad: false,
  apoderado: '',
  apoderadoTipoDocumento: 'DNI',
  apoderadoNroDocumento: '',
  apoderadoDomicilio: '',
  apoderadoTelefono: '',
  apoderadoCorreo: '',
  tipoBien: '',
  montoReclamado: '',
  moneda: 'PEN',
  descripcionBien: '',
  tipo: '',
  detalle: '',
  pedido: '',
  aceptaConsumidor: false,
  canalRespuesta: '',
  consentimientoPrivacidad: false,
};

/**
 * The request the form sends: the guardian only for a minor, the currency only with an amount, and
 * the unchosen radios left out (the server then applies the rules' defaults).
 */
export function toComplaintRequest(values: ComplaintFormValues): ComplaintRequest {
  // The amount goes as typed: the schema reads it with the API's parser (decision 0041).
  const amount = values.montoReclamado.trim() === '' ? null : values.montoReclamado;
  const guardian = values.menorEdad
    ? {
        apoderado: values.apoderado,
        apoderadoTipoDocumento: values.apoderadoTipoDocumento,
        apoderadoNroDocumento: values.apoderadoNroDocumento,
        apoderadoDomicilio: values.apoderadoDomicilio,
        apoderadoTelefono: values.apoderadoTelefono,
        apoderadoCorreo: values.apoderadoCorreo,
      }
    : {};
  return {
    oficina: values.oficina === '' ? null : Number(values.oficina),
    nombreCompleto: values.nombreCompleto,
    tipoDocumento: values.tipoDocumento,
    nroDocumento: values.nroDocumento,
    domicilio: values.domicilio,
    telefono: values.telefono,
    correo: values.correo,
    menorEdad: values.menorEdad,
    ...guardian,
    tipoBien: values.tipoBien || null,
    montoReclamado: amount,
    moneda: amount === null ? null : values.moneda,
    descripcionBien: values.descripcionBien,
    ...(values.tipo ? { tipo: values.tipo } : {}),
    detalle: values.detalle,
    pedido: values.pedido,
    aceptaConsumidor: values.aceptaConsumidor,
    canalRespuesta: values.canalRespuesta || null,
    consentimientoPrivacidad: values.consentimientoPrivacidad,
  };
}

/** The API's own schema, read from the form's values: one set of rules and messages for both. */
export const complaintFormSchema = z.preprocess(
  (values) => toComplaintRequest(values as ComplaintFormValues),
  complaintRequestSchema,
) as unknown as z.ZodType<ComplaintSubmission, ComplaintFormValues>;
