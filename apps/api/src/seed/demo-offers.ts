import type { InspectionSite, SellOfferPhotoSlot } from '@motorplaza/domain/offers/sell-offer-rules';
import { type BrandSpec, type ModelSpec, trimsFor } from './catalog-data';
import type { PhotoSubject, PhotoView } from './photo-scene';
import type { Random } from './random';
import type { ColorName } from './vehicle-data';

/** The sell-your-car offers' own details (decision 0027): plate, condition, inspection slot, photos. */

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** What sellers write of an accident (also the scale data's, bench/lib/scale-offers.ts). */
export const OFFER_ACCIDENT_NOTES = [
  'Choque leve en la puerta trasera, reparado en taller autorizado.',
  'Rayón en el parachoques delantero.',
  'Cambio de capó por un choque menor.',
];
/** What sellers write of a debt or lien. */
export const OFFER_DEBT_NOTES = [
  'Dos papeletas de tránsito pendientes.',
  'Garantía mobiliaria con el banco por el saldo del préstamo.',
  'Impuesto vehicular del año pendiente.',
];
const SLOT_VIEWS: readonly [PhotoView, SellOfferPhotoSlot][] = [
  ['Vista frontal', 'FRENTE'],
  ['Vista posterior', 'POSTERIOR'],
  ['Vista lateral', 'LATERAL_IZQUIERDO'],
  ['Interior', 'INTERIOR'],
  ['Tablero', 'ODOMETRO'],
];

export interface OfferPhotoPlan {
  posicion: SellOfferPhotoSlot;
  view: PhotoView;
}

/** A Peruvian plate: 'ABC-123' or 'A1B-234'. */
export function demoPlate(random: Random): string {
  const letter = () => random.pick([...LETTERS]);
  const middle = random.chance(0.3) ? String(random.int(1, 9)) : letter();
  return `${letter()}${middle}${letter()}-${String(random.int(100, 999))}`;
}

/** Condition as sellers describe it: most cars clean, some with a repaired knock or a pending debt. */
export function demoCondition(random: Random, age: number) {
  const tieneAccidentes = random.chance(0.2);
  const tieneDeudas = random.chance(0.15);
  return {
    numeroDuenos: age <= 3 ? 1 : random.int(1, 3),
    tieneAccidentes,
    notaAccidentes: tieneAccidentes ? random.pick(OFFER_ACCIDENT_NOTES) : null,
    tieneDeudas,
    notaDeudas: tieneDeudas ? random.pick(OFFER_DEBT_NOTES) : null,
  };
}

/** The car itself as the form asks for it. */
export function demoCar(random: Random, spec: ModelSpec, anio: number) {
  return {
    versionModelo: random.chance(0.8) ? random.pick(trimsFor(spec, anio)) : null,
    transmision: random.pick(spec.cajas),
    combustible: random.pick(spec.motores).combustible,
  };
}

/** A whole hour of a working day (Monday to Saturday, 9:00–16:00 in Lima) 1 to 5 days after the offer. */
export function demoInspection(random: Random, createdAt: Date): { sede: InspectionSite; fecha: Date } {
  const local = new Date(createdAt.getTime() - 5 * 3_600_000);
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + random.int(1, 5));
  if (new Date(day).getUTCDay() === 0) day += 86_400_000;
  const fecha = new Date(day + (random.int(9, 16) + 5) * 3_600_000);
  return { sede: random.pick(['SAN_ISIDRO', 'SURCO'] as const), fecha };
}

/** Two to five guided photos for about half the offers; the rest came without (older offers, calls). */
export function demoOfferPhotos(random: Random): OfferPhotoPlan[] {
  if (!random.chance(0.5)) return [];
  const views = SLOT_VIEWS.slice(0, random.int(2, SLOT_VIEWS.length));
  return views.map(([view, posicion]) => ({ view, posicion }));
}

/** What the photo drawing needs of an offered car. */
export function offerSubject(
  brand: BrandSpec,
  spec: ModelSpec,
  anio: number,
  color: ColorName,
  placa: string,
): PhotoSubject {
  const engine = spec.motores[0];
  return {
    marca: brand.marca,
    modelo: spec.modelo,
    anio,
    color,
    carroceria: spec.carroceria,
    placa,
    tag: placa,
    motor: engine?.label ?? '',
    electric: engine?.combustible === 'Eléctrico',
    premium: brand.premium,
  };
}
