import { formatMoney, MONEY_SYMBOLS } from '../shared/money-input';
import { COMPLAINT_TERM_BUSINESS_DAYS } from './business-days';

/**
 * The texts of the virtual complaints book that the rules fix (Ley 29571 arts. 150–152; D.S.
 * 011-2011-PCM as amended by D.S. 101-2022-PCM, Anexo I and II; docs/decisions/0028). No zod here: the
 * public pages read them before any schema loads.
 */

export const COMPLAINT_KINDS = ['RECLAMO', 'QUEJA'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];
export const COMPLAINT_GOODS = ['PRODUCTO', 'SERVICIO'] as const;
export type ComplaintGood = (typeof COMPLAINT_GOODS)[number];
export const COMPLAINT_DOCUMENTS = ['DNI', 'CE', 'PASAPORTE', 'RUC'] as const;
export type ComplaintDocument = (typeof COMPLAINT_DOCUMENTS)[number];
export const COMPLAINT_STATUSES = ['PENDIENTE', 'EN_ATENCION', 'RESPONDIDO'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_CURRENCIES = ['PEN', 'USD'] as const;
export type ComplaintCurrency = (typeof COMPLAINT_CURRENCIES)[number];
/** How the consumer wants the answer, and how staff sent it. */
export const COMPLAINT_CHANNELS = ['CORREO', 'CARTA'] as const;
export type ComplaintChannel = (typeof COMPLAINT_CHANNELS)[number];

/** Anexo I, notes (1) and (2): the two definitions, word for word, shown beside the choice. */
export const COMPLAINT_KIND_DEFINITIONS: Record<ComplaintKind, string> = {
  RECLAMO: 'Disconformidad relacionada a los productos o servicios.',
  QUEJA:
    'Disconformidad no relacionada a los productos o servicios; o, malestar o descontento respecto a la atención al público.',
};

export const COMPLAINT_KIND_LABELS: Record<ComplaintKind, string> = { RECLAMO: 'Reclamo', QUEJA: 'Queja' };
export const COMPLAINT_GOOD_LABELS: Record<ComplaintGood, string> = {
  PRODUCTO: 'Producto',
  SERVICIO: 'Servicio',
};
export const COMPLAINT_DOCUMENT_LABELS: Record<ComplaintDocument, string> = {
  DNI: 'DNI',
  CE: 'Carné de extranjería',
  PASAPORTE: 'Pasaporte',
  RUC: 'RUC',
};
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  PENDIENTE: 'Pendiente',
  EN_ATENCION: 'En atención',
  RESPONDIDO: 'Respondido',
};
export const COMPLAINT_CURRENCY_SYMBOLS: Readonly<Record<ComplaintCurrency, string>> = MONEY_SYMBOLS;
/** The consumer's choice of how to receive the answer. */
export const COMPLAINT_CHANNEL_LABELS: Record<ComplaintChannel, string> = {
  CORREO: 'Correo electrónico',
  CARTA: 'Carta a mi domicilio',
};
/** How the answer went out, as the staff record it. */
export const ANSWER_CHANNEL_LABELS: Record<ComplaintChannel, string> = {
  CORREO: 'Correo electrónico',
  CARTA: 'Carta',
};

/** The sheet's title and its four parts (Anexo I). */
export const SHEET_TEXTS = {
  book: 'LIBRO DE RECLAMACIONES',
  title: 'HOJA DE RECLAMACIÓN',
  virtualTitle: 'Hoja de Reclamación Virtual',
  numberPending: 'Se asigna al enviar',
  part1: '1. Identificación del consumidor reclamante',
  part2: '2. Identificación del bien contratado',
  part3: '3. Detalle de la reclamación y pedido del consumidor',
  part4: '4. Observaciones y acciones adoptadas por el proveedor',
  minor: 'Padre, madre o apoderado (para el caso de menores de edad)',
  acceptance:
    'Declaro que los datos consignados son verdaderos y doy mi conformidad al contenido de esta hoja de reclamación.',
  providerPending: 'Pendiente: el proveedor completa esta parte al responder.',
  answerDate: 'Fecha de comunicación de la respuesta',
} as const;

/** "HOJA DE RECLAMACIÓN Nº 000000001-2026". */
export function sheetHeading(codigo: string | null): string {
  return `${SHEET_TEXTS.title} Nº ${codigo ?? SHEET_TEXTS.numberPending}`;
}

/** The legal notes printed on every sheet (Anexo I as amended by D.S. 101-2022-PCM). */
export const SHEET_LEGAL_NOTES = [
  'La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito previo para interponer una denuncia ante el INDECOPI.',
  `El proveedor deberá dar respuesta al reclamo o queja en un plazo no mayor a quince (${COMPLAINT_TERM_BUSINESS_DAYS}) días hábiles improrrogables.`,
  'En caso el consumidor no consigne como mínimo su nombre, documento de identidad, domicilio o correo electrónico, la fecha del reclamo o queja y el detalle de los mismos, estos se considerarán como no presentados.',
] as const;

/**
 * The notice of a virtual book (Anexo II adapted to a website, D.S. 011-2011-PCM art. 7: visible and
 * easy to reach), with the link on every public page.
 */
export const BOOK_NOTICE =
  'Conforme a lo establecido en el Código de Protección y Defensa del Consumidor, este establecimiento cuenta con un Libro de Reclamaciones virtual a tu disposición. Ingresa para registrar una queja o un reclamo.';
export const BOOK_LINK_LABEL = 'Libro de Reclamaciones';

/** The term as the confirmation and the e-mail state it: the same for reclamos and quejas. */
export function termSentence(fechaLimite: string): string {
  return `Te responderemos en un plazo no mayor a ${COMPLAINT_TERM_BUSINESS_DAYS} días hábiles, improrrogable, tanto para reclamos como para quejas: a más tardar el ${formatIsoDay(fechaLimite)}.`;
}

/**
 * The message of a long text over its limit, saying by how much (the field keeps the whole text, so
 * the consumer sees what would be lost); undefined within the limit.
 */
export function textOverBy(length: number, max: number): string | undefined {
  const extra = length - max;
  if (extra <= 0) return undefined;
  return `Máximo ${max} caracteres: te ${extra === 1 ? 'sobra 1 carácter' : `sobran ${extra} caracteres`}. Acórtalo para enviar la hoja.`;
}

/** Who filed a sheet, as the confirmation and the e-mails need it. */
export interface SheetFiler {
  readonly nombreCompleto: string;
  readonly menorEdad: boolean;
  readonly apoderado: string | null;
}

/**
 * The person the book speaks to: for a minor, the parent or guardian who filed the sheet for them;
 * otherwise the consumer (docs/decisions/0046-touch-selects-and-form-details.md).
 */
export function sheetAddressee(sheet: SheetFiler): string {
  return sheet.menorEdad && sheet.apoderado ? sheet.apoderado : sheet.nombreCompleto;
}

/** ' en nombre de Ana Quispe (menor de edad)' after 'tu reclamo' for a minor's sheet; '' otherwise. */
export function onBehalfOf(sheet: SheetFiler): string {
  return sheet.menorEdad && sheet.apoderado ? ` en nombre de ${sheet.nombreCompleto} (menor de edad)` : '';
}

/** The documents a look-up accepts, as the copy and the confirmation name them. */
export function lookupDocumentHint(sheet: SheetFiler): string {
  return sheet.menorEdad && sheet.apoderado ? 'tu documento o el del menor' : 'tu documento';
}

/**
 * yyyy-MM-dd as dd/MM/yyyy, without going through Date (midnight UTC is the previous day in Lima; a
 * legal date does not move with time zones).
 */
export function formatIsoDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** 'S/ 1,250.00' or 'US$ 450.00': as the form showed it before sending (decision 0041). */
export function formatClaimAmount(amount: number, currency: ComplaintCurrency): string {
  return formatMoney(amount, { currency, decimals: 2 });
}

/**
 * The privacy box of the sheet, stored with its consent record. It informs; it does not block: the
 * book is a legal duty of the provider, and the sheet is valid without it (docs/decisions/0028).
 */
export const COMPLAINT_PRIVACY_TEXT =
  'He leído la política de privacidad: mis datos se usan para registrar y responder esta hoja de reclamación y se conservan al menos dos años.';

export const COMPLAINT_MESSAGES = {
  nombreCompleto: 'Ingresa tu nombre completo',
  tipoDocumento: 'Elige el tipo de documento',
  nroDocumento: 'Ingresa el número de documento',
  documents: {
    DNI: 'El DNI debe tener 8 dígitos',
    CE: 'El carné de extranjería debe tener de 9 a 12 letras o dígitos',
    PASAPORTE: 'El pasaporte debe tener de 6 a 12 letras o dígitos',
    RUC: 'El RUC debe tener 11 dígitos, empezar con 10, 15, 17 o 20 y su dígito verificador debe ser correcto',
  } satisfies Record<ComplaintDocument, string>,
  contacto: 'Ingresa tu domicilio o tu correo electrónico (al menos uno)',
  correo: 'Por favor ingresa un correo válido',
  telefono: 'Ingresa un teléfono de 6 a 14 dígitos (puede empezar con +)',
  apoderado: 'Para un menor de edad, ingresa el nombre de su padre, madre o apoderado',
  apoderadoDocumento: 'Ingresa el documento del padre, madre o apoderado',
  moneda: 'Elige la moneda del monto reclamado',
  detalle: 'Describe el detalle de tu reclamo o queja',
  canalCorreo: 'Para recibir la respuesta por correo, ingresa tu correo electrónico',
  canalCarta: 'Para recibir la respuesta por carta, ingresa tu domicilio',
  establecimiento: 'El establecimiento elegido no existe',
  throttled: 'Recibimos varias hojas desde tu conexión. Inténtalo de nuevo en unos minutos.',
  created: 'Registramos tu hoja de reclamación.',
  lookupNotFound:
    'No encontramos una hoja de reclamación con ese número y ese documento. Revisa ambos datos e inténtalo de nuevo.',
  lookupThrottled: 'Hiciste varias consultas seguidas. Inténtalo de nuevo en unos minutos.',
  codigo: 'Ingresa el número de la hoja, por ejemplo 000000001-2026',
  sheetLinkExpired: 'El enlace de descarga venció. Consulta tu hoja o revisa la copia enviada a tu correo.',
} as const;
