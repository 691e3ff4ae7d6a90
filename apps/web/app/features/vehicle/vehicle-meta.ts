import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import {
  vehicleAvailability,
  vehicleFullName,
  vehicleHeadline,
  vehiclePath,
} from '@motorplaza/domain/catalog/vehicle-listing';
import {
  type PhotoWidth,
  PREVIEW_IMAGE,
  vehiclePhotoPreviewUrl,
  vehiclePhotoUrl,
} from '@motorplaza/domain/photos/photo-files';
import { formatKm, formatUsd } from '@motorplaza/domain/shared/format';
import { storeLabel } from '@motorplaza/domain/vehicles/status';
import type { PageMetaOverrides } from '../../lib/page-meta';
import { jsonLdMeta } from '../../lib/structured-data';
import { carJsonLd, vehicleBreadcrumbs, vehicleCondition } from './vehicle-json-ld';
import { orderedPhotos } from './vehicle-photos';

/** schema.org's images: the largest copy of each photo. */
const LARGEST_PHOTO: PhotoWidth = 1600;

/** 'Toyota RAV4 XLE 2021 en venta: US$ 30,000 · año 2021 · 45,000 km. Automático, Gasolina. …' */
export function vehicleDescription(vehicle: PublicVehicle): string {
  const facts = [
    formatUsd(vehicle.precioCompra),
    `año ${vehicle.anioFabricacion}`,
    vehicle.kilometraje === null ? null : formatKm(vehicle.kilometraje),
  ].filter(Boolean);
  const details = [vehicle.transmision, vehicle.combustible, vehicle.carroceria].filter(Boolean).join(', ');
  const available = vehicleAvailability(vehicle.estadoDes) === 'available';
  return [
    `${vehicleFullName(vehicle)} ${available ? 'en venta' : '(ya no disponible)'}: ${facts.join(' · ')}.`,
    details ? `${details}.` : '',
    available ? `${storeLabel(vehicle.swPiso)}, Lima.` : 'Mira autos similares disponibles.',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The vehicle page's own tags on top of the route's (lib/page-meta): title, a description with
 * price, year and km, the canonical URL, the main photo as preview, noindex when it cannot be
 * bought, and the schema.org data.
 */
export function vehicleMetaOverrides(
  vehicle: PublicVehicle,
  publicUrl: string,
  companyName: string,
): PageMetaOverrides {
  const path = vehiclePath(vehicle.idAuto);
  const url = `${publicUrl}${path}`;
  const photos = orderedPhotos(vehicle);
  const images = photos.map(
    (photo) => `${publicUrl}${vehiclePhotoUrl(vehicle.idAuto, photo.imagen, LARGEST_PHOTO)}`,
  );
  const main = photos[0];
  const available = vehicleAvailability(vehicle.estadoDes) === 'available';
  const condition = vehicleCondition(vehicle);
  return {
    title: `${vehicleHeadline(vehicle)} | ${companyName}`,
    description: vehicleDescription(vehicle),
    canonicalPath: path,
    index: available,
    // The main photo's 1200 × 630 JPEG, cut on its first request (docs/decisions/0069-link-previews.md).
    image: main
      ? {
          url: `${publicUrl}${vehiclePhotoPreviewUrl(vehicle.idAuto, main.imagen)}`,
          ...PREVIEW_IMAGE,
          alt: vehicleFullName(vehicle),
        }
      : undefined,
    product: {
      amount: vehicle.precioCompra,
      currency: 'USD',
      availability: available ? 'in stock' : 'out of stock',
      ...(condition && { condition }),
      ...(vehicle.tag && { retailerItemId: vehicle.tag }),
    },
    extra: [
      jsonLdMeta(carJsonLd(vehicle, url, images, { name: companyName, url: publicUrl || url })),
      jsonLdMeta(vehicleBreadcrumbs(vehicle, publicUrl)),
    ],
  };
}
