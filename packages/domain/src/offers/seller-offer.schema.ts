import { z } from 'zod';
import { boundedText, multiLineText, versionSchema, WHITE_SPACE } from '../shared/fields';
import { dniSchema } from '../shared/peru';
import { SELL_MESSAGES } from './sell-offer.schema';
import { INSPECTION_SITES, SELL_OFFER_STATUSES } from './sell-offer-rules';

/**
 * The seller's side after sending an offer (issue 22; docs/decisions/0043-seller-offer-mail-and-lookup.md):
 * the e-mail with the inspection, and /vende-tu-auto/consulta, where the reference and the seller's
 * DNI show the offer's state and let the seller move the inspection or cancel.
 */
export const SELLER_MESSAGES = {
  codigo: 'Ingresa el código de tu oferta, por ejemplo VA-2026-000123',
  notFound: 'No encontramos una oferta con ese código y ese DNI. Revisa ambos datos e inténtalo de nuevo.',
  throttled: 'Hiciste varias consultas seguidas. Inténtalo de nuevo en unos minutos.',
  closed: 'Esta oferta ya no se puede cambiar. Si necesitas algo, escríbenos o llámanos.',
  inspectionPassed: 'La hora de tu inspección ya pasó. Escríbenos o llámanos para coordinar otra.',
  sameSlot: 'Ese ya es el horario de tu inspección. Elige otro, por favor.',
  stale: 'Tu oferta cambió mientras la veías. La volvimos a cargar; revisa y vuelve a intentarlo.',
  moved: 'Cambiamos tu inspección. Te enviamos la confirmación a tu correo.',
  cancelled: 'Cancelamos tu oferta. Te enviamos la confirmación a tu correo.',
  motivo: 'El motivo puede tener hasta 300 caracteres',
} as const;

/**
 * What the seller brings to the inspection (the documents a transfer of ownership needs in Peru, plus
 * what lets the dealership check the car). Shown in the e-mail and on the look-up page.
 */
export const INSPECTION_CHECKLIST = [
  'Tu DNI (o carné de extranjería) y el de cada copropietario del auto',
  'La tarjeta de identificación vehicular (tarjeta de propiedad)',
  'El SOAT vigente',
  'El certificado de revisión técnica vigente, si por su antigüedad al auto le corresponde',
  'Todas las llaves del auto, incluida la de repuesto',
  'Si el auto tiene un crédito o una garantía: el estado de cuenta o la carta del banco',
  'Si el auto está a nombre de una empresa o de otra persona: la vigencia de poder o una carta poder con firma legalizada',
  'Si los tienes: el manual y las boletas o el registro de mantenimientos',
] as const;

export const SELLER_REASON_MAX = 300;

/** White space, which the code may carry anywhere (it is dropped), as `\s` reads it in JavaScript. */
const GAP = `[${WHITE_SPACE}]*`;

/** The code as typed: SELL_OFFER_CODE_PATTERN in any case, with spaces anywhere (for the document). */
const CODE_INPUT_PATTERN = new RegExp(
  `^${GAP}[Vv]${GAP}[Aa]${GAP}-${GAP}(?:[0-9]${GAP}){4}-${GAP}(?:[0-9]${GAP}){6,}$`,
);

const codeSchema = boundedText(40, SELLER_MESSAGES.codigo)
  .regex(CODE_INPUT_PATTERN, SELLER_MESSAGES.codigo)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase());

/** POST /vende-tu-auto/consulta: the offer's reference and the seller's DNI. */
export const sellerLookupSchema = z.object({ codigo: codeSchema, dni: dniSchema });
export type SellerLookup = z.input<typeof sellerLookupSchema>;

/** POST /vende-tu-auto/consulta/reprogramar: a new store and slot, and the version the page read. */
export const sellerMoveSchema = sellerLookupSchema
  .extend({
    sedeInspeccion: z.enum(INSPECTION_SITES, { error: SELL_MESSAGES.sedeInspeccion }),
    fechaInspeccion: z.iso.datetime({ offset: true, error: SELL_MESSAGES.fechaInspeccion }),
    version: versionSchema,
  })
  .describe(
    'Reglas que el esquema no expresa: `fechaInspeccion` es uno de los horarios libres de GET ' +
      '/vende-tu-auto/horarios en `sedeInspeccion`, y distinto del que la oferta ya tiene.',
  );
export type SellerMove = z.input<typeof sellerMoveSchema>;

/** POST /vende-tu-auto/consulta/cancelar: an optional reason, and the version the page read. */
export const sellerCancelSchema = sellerLookupSchema.extend({
  motivo: multiLineText(SELLER_REASON_MAX, SELLER_MESSAGES.motivo)
    .optional()
    .transform((value) => value?.trim() || null),
  version: versionSchema,
});
export type SellerCancel = z.input<typeof sellerCancelSchema>;

/**
 * What the look-up shows: the state, the car and the inspection, never the seller's contact data
 * (a reference and a DNI are not a password; decision 0028 reasons the same for complaints).
 */
export const sellerOfferViewSchema = z.object({
  codigo: z.string(),
  estado: z.enum(SELL_OFFER_STATUSES),
  auto: z.string(),
  sedeInspeccion: z.enum(INSPECTION_SITES).nullable(),
  tienda: z.string().nullable(),
  direccion: z.string().nullable(),
  fechaInspeccion: z.iso.datetime({ offset: true }).nullable(),
  /** True while the seller may move the inspection or cancel (an open offer, a slot still ahead). */
  puedeCambiar: z.boolean(),
  version: z.number().int(),
});
export type SellerOfferView = z.infer<typeof sellerOfferViewSchema>;

export const sellerOfferResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ oferta: sellerOfferViewSchema }),
});
