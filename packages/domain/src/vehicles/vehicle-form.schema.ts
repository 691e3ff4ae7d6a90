import { z } from 'zod';
import { vehicleAccessoryIdsSchema } from '../accessories/accessory.schema';
import { MAX_VEHICLE_PHOTOS, PHOTO_MESSAGES } from '../photos/photo-rules';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import {
  boundedText,
  idSchema,
  multiLineText,
  requiredText,
  versionSchema,
  WHITE_SPACE,
} from '../shared/fields';
import { type MoneyRules, moneySchema, requiredMoneySchema } from '../shared/money-input';
import {
  blankOr,
  CORREO_MAX,
  DNI_PATTERN,
  EMAIL_PATTERN,
  optionalCelular,
  PERU_MESSAGES,
} from '../shared/peru';
import { STORE_CODES, TRANSMISSIONS, VEHICLE_STATUSES } from './status';
import { VEHICLE_FIELD_MESSAGES as M } from './vehicle-messages';
import { BODY_TYPES, FUELS, MIN_VEHICLE_YEAR, TRACTIONS } from './vehicle-options';

/** Peruvian plates: three letters or digits, a hyphen, three digits ('ABC-123', 'A1B-234'). */
export const PLACA_PATTERN = /^[A-Z0-9]{3}-[0-9]{3}$/;

/** Separators a plate may be typed with (white space as `trim` reads it, and hyphens). */
const PLACA_GAP = `[${WHITE_SPACE}-]*`;

/**
 * A plate as typed, exactly as `normalizePlaca` and PLACA_PATTERN accept it: three letters or digits
 * and three digits in any case, with spaces or hyphens anywhere (for the OpenAPI document).
 */
export const PLACA_INPUT_PATTERN = new RegExp(
  `^${PLACA_GAP}(?:[A-Za-z0-9]${PLACA_GAP}){3}(?:[0-9]${PLACA_GAP}){3}$`,
);

/** 'abc123', ' abc 123 ' and 'ABC-123' all become 'ABC-123'. */
export function normalizePlaca(value: string): string {
  const compact = value.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{3}\d{3}$/.test(compact)
    ? `${compact.slice(0, 3)}-${compact.slice(3)}`
    : value.trim().toUpperCase();
}

/**
 * A VIN (ISO 3779): 17 letters and digits, never I, O or Q. The check digit is not required: only
 * North American VINs carry one (docs/decisions/0068-vehicle-vin.md).
 */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** A VIN as typed, exactly as `normalizeVin` and VIN_PATTERN accept it (for the OpenAPI document). */
export const VIN_INPUT_PATTERN = new RegExp(
  `^[${WHITE_SPACE}]*[A-HJ-NPR-Za-hj-npr-z0-9]{17}[${WHITE_SPACE}]*$`,
);

/** 'jtdkb20u093512345' and ' JTDKB20U093512345 ' both become 'JTDKB20U093512345'. */
export function normalizeVin(value: string): string {
  return value.trim().toUpperCase();
}

const V = COLUMN_LENGTHS.automovil;
const O = COLUMN_LENGTHS.cliente;
/** Purchase prices: whole dollars up to 10 million, as typed ('US$ 25,400'; decision 0041). */
export const VEHICLE_PRICE_RULES: MoneyRules = { currency: 'USD', decimals: 0, max: 10_000_000 };
/** 'Último precio de compra' has always accepted 0 (no earlier price). */
export const LAST_PRICE_RULES: MoneyRules = { ...VEHICLE_PRICE_RULES, min: 0 };

/** `adicionales` and `servicios` are text columns; the form allows 2,000 characters each. */
export const VEHICLE_NOTES_MAX = 2000;

/** Optional text: blank becomes null. */
const text = (max: number) =>
  boundedText(max)
    .nullable()
    .transform((value) => (value ? value : null));

/** Optional free text with its lines: blank becomes null. */
const notes = (max: number) =>
  multiLineText(max)
    .nullable()
    .transform((value) => (value ? value : null));

/** Optional whole number within a range; null when empty. */
const count = (max: number, min = 0) =>
  z.number({ error: M.number }).int(M.number).min(min, M.number).max(max, M.number).nullable();

/** Optional value of a fixed list; blank becomes null. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    // The message goes on the union: zod 4 reports a failed union as a whole ('Invalid input').
    .union([z.enum(values), z.literal(''), z.null()], { error: M.option })
    .transform((value) => (value ? value : null));

const maxYear = () => new Date().getUTCFullYear() + 1;
const year = z
  .number({ error: M.anio })
  .int(M.anio)
  .min(MIN_VEHICLE_YEAR, M.anio)
  .max(9999, M.anio)
  .refine((value) => value <= maxYear(), M.anio);

/** Section 3 of the form. All blank means no owner; otherwise nombres, apellidos and DNI are needed. */
export const ownerFormSchema = z
  .object({
    nombres: boundedText(O.nombres),
    apellidos: boundedText(O.apellidos),
    dni: boundedText(O.dni, PERU_MESSAGES.dni).regex(blankOr(DNI_PATTERN), PERU_MESSAGES.dni),
    correo: boundedText(Math.min(O.correo, CORREO_MAX)).regex(blankOr(EMAIL_PATTERN), PERU_MESSAGES.correo),
    celular: optionalCelular(),
  })
  .superRefine((owner, context) => {
    const filled = Object.values(owner).some((value) => value !== '');
    if (!filled) return;
    if (!owner.nombres) context.addIssue({ code: 'custom', path: ['nombres'], message: M.ownerNombres });
    if (!owner.apellidos)
      context.addIssue({ code: 'custom', path: ['apellidos'], message: M.ownerApellidos });
    if (!owner.dni) context.addIssue({ code: 'custom', path: ['dni'], message: M.ownerDni });
  });
export type OwnerForm = z.input<typeof ownerFormSchema>;

/** A new vehicle starts with every owner field empty (the original pre-filled sample values; spec 001 §5). */
export const EMPTY_OWNER: OwnerForm = { nombres: '', apellidos: '', dni: '', correo: '', celular: '' };

/**
 * The vehicle form of spec 001 §2.2 (sections 1, 2 and 3). One schema validates in the browser
 * (react-hook-form) and in the API; numbers are numbers or null, never strings.
 */
export const vehicleFormSchema = z
  .object({
    // 1. Datos básicos
    tag: text(V.tag),
    placa: boundedText(V.placa, M.placa)
      .regex(blankOr(PLACA_INPUT_PATTERN), M.placa)
      .nullable()
      .transform((value) => (value?.trim() ? normalizePlaca(value) : null)),
    // Absent keeps the stored VIN (a client that does not know the field erases nothing); blank clears it.
    vin: boundedText(V.vin, M.vin)
      .regex(blankOr(VIN_INPUT_PATTERN), M.vin)
      .nullable()
      .transform((value) => (value?.trim() ? normalizeVin(value) : null))
      .optional(),
    carroceria: choice(BODY_TYPES),
    marca: requiredText(V.marca, M.marca),
    modelo: requiredText(V.modelo, M.modelo),
    version: text(V.version),
    anioFabricacion: year,
    anioModelo: year.nullable(),
    color: text(V.color),
    precioCompra: requiredMoneySchema(VEHICLE_PRICE_RULES, M.precioCompra),
    ultimoPrecioCompra: moneySchema(LAST_PRICE_RULES),
    // 2. Especificaciones
    traccion: choice(TRACTIONS),
    kilometraje: count(2_000_000),
    transmision: choice(TRANSMISSIONS as unknown as readonly [string, ...string[]]),
    cilindrada: count(10_000),
    nroCilindros: count(16),
    combustible: choice(FUELS),
    nroPuertas: count(6, 1),
    estadoDes: z.enum(VEHICLE_STATUSES, { error: M.estado }),
    locacion: text(V.locacion),
    swPiso: z.union(
      STORE_CODES.map((code) => z.literal(code)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>],
      {
        error: M.tienda,
      },
    ),
    cinta: text(V.cinta),
    tipoOperacion: text(V.tipoOperacion),
    fuente: text(V.fuente),
    swTresFilas: z.boolean(),
    swFacturable: z.boolean(),
    adicionales: notes(VEHICLE_NOTES_MAX),
    servicios: notes(VEHICLE_NOTES_MAX),
    // Spec 001 §3 `accesorios` (decision 0021): the ids picked; absent keeps the stored list.
    accesorios: vehicleAccessoryIdsSchema.optional(),
    // 3. Propietario
    propietario: ownerFormSchema,
  })
  .superRefine((vehicle, context) => {
    if (vehicle.anioModelo !== null && vehicle.anioModelo < vehicle.anioFabricacion) {
      context.addIssue({ code: 'custom', path: ['anioModelo'], message: M.anioModelo });
    }
  });
export type VehicleFormInput = z.input<typeof vehicleFormSchema>;
export type VehicleFormValues = z.output<typeof vehicleFormSchema>;

/**
 * One photo of the saved list, in display order (index 0 is the cover): a photo already stored
 * (`imagen`), a new file sent in the multipart part named `archivo`, or a photo of the offer the
 * vehicle is created from (`oferta`, with `idOferta`; docs/decisions/0027), which the server copies.
 */
export const photoSlotSchema = z.union([
  z.object({ imagen: z.string().regex(/^[a-z0-9-]+\.webp$/) }).strict(),
  z.object({ archivo: z.string().regex(/^foto_[0-9]{1,2}$/) }).strict(),
  z.object({ oferta: z.string().regex(/^[a-z0-9-]+\.webp$/) }).strict(),
]);
export type PhotoSlot = z.infer<typeof photoSlotSchema>;

/**
 * The JSON part `automovil` of POST /automoviles and PUT /automoviles/{idAuto} (multipart). On update
 * `versionRegistro` is the version the form was loaded at; a stale one is refused with 409.
 * Photos already stored and missing from `fotos` are deleted after the save commits.
 */
export const vehicleSaveSchema = z
  .intersection(
    vehicleFormSchema,
    z.object({
      versionRegistro: versionSchema.optional(),
      fotos: z.array(photoSlotSchema).max(MAX_VEHICLE_PHOTOS, PHOTO_MESSAGES.maxFilesExceeded),
      /** True removes the stored technical-review PDF (a new `revision` file part replaces it). */
      quitarRevision: z.boolean().default(false),
      /** A new vehicle created from this sell-your-car offer ('Crear vehículo'; decision 0027). */
      idOferta: idSchema.optional(),
    }),
  )
  .describe(
    'Reglas que el esquema no expresa: `anioFabricacion` y `anioModelo` no pasan del año siguiente al ' +
      'actual, y `anioModelo` no es anterior a `anioFabricacion`; si se llena algún dato de ' +
      '`propietario`, van sus `nombres`, `apellidos` y `dni`; cada `archivo` de `fotos` llega como parte ' +
      'del formulario y es una imagen; `accesorios` son accesorios registrados.',
  );
export type VehicleSaveInput = z.input<typeof vehicleSaveSchema>;
export type VehicleSave = z.output<typeof vehicleSaveSchema>;
