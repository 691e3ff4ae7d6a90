import type { CatalogVehicle } from './catalog-vehicle.schema';

type Target = Pick<CatalogVehicle, 'idAuto' | 'marca' | 'modelo' | 'carroceria' | 'precioCompra'>;

export const SIMILAR_VEHICLES_LIMIT = 4;

/** Relative price distance, with the shared features as a head start (docs/decisions/0009). */
function distance(target: Target, vehicle: CatalogVehicle): number {
  const priceGap = Math.abs(vehicle.precioCompra - target.precioCompra) / Math.max(target.precioCompra, 1);
  const sameBody = target.carroceria !== null && vehicle.carroceria === target.carroceria;
  const sameBrand = vehicle.marca === target.marca;
  const sameModel = sameBrand && vehicle.modelo === target.modelo;
  return priceGap - (sameBody ? 0.15 : 0) - (sameBrand ? 0.1 : 0) - (sameModel ? 0.1 : 0);
}

/**
 * Up to `limit` other cars of the same body type or brand, closest in price first; ties go to the
 * newest arrival, then the lower id, so the choice is stable.
 */
export function similarVehicles(
  target: Target,
  vehicles: readonly CatalogVehicle[],
  limit = SIMILAR_VEHICLES_LIMIT,
): CatalogVehicle[] {
  return vehicles
    .filter(
      (vehicle) =>
        vehicle.idAuto !== target.idAuto &&
        (vehicle.marca === target.marca ||
          (target.carroceria !== null && vehicle.carroceria === target.carroceria)),
    )
    .map((vehicle) => ({ vehicle, score: distance(target, vehicle) }))
    .sort(
      (a, b) =>
        a.score - b.score ||
        b.vehicle.fechaIng.localeCompare(a.vehicle.fechaIng) ||
        a.vehicle.idAuto - b.vehicle.idAuto,
    )
    .slice(0, limit)
    .map(({ vehicle }) => vehicle);
}
