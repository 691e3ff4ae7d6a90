import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import type { VehiclePhoto } from '@motorplaza/domain/photos/vehicle-photo.schema';

/** The car's photos in display order, the catalogue's main photo (`fotoPrincipal`) first. */
export function orderedPhotos(vehicle: Pick<PublicVehicle, 'fotos' | 'fotoPrincipal'>): VehiclePhoto[] {
  return [...vehicle.fotos].sort(
    (a, b) =>
      Number(b.imagen === vehicle.fotoPrincipal) - Number(a.imagen === vehicle.fotoPrincipal) ||
      a.orden - b.orden,
  );
}
