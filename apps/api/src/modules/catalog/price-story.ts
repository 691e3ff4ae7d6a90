import { marketPosition } from '@motorplaza/domain/catalog/market-position';
import type { PriceStoryVehicle, VehiclePriceStory } from '@motorplaza/domain/catalog/price-story';
import type { DbOrTx } from '../../db/client';
import { findComparables } from '../offers/comparables.repository';
import { priceHistoryOf } from '../vehicles/price-history.repository';

/**
 * A vehicle page's price story (decisions 0077 and 0082-market-position.md): every recorded listed
 * price, newest first, and, for a car on sale with a known mileage, where its price sits among the
 * dealership's comparable cars (the sell-your-car rule, this car left out).
 */
export async function vehiclePriceStory(
  db: DbOrTx,
  vehicle: PriceStoryVehicle,
  now: Date,
): Promise<VehiclePriceStory> {
  const changes = await priceHistoryOf(db, vehicle.idAuto);
  const historial = changes
    .map((change) => ({ fecha: change.changedAt.toISOString(), precio: change.precioNuevo }))
    .reverse();
  if (vehicle.estadoDes !== 'DISPONIBLE' || vehicle.kilometraje === null) return { historial, mercado: null };
  const target = { anio: vehicle.anioFabricacion, kilometraje: vehicle.kilometraje };
  const comparables = await findComparables(
    db,
    { marca: vehicle.marca, modelo: vehicle.modelo, ...target },
    now,
    vehicle.idAuto,
  );
  return { historial, mercado: marketPosition({ ...target, precio: vehicle.precioCompra }, comparables) };
}
