import { z } from 'zod';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import { boundedText, FIELD_MESSAGES, multiLineText, requiredText } from '../shared/fields';
import { type MoneyRules, moneySchema } from '../shared/money-input';
import { celularSchema, correoSchema, dniSchema } from '../shared/peru';
import { TRANSMISSIONS } from '../vehicles/status';
import { normalizePlaca, PLACA_INPUT_PATTERN } from '../vehicles/vehicle-form.schema';
import { FUELS, MIN_VEHICLE_YEAR } from '../vehicles/vehicle-options';
import {
  INSPECTION_SITES,
  MAX_OFFER_PHOTOS,
  MIN_OFFER_PHOTOS,
  SELL_OFFER_PHOTO_SLOTS,
} from './sell-offer-rules';

/**
 * The public sell-your-car form (issue 12; docs/decisions/0027-sell-your-car.md): one schema checks
 * each step in the browser and the whole offer again in the API, with the same Spanish messages.
 */
export const SELL_MESSAGES = {
  placa: 'Ingresa la placa con el formato ABC-123 (tres letras o números y tres números)',
  marca: 'Ingresa la marca de tu auto',
  modelo: 'Ingresa el modelo de tu auto',
  anio: 'Elige el año de tu auto',
  kilometraje: 'Ingresa el kilometraje, solo números (por ejemplo 85000)',
  transmision: 'Elige la transmisión',
  combustible: 'Elige el combustible',
  color: 'Ingresa el color de tu auto',
  numeroDuenos: 'Indica cuántos dueños tuvo el auto (de 1 a 20)',
  tieneAccidentes: 'Indica si el auto tuvo accidentes',
  notaAccidentes: 'Cuéntanos brevemente qué pasó y qué se reparó',
  tieneDeudas: 'Indica si el auto tiene deudas, multas o gravámenes',
  notaDeudas: 'Cuéntanos qué deuda, multa o gravamen tiene',
  sedeInspeccion: 'Elige la tienda donde inspeccionaremos tu auto',
  fechaInspeccion: 'Elige un día y una hora para la inspección',
  slotUnavailable: 'Ese horario ya no está disponible. Elige otro, por favor.',
  slotFull: 'Ese horario se acaba de llenar. Elige otro, por favor.',
  nombreCompleto: 'Ingresa tu nombre completo',
  privacidad: 'Debes aceptar la política de privacidad para enviar tu oferta',
  fotosMin: 'Sube al menos una foto de tu auto',
  fotosMax: `Puedes subir hasta ${MAX_OFFER_PHOTOS} fotos`,
  fotoRepetida: 'Cada posición guiada lleva una sola foto; usa «Otra foto» para las demás',
  fotoFaltante: (parte: string) => `Falta el archivo ${parte} de la lista de fotos`,
  comentarios: 'El comentario puede tener hasta 500 caracteres',
  nota: 'La nota puede tener hasta 500 caracteres',
  missingForm: 'Falta el campo oferta con los datos de tu auto.',
  malformedForm: 'Los datos de la oferta no son un JSON válido.',
  notMultipart: 'Envía la oferta como formulario multipart (campo oferta y fotos).',
  throttled: 'Recibimos varias ofertas desde tu conexión. Inténtalo de nuevo en unos minutos.',
  created: '¡Recibimos tu oferta! Confírmala con el enlace que te enviamos por correo.',
  busy: 'Estamos recibiendo muchas ofertas; inténtalo en unos minutos.',
  capAddress:
    'Ya recibimos varias ofertas desde tu conexión hoy. Si necesitas enviar otra, escríbenos o llámanos.',
  capTotal: 'Hoy recibimos todas las ofertas que podemos atender. Inténtalo de nuevo mañana, por favor.',
  photosFirst: 'Envía el campo oferta antes de las fotos.',
} as const;

/** Free texts of the condition step and the comment. */
export const SELL_NOTE_MAX = 500;
export const MAX_EXPECTED_PRICE = 1_000_000;
export const MIN_EXPECTED_PRICE = 500;
/** Whole dollars, as typed ('US$ 12,500'); cents are refused, never dropped (decision 0041). */
export const EXPECTED_PRICE_RULES: MoneyRules = {
  currency: 'USD',
  decimals: 0,
  min: MIN_EXPECTED_PRICE,
  max: MAX_EXPECTED_PRICE,
};
export const MAX_OFFER_KM = 2_000_000;
export const MAX_OWNERS = 20;

const L = COLUMN_LENGTHS.sellOffer;

/** Optional text: blank becomes null. */
const optionalText = (max: number, message: string = FIELD_MESSAGES.tooLong(max)) =>
  boundedText(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** Optional free text with its lines: blank becomes null. */
const optionalNotes = (max: number, message: string) =>
  multiLineText(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Next year's models are on sale from the middle of this one. */
const newestYear = () => new Date().getUTCFullYear() + 1;

export const sellOfferFields = z.object({
  // 1. Placa
  placa: boundedText(L.placa, SELL_MESSAGES.placa)
    .regex(PLACA_INPUT_PATTERN, SELL_MESSAGES.placa)
    .transform(normalizePlaca),
  // 2. El auto
  marca: requiredText(L.marca, SELL_MESSAGES.marca),
  modelo: requiredText(L.modelo, SELL_MESSAGES.modelo),
  anio: wholeNumber(MIN_VEHICLE_YEAR, 9999, SELL_MESSAGES.anio).refine(
    (value) => value <= newestYear(),
    SELL_MESSAGES.anio,
  ),
  versionModelo: optionalText(L.versionModelo),
  kilometraje: wholeNumber(0, MAX_OFFER_KM, SELL_MESSAGES.kilometraje),
  transmision: z.enum(TRANSMISSIONS, { error: SELL_MESSAGES.transmision }),
  combustible: z.enum(FUELS, { error: SELL_MESSAGES.combustible }),
  color: requiredText(L.color, SELL_MESSAGES.color),
  // 3. Estado
  numeroDuenos: wholeNumber(1, MAX_OWNERS, SELL_MESSAGES.numeroDuenos),
  tieneAccidentes: z.boolean({ error: SELL_MESSAGES.tieneAccidentes }),
  notaAccidentes: optionalNotes(SELL_NOTE_MAX, SELL_MESSAGES.nota),
  tieneDeudas: z.boolean({ error: SELL_MESSAGES.tieneDeudas }),
  notaDeudas: optionalNotes(SELL_NOTE_MAX, SELL_MESSAGES.nota),
  // 5. Precio e inspección
  precioEsperado: moneySchema(EXPECTED_PRICE_RULES),
  comentarios: optionalNotes(SELL_NOTE_MAX, SELL_MESSAGES.comentarios),
  sedeInspeccion: z.enum(INSPECTION_SITES, { error: SELL_MESSAGES.sedeInspeccion }),
  /** One of the slots of GET /vende-tu-auto/horarios, e.g. '2026-11-23T09:00:00-05:00'. */
  fechaInspeccion: z.iso.datetime({ offset: true, error: SELL_MESSAGES.fechaInspeccion }),
  // 6. Contacto
  nombreCompleto: requiredText(L.nombreCompleto, SELL_MESSAGES.nombreCompleto, 3),
  dni: dniSchema,
  celular: celularSchema,
  correo: correoSchema,
  // A boolean first, so an unticked box (false) is a value the form can start from; only true passes.
  consentimientoPrivacidad: z
    .boolean({ error: SELL_MESSAGES.privacidad })
    .pipe(z.literal(true, { error: SELL_MESSAGES.privacidad }))
    .meta({ enum: [true] }),
  consentimientoMarketing: z.boolean().default(false),
});

/** One photo of the offer: the multipart part that carries it and the guided slot it fills. */
export const sellOfferPhotoSchema = z
  .object({
    archivo: z.string().regex(/^foto_[0-9]{1,2}$/, SELL_MESSAGES.fotosMin),
    posicion: z.enum(SELL_OFFER_PHOTO_SLOTS, { error: SELL_MESSAGES.fotosMin }),
  })
  .strict();

type NoteFlag = 'tieneAccidentes' | 'tieneDeudas';
type NoteText = 'notaAccidentes' | 'notaDeudas';

/**
 * A 'sí' needs its note: what happened, what is owed. Checked as soon as the two fields are valid,
 * not only once the whole offer is (zod's default), so the condition step shows it on its own.
 */
function noteRule(flag: NoteFlag, note: NoteText, message: string) {
  const pair = sellOfferFields.pick({ [flag]: true, [note]: true } as Record<NoteFlag | NoteText, true>);
  const check = (value: Record<NoteFlag | NoteText, unknown>) => !value[flag] || Boolean(value[note]);
  const params = {
    path: [note] as PropertyKey[],
    message,
    when: (payload: { value: unknown }) => pair.safeParse(payload.value).success,
  };
  return [check, params] as const;
}

const accidentNote = noteRule('tieneAccidentes', 'notaAccidentes', SELL_MESSAGES.notaAccidentes);
const debtNote = noteRule('tieneDeudas', 'notaDeudas', SELL_MESSAGES.notaDeudas);

/** What the browser's form holds (the photos are kept beside it, as files). */
export const sellOfferFormSchema = sellOfferFields.refine(...accidentNote).refine(...debtNote);
export type SellOfferFormInput = z.input<typeof sellOfferFormSchema>;
export type SellOfferFormValues = z.output<typeof sellOfferFormSchema>;

/** The JSON part `oferta` of POST /vende-tu-auto (multipart, with the files `foto_N`). */
export const sellOfferRequestSchema = sellOfferFields
  .extend({
    fotos: z
      .array(sellOfferPhotoSchema, { error: SELL_MESSAGES.fotosMin })
      .min(MIN_OFFER_PHOTOS, SELL_MESSAGES.fotosMin)
      .max(MAX_OFFER_PHOTOS, SELL_MESSAGES.fotosMax),
  })
  .refine(...accidentNote)
  .refine(...debtNote)
  .superRefine((value, context) => {
    const guided = value.fotos.filter((photo) => photo.posicion !== 'OTRA').map((photo) => photo.posicion);
    const parts = value.fotos.map((photo) => photo.archivo);
    if (new Set(guided).size !== guided.length || new Set(parts).size !== parts.length) {
      context.addIssue({ code: 'custom', path: ['fotos'], message: SELL_MESSAGES.fotoRepetida });
    }
  })
  .describe(
    'Reglas que el esquema no expresa: `notaAccidentes` y `notaDeudas` son obligatorias cuando ' +
      '`tieneAccidentes` o `tieneDeudas` es true; `anio` no pasa del año siguiente al actual; ' +
      '`fechaInspeccion` es uno de los horarios libres de GET /vende-tu-auto/horarios en ' +
      '`sedeInspeccion`; en `fotos` no se repiten posición guiada ni parte, y cada `archivo` llega como ' +
      'parte del formulario después de `oferta`.',
  );
export type SellOfferRequest = z.input<typeof sellOfferRequestSchema>;
export type SellOffer = z.output<typeof sellOfferRequestSchema>;

/** The fields of each step of the form, in order (the server's messages land under them). */
export const SELL_STEP_FIELDS = {
  placa: ['placa'],
  auto: ['marca', 'modelo', 'anio', 'versionModelo', 'kilometraje', 'transmision', 'combustible', 'color'],
  estado: ['numeroDuenos', 'tieneAccidentes', 'notaAccidentes', 'tieneDeudas', 'notaDeudas'],
  fotos: [],
  inspeccion: ['precioEsperado', 'comentarios', 'sedeInspeccion', 'fechaInspeccion'],
  contacto: [
    'nombreCompleto',
    'dni',
    'celular',
    'correo',
    'consentimientoPrivacidad',
    'consentimientoMarketing',
  ],
} as const satisfies Record<string, readonly (keyof SellOfferFormInput)[]>;

export const priceRangeSchema = z.object({
  minimo: z.number().int(),
  maximo: z.number().int(),
  comparables: z.number().int(),
});

export const sellOfferCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    codigo: z.string(),
    sedeInspeccion: z.enum(INSPECTION_SITES),
    fechaInspeccion: z.iso.datetime({ offset: true }),
    /** Null when the dealership has too few comparable cars (PRICE_RULE.minComparables). */
    rangoPrecio: priceRangeSchema.nullable(),
    /** The slot is held until then; the seller confirms through the e-mail's link (issue 23). */
    confirmarAntes: z.iso.datetime({ offset: true }),
  }),
});
export type SellOfferCreated = z.infer<typeof sellOfferCreatedResponseSchema>['data'];

export const inspectionSlotSchema = z.object({
  inicio: z.iso.datetime({ offset: true }),
  hora: z.string(),
  disponible: z.boolean(),
});

export const inspectionScheduleResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    sedes: z.array(
      z.object({
        sede: z.enum(INSPECTION_SITES),
        nombre: z.string(),
        direccion: z.string(),
        dias: z.array(z.object({ fecha: z.iso.date(), slots: z.array(inspectionSlotSchema) })),
      }),
    ),
  }),
});
export type InspectionSchedule = z.infer<typeof inspectionScheduleResponseSchema>['data'];
