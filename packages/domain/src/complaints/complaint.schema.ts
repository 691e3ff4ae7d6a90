import { z } from 'zod';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import { boundedText, multiLineText, requiredText, singleLine, trimmedAtLeast } from '../shared/fields';
import { MONEY_MESSAGES, MONEY_SYMBOLS, type MoneyRules, markedMoneySchema } from '../shared/money-input';
import {
  blankOr,
  CORREO_MAX,
  EMAIL_PATTERN,
  PHONE_INPUT_MAX,
  SEPARATORS,
  stripPhoneSeparators,
} from '../shared/peru';
import { COMPLAINT_COPY_STATES } from './complaint-copy';
import { documentError, normalizeDocument } from './complaint-documents';
import {
  COMPLAINT_CHANNELS,
  COMPLAINT_CURRENCIES,
  COMPLAINT_DOCUMENTS,
  COMPLAINT_GOODS,
  COMPLAINT_KINDS,
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUSES,
} from './complaint-texts';

/**
 * The public 'Hoja de Reclamación Virtual' (Anexo I of D.S. 011-2011-PCM as amended by D.S.
 * 101-2022-PCM; docs/decisions/0028): one schema for the form and the API. Only the rules' minimum
 * blocks a sheet — name, document, address or e-mail, and the detail (the date is the server's);
 * everything else is asked but optional, and checked when given.
 */

const L = COLUMN_LENGTHS.complaint;
/** `detalle`, `pedido` and `descripcionBien` are text columns; bounded for the form and the PDF. */
export const COMPLAINT_DETAIL_MAX = 3000;
export const COMPLAINT_DESCRIPTION_MAX = 1000;
/** numeric(12, 2). */
export const COMPLAINT_AMOUNT_MAX = 9_999_999_999.99;
/** 'Monto reclamado': soles or dollars (chosen beside it), with cents (docs/decisions/0041-money-input.md). */
export const COMPLAINT_AMOUNT_RULES: MoneyRules = { currency: null, decimals: 2, max: COMPLAINT_AMOUNT_MAX };
/** Offices in the site settings (at most 20): the index of the establishment chosen. */
const OFFICE_INDEX_MAX = 19;

/** A text the consumer may leave empty: '' and null become null. */
function optionalText(max: number, message?: string) {
  return boundedText(max, message)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Free text the consumer may leave empty, with its lines: '' and null become null. */
function optionalNotes(max: number) {
  return multiLineText(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

const TELEFONO_PATTERN = /^\+?[0-9]{6,14}$/;
/** A phone as typed: blank, or TELEFONO_PATTERN once its separators are dropped (for the document). */
const TELEFONO_INPUT_PATTERN = new RegExp(
  `^(?:${SEPARATORS}|${SEPARATORS}(?:\\+${SEPARATORS})?(?:[0-9]${SEPARATORS}){6,14})$`,
);
const optionalPhone = boundedText(PHONE_INPUT_MAX, COMPLAINT_MESSAGES.telefono)
  .regex(TELEFONO_INPUT_PATTERN, COMPLAINT_MESSAGES.telefono)
  .transform(stripPhoneSeparators)
  .pipe(
    z
      .string()
      .max(L.telefono, COMPLAINT_MESSAGES.telefono)
      .refine((value) => value === '' || TELEFONO_PATTERN.test(value), COMPLAINT_MESSAGES.telefono),
  )
  .nullish()
  .transform((value) => (value ? value : null));

const optionalEmail = boundedText(CORREO_MAX, COMPLAINT_MESSAGES.correo)
  .regex(blankOr(EMAIL_PATTERN), COMPLAINT_MESSAGES.correo)
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null));

const documentNumber = boundedText(L.nroDocumento, COMPLAINT_MESSAGES.nroDocumento).transform(
  normalizeDocument,
);

/** The request's fields (the API's column-bounds test checks them against their columns). */
export const complaintRequestFields = z
  .object({
    /** The store the sheet is about (its index in the settings' offices), or null for the website. */
    oficina: z
      .number({ error: COMPLAINT_MESSAGES.establecimiento })
      .int(COMPLAINT_MESSAGES.establecimiento)
      .min(0, COMPLAINT_MESSAGES.establecimiento)
      .max(OFFICE_INDEX_MAX, COMPLAINT_MESSAGES.establecimiento)
      .nullish()
      .transform((value) => value ?? null),
    // (1) The consumer.
    nombreCompleto: requiredText(L.nombreCompleto, COMPLAINT_MESSAGES.nombreCompleto, 2),
    tipoDocumento: z.enum(COMPLAINT_DOCUMENTS, { error: COMPLAINT_MESSAGES.tipoDocumento }),
    nroDocumento: documentNumber,
    domicilio: optionalText(L.domicilio),
    telefono: optionalPhone,
    correo: optionalEmail,
    menorEdad: z.boolean().default(false),
    apoderado: optionalText(L.apoderado),
    apoderadoTipoDocumento: z
      .enum(COMPLAINT_DOCUMENTS, { error: COMPLAINT_MESSAGES.tipoDocumento })
      .nullish()
      .transform((value) => value ?? null),
    apoderadoNroDocumento: optionalText(L.apoderadoNroDocumento).transform((value) =>
      value ? normalizeDocument(value) : null,
    ),
    apoderadoDomicilio: optionalText(L.apoderadoDomicilio),
    apoderadoTelefono: optionalPhone,
    apoderadoCorreo: optionalEmail,
    // (2) The contracted good.
    tipoBien: z
      .enum(COMPLAINT_GOODS)
      .nullish()
      .transform((value) => value ?? null),
    /** A number, or the text as typed ('15,000', 'US$ 25,400'); a typed symbol must match `moneda`. */
    montoReclamado: markedMoneySchema(COMPLAINT_AMOUNT_RULES),
    moneda: z
      .enum(COMPLAINT_CURRENCIES, { error: COMPLAINT_MESSAGES.moneda })
      .nullish()
      .transform((value) => value ?? null),
    descripcionBien: optionalNotes(COMPLAINT_DESCRIPTION_MAX),
    // (3) The claim. Left unchosen it is a reclamo, the wider of the two (same term for both).
    tipo: z.enum(COMPLAINT_KINDS).default('RECLAMO'),
    detalle: multiLineText(COMPLAINT_DETAIL_MAX).regex(trimmedAtLeast(1), COMPLAINT_MESSAGES.detalle),
    pedido: optionalNotes(COMPLAINT_DETAIL_MAX),
    aceptaConsumidor: z.boolean().default(false),
    /** How the consumer wants the answer; by default e-mail when given, otherwise a letter. */
    canalRespuesta: z
      .enum(COMPLAINT_CHANNELS)
      .nullish()
      .transform((value) => value ?? null),
    /** The privacy notice was read (the record is kept either way: the book is a legal duty). */
    consentimientoPrivacidad: z.boolean().default(false),
  })
  .superRefine((sheet, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    // Refinements also run when a field already failed: check only what parsed.
    const type = COMPLAINT_DOCUMENTS.find((known) => known === sheet.tipoDocumento);
    if (typeof sheet.nroDocumento === 'string' && type) {
      const own = documentError(type, sheet.nroDocumento);
      if (sheet.nroDocumento === '') issue('nroDocumento', COMPLAINT_MESSAGES.nroDocumento);
      else if (own) issue('nroDocumento', own);
    }
    if (!sheet.domicilio && !sheet.correo) {
      issue('domicilio', COMPLAINT_MESSAGES.contacto);
      issue('correo', COMPLAINT_MESSAGES.contacto);
    }
    if (sheet.menorEdad) {
      if (!sheet.apoderado || sheet.apoderado.length < 2) issue('apoderado', COMPLAINT_MESSAGES.apoderado);
      if (!sheet.apoderadoTipoDocumento)
        issue('apoderadoTipoDocumento', COMPLAINT_MESSAGES.apoderadoDocumento);
      else if (!sheet.apoderadoNroDocumento)
        issue('apoderadoNroDocumento', COMPLAINT_MESSAGES.apoderadoDocumento);
      else {
        const guardian = documentError(sheet.apoderadoTipoDocumento, sheet.apoderadoNroDocumento);
        if (guardian) issue('apoderadoNroDocumento', guardian);
      }
    }
    const amount = sheet.montoReclamado;
    if (amount?.currency && sheet.moneda && amount.currency !== sheet.moneda)
      issue('montoReclamado', MONEY_MESSAGES.otherCurrency(MONEY_SYMBOLS[sheet.moneda]));
    else if (amount && !amount.currency && !sheet.moneda) issue('moneda', COMPLAINT_MESSAGES.moneda);
    if (sheet.canalRespuesta === 'CORREO' && !sheet.correo)
      issue('canalRespuesta', COMPLAINT_MESSAGES.canalCorreo);
    if (sheet.canalRespuesta === 'CARTA' && !sheet.domicilio)
      issue('canalRespuesta', COMPLAINT_MESSAGES.canalCarta);
  })
  .describe(
    'Reglas que el esquema no expresa: `nroDocumento` tiene el formato de `tipoDocumento` (DNI: 8 ' +
      'dígitos; CE: 9 a 12 letras o dígitos; PASAPORTE: 6 a 12; RUC: 11 dígitos válidos); va ' +
      '`domicilio` o `correo`; un `menorEdad` lleva `apoderado`, `apoderadoTipoDocumento` y ' +
      '`apoderadoNroDocumento` de ese formato; `montoReclamado` va con `moneda` (y su símbolo, si lo ' +
      'lleva, es el de `moneda`); `canalRespuesta` CORREO necesita `correo` y CARTA, `domicilio`.',
  );

/** The sheet as stored: the amount as a number, in the currency chosen or typed with it. */
export const complaintRequestSchema = complaintRequestFields.transform(
  ({ montoReclamado, moneda, ...sheet }) => ({
    ...sheet,
    montoReclamado: montoReclamado?.value ?? null,
    moneda: montoReclamado ? (moneda ?? montoReclamado.currency) : moneda,
  }),
);
export type ComplaintRequest = z.input<typeof complaintRequestSchema>;
export type ComplaintSubmission = z.output<typeof complaintRequestSchema>;

/** The fields of the form whose server messages land under the field itself. */
export const COMPLAINT_FIELDS = Object.keys(complaintRequestFields.shape) as (keyof ComplaintRequest)[];

const instant = z.iso.datetime({ offset: true });
const day = z.iso.date();

/** A sheet as the consumer and the staff read it: the provider, parts 1–3 as filed, and part 4. */
export const complaintSheetSchema = z.object({
  codigo: z.string(),
  codigoLibro: z.string(),
  fecha: instant,
  razonSocial: z.string(),
  ruc: z.string(),
  establecimiento: z.string(),
  nombreCompleto: z.string(),
  tipoDocumento: z.enum(COMPLAINT_DOCUMENTS),
  nroDocumento: z.string(),
  domicilio: z.string().nullable(),
  telefono: z.string().nullable(),
  correo: z.string().nullable(),
  menorEdad: z.boolean(),
  apoderado: z.string().nullable(),
  apoderadoTipoDocumento: z.enum(COMPLAINT_DOCUMENTS).nullable(),
  apoderadoNroDocumento: z.string().nullable(),
  apoderadoDomicilio: z.string().nullable(),
  apoderadoTelefono: z.string().nullable(),
  apoderadoCorreo: z.string().nullable(),
  tipoBien: z.enum(COMPLAINT_GOODS).nullable(),
  moneda: z.enum(COMPLAINT_CURRENCIES).nullable(),
  montoReclamado: z.number().nullable(),
  descripcionBien: z.string().nullable(),
  tipoOriginal: z.enum(COMPLAINT_KINDS),
  tipo: z.enum(COMPLAINT_KINDS),
  detalle: z.string(),
  pedido: z.string().nullable(),
  aceptaConsumidor: z.boolean(),
  canalRespuesta: z.enum(COMPLAINT_CHANNELS),
  fechaLimite: day,
  estado: z.enum(COMPLAINT_STATUSES),
  respuesta: z.string().nullable(),
  respondidoEn: instant.nullable(),
  respondidoPor: z.string().nullable(),
  respuestaCanal: z.enum(COMPLAINT_CHANNELS).nullable(),
  respuestaComunicadaEn: instant.nullable(),
  motivoReclasificacion: z.string().nullable(),
  reclasificadoEn: instant.nullable(),
});
export type ComplaintSheet = z.infer<typeof complaintSheetSchema>;

/** POST /reclamos: the stored sheet and a link to its PDF (valid for a day). */
export const complaintCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** `copia`: whether the copy was mailed (issue 23: a few copies a day per address at most). */
  data: z.object({ hoja: complaintSheetSchema, pdf: z.string(), copia: z.enum(COMPLAINT_COPY_STATES) }),
});

/** GET /reclamos/hoja.pdf?token=…: the signed link the confirmation (and the staff) download with. */
export const complaintPdfQuerySchema = z.object({ token: singleLine().min(1).max(2000) });
