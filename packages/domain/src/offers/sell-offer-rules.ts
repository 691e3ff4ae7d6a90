/**
 * Offers from the sell-your-car page (issue 12; docs/decisions/0027-sell-your-car.md): statuses and
 * their flow, the guided photo slots, the inspection sites and the reference code. No zod here, so the
 * public page can read labels without loading the schemas.
 */

export const SELL_OFFER_STATUSES = [
  'PENDIENTE',
  'NUEVA',
  'CONTACTADA',
  'COMPRADA',
  'DESCARTADA',
  'CANCELADA',
  'VENCIDA',
] as const;
export type SellOfferStatus = (typeof SELL_OFFER_STATUSES)[number];

export const SELL_OFFER_STATUS_LABELS: Record<SellOfferStatus, string> = {
  PENDIENTE: 'Por confirmar',
  NUEVA: 'Nueva',
  CONTACTADA: 'Contactada',
  COMPRADA: 'Comprada',
  DESCARTADA: 'Descartada',
  CANCELADA: 'Cancelada por el vendedor',
  VENCIDA: 'Sin confirmar (venció)',
};

/** Mantine colours of the filled status badges, dark enough for white text (WCAG AA). */
export const SELL_OFFER_STATUS_COLORS: Record<SellOfferStatus, string> = {
  PENDIENTE: 'violet.8',
  NUEVA: 'blue.8',
  CONTACTADA: 'yellow.9',
  COMPRADA: 'green.9',
  DESCARTADA: 'gray.7',
  CANCELADA: 'red.9',
  VENCIDA: 'gray.8',
};

/**
 * PENDIENTE is a public offer whose seller has not yet opened the confirmation link of the
 * acknowledgement e-mail: its slot is held until `retenidoHasta`, then it becomes VENCIDA and frees
 * the slot (issue 23). Only the seller's link moves it on (to NUEVA); staff cannot act on either.
 * NUEVA → CONTACTADA → COMPRADA / DESCARTADA. A new offer may also be discarded at once (a duplicate,
 * a car the dealership does not buy); a discarded one may be contacted again. COMPRADA is final.
 * CANCELADA is the seller's own step from the look-up page (docs/decisions/0043-seller-offer-mail-and-lookup.md),
 * never a staff choice; staff may contact a cancelled offer again when the seller calls back.
 */
export const SELL_OFFER_TRANSITIONS: Record<SellOfferStatus, readonly SellOfferStatus[]> = {
  PENDIENTE: [],
  NUEVA: ['CONTACTADA', 'DESCARTADA'],
  CONTACTADA: ['COMPRADA', 'DESCARTADA'],
  COMPRADA: [],
  DESCARTADA: ['CONTACTADA'],
  CANCELADA: ['CONTACTADA'],
  VENCIDA: [],
};

/** An offer in these states holds no inspection place: its slot is free for another seller. */
export const SLOT_FREEING_STATUSES = [
  'DESCARTADA',
  'CANCELADA',
  'VENCIDA',
] as const satisfies readonly SellOfferStatus[];

/** The seller may move the inspection or cancel while the dealership has not decided. */
export const SELLER_CHANGEABLE_STATUSES = [
  'NUEVA',
  'CONTACTADA',
] as const satisfies readonly SellOfferStatus[];

export function sellerMayChange(status: SellOfferStatus): boolean {
  return (SELLER_CHANGEABLE_STATUSES as readonly SellOfferStatus[]).includes(status);
}

export function canMoveOffer(from: SellOfferStatus, to: SellOfferStatus): boolean {
  return SELL_OFFER_TRANSITIONS[from].includes(to);
}

/** The guided photo slots of the form, in the order a seller walks around the car; OTRA for extras. */
export const SELL_OFFER_PHOTO_SLOTS = [
  'FRENTE',
  'POSTERIOR',
  'LATERAL_IZQUIERDO',
  'LATERAL_DERECHO',
  'INTERIOR',
  'ODOMETRO',
  'OTRA',
] as const;
export type SellOfferPhotoSlot = (typeof SELL_OFFER_PHOTO_SLOTS)[number];

export const SELL_OFFER_PHOTO_LABELS: Record<SellOfferPhotoSlot, string> = {
  FRENTE: 'Frente',
  POSTERIOR: 'Posterior',
  LATERAL_IZQUIERDO: 'Lateral izquierdo',
  LATERAL_DERECHO: 'Lateral derecho',
  INTERIOR: 'Interior',
  ODOMETRO: 'Tablero (kilometraje)',
  OTRA: 'Otra foto',
};

/** What each guided slot asks for, under its title. */
export const SELL_OFFER_PHOTO_HINTS: Record<SellOfferPhotoSlot, string> = {
  FRENTE: 'El auto de frente, con la placa visible',
  POSTERIOR: 'La parte de atrás completa',
  LATERAL_IZQUIERDO: 'El lado del conductor, de punta a punta',
  LATERAL_DERECHO: 'El lado del copiloto, de punta a punta',
  INTERIOR: 'Asientos delanteros y tablero',
  ODOMETRO: 'El tablero encendido, con el kilometraje',
  OTRA: 'Cualquier detalle que quieras mostrar',
};

/**
 * The abuse bounds of the public form (issue 23; docs/decisions/0053-offer-holds-and-caps.md):
 * an unconfirmed offer holds its slot this long; offers accepted per client address and in total in
 * the last 24 hours, counted in the database; photos kept after a discard or cancellation and after
 * an unconfirmed hold expired (the privacy policy states both).
 */
export const OFFER_LIMITS = {
  holdMinutes: 30,
  perAddressPerDay: 3,
  perDay: 60,
  discardedPhotoDays: 30,
  unconfirmedPhotoDays: 1,
} as const;

export const MIN_OFFER_PHOTOS = 1;
export const MAX_OFFER_PHOTOS = 10;

export const INSPECTION_SITES = ['SAN_ISIDRO', 'SURCO'] as const;
export type InspectionSite = (typeof INSPECTION_SITES)[number];

export const INSPECTION_SITE_LABELS: Record<InspectionSite, string> = {
  SAN_ISIDRO: 'San Isidro',
  SURCO: 'Santiago de Surco',
};

/**
 * The office of each site in the site settings: matched by its district, falling back to its position
 * (the defaults list San Isidro first and Santiago de Surco second).
 */
export function officeOfSite<T extends { distrito: string; nombre: string }>(
  offices: readonly T[],
  site: InspectionSite,
): T | undefined {
  const needle = site === 'SAN_ISIDRO' ? 'san isidro' : 'surco';
  const byName = offices.find((office) =>
    `${office.nombre} ${office.distrito}`.toLowerCase().includes(needle),
  );
  return byName ?? offices[site === 'SAN_ISIDRO' ? 0 : 1];
}

/** 'VA-2026-000123': the year of the offer in Lima and its id with six digits (migration 0005). */
export function sellOfferCode(id: number, year: number): string {
  return `VA-${year}-${String(id).padStart(6, '0')}`;
}

export const SELL_OFFER_CODE_PATTERN = /^VA-\d{4}-\d{6,}$/;
