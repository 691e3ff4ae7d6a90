import { z } from 'zod';
import { boundedText, multiLineText, pageSizeSchema, versionSchema } from '../shared/fields';
import {
  INSPECTION_SITES,
  SELL_OFFER_PHOTO_SLOTS,
  SELL_OFFER_STATUS_LABELS,
  SELL_OFFER_STATUSES,
  type SellOfferStatus,
} from './sell-offer-rules';

/** The staff screen 'Ofertas de Autos' (/admin/ofertas; docs/decisions/0027-sell-your-car.md). */
export const OFFERS_MESSAGES = {
  title: 'Ofertas de Autos',
  loadFailed: 'Error: No se pudieron cargar las ofertas de autos',
  notFound: 'La oferta no existe.',
  stale: 'Otro usuario modificó esta oferta. Vuelve a cargarla antes de guardar.',
  badTransition: (from: SellOfferStatus, to: SellOfferStatus) =>
    `Una oferta ${SELL_OFFER_STATUS_LABELS[from].toLowerCase()} no puede pasar a ${SELL_OFFER_STATUS_LABELS[to].toLowerCase()}.`,
  estado: 'Elige el nuevo estado de la oferta',
  searchPlaceholder: 'Buscar por código, placa, nombre, DNI, celular o auto...',
  updated: (label: string) => `Oferta marcada como ${label.toLowerCase()}`,
  alreadyLinked: 'Esta oferta ya tiene un vehículo creado.',
  discarded: 'Una oferta descartada no puede convertirse en vehículo; vuelve a contactarla primero.',
  photoNotFound: 'La foto no existe.',
  offerPhoto: 'La lista de fotos incluye una foto que no pertenece a esta oferta.',
} as const;

export const OFFERS_PAGE_SIZES = [5, 10, 25, 50] as const;
export const OFFERS_PAGE_SIZE = 10;
export const OFFERS_SEARCH_MAX = 100;
export const OFFER_NOTE_MAX = 500;

/** 'TODAS' or one status. */
export const OFFER_STATE_FILTERS = ['TODAS', ...SELL_OFFER_STATUSES] as const;
export type OfferStateFilter = (typeof OFFER_STATE_FILTERS)[number];

/** GET /ofertas: one page, searched and filtered in the database, newest first. */
export const offersPageQuerySchema = z.object({
  q: boundedText(OFFERS_SEARCH_MAX).optional(),
  estado: z.enum(OFFER_STATE_FILTERS).default('TODAS'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: pageSizeSchema(OFFERS_PAGE_SIZES).default(OFFERS_PAGE_SIZE),
});
export type OffersPageQuery = z.infer<typeof offersPageQuerySchema>;

const isoDate = z.iso.datetime({ offset: true });

export const offerPhotoSchema = z.object({
  imagen: z.string(),
  posicion: z.enum(SELL_OFFER_PHOTO_SLOTS),
  orden: z.number().int(),
  ancho: z.number().int(),
  alto: z.number().int(),
});
export type OfferPhoto = z.infer<typeof offerPhotoSchema>;

/** An offer as the staff read it. */
export const sellOfferItemSchema = z.object({
  id: z.number().int(),
  codigo: z.string().nullable(),
  placa: z.string().nullable(),
  nombreCompleto: z.string(),
  dni: z.string().nullable(),
  correo: z.string(),
  celular: z.string(),
  marca: z.string(),
  modelo: z.string(),
  anio: z.number().int(),
  versionModelo: z.string().nullable(),
  kilometraje: z.number().int(),
  transmision: z.string().nullable(),
  combustible: z.string().nullable(),
  color: z.string().nullable(),
  numeroDuenos: z.number().int().nullable(),
  tieneAccidentes: z.boolean().nullable(),
  notaAccidentes: z.string().nullable(),
  tieneDeudas: z.boolean().nullable(),
  notaDeudas: z.string().nullable(),
  precioEsperado: z.number().int().nullable(),
  comentarios: z.string().nullable(),
  sedeInspeccion: z.enum(INSPECTION_SITES).nullable(),
  fechaInspeccion: isoDate.nullable(),
  consentimientoMarketing: z.boolean(),
  status: z.enum(SELL_OFFER_STATUSES),
  idAuto: z.number().int().nullable(),
  idCliente: z.number().int().nullable(),
  fechaRegistro: isoDate,
  fechaActualizacion: isoDate.nullable(),
  nombreUsuarioActualiza: z.string().nullable(),
  version: z.number().int(),
  /** The first photo (thumbnails of the list); null for an offer without photos. */
  fotoPrincipal: z.string().nullable(),
  totalFotos: z.number().int(),
});
export type SellOfferItem = z.infer<typeof sellOfferItemSchema>;

export const offerHistoryEntrySchema = z.object({
  usuario: z.string(),
  accion: z.string(),
  fecha: isoDate,
});
export type OfferHistoryEntry = z.infer<typeof offerHistoryEntrySchema>;

export const offersPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    ofertas: z.array(sellOfferItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export const offersAllResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ ofertas: z.array(sellOfferItemSchema) }),
});
export const offerDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    oferta: sellOfferItemSchema,
    fotos: z.array(offerPhotoSchema),
    historial: z.array(offerHistoryEntrySchema),
  }),
});
export type OfferDetail = z.infer<typeof offerDetailResponseSchema>['data'];
export const offerSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ oferta: sellOfferItemSchema }),
});

/** PUT /ofertas/{id}/estado: the next status, an optional note, the version the screen read. */
export const offerStateSchema = z.object({
  estado: z.enum(SELL_OFFER_STATUSES, { error: OFFERS_MESSAGES.estado }),
  nota: multiLineText(OFFER_NOTE_MAX).optional(),
  version: versionSchema,
});
export type OfferStateRequest = z.input<typeof offerStateSchema>;

/** Where staff read an offer's photo (never a public /media URL: the photos are personal data). */
export const OFFERS_PATH = '/ofertas';
export function offerPhotoPath(id: number, imagen: string, width: 480 | 960 | 1600 = 960): string {
  return `${OFFERS_PATH}/${id}/fotos/${imagen}?ancho=${width}`;
}
