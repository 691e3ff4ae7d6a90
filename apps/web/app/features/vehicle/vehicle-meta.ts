import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { type PhotoWidth, vehiclePhotoUrl } from '@motorplaza/domain/photos/photo-files';
import { formatKm, formatUsd } from '@motorplaza/domain/shared/format';
import { storeLabel } from '@motorplaza/domain/vehicles/status';
import {
  vehicleAvailability,
  vehicleFullName,
  vehicleHeadline,
  vehiclePath,
} from '@motorplaza/domain/vehicles/vehicle-listing';
import type { MetaDescriptor } from 'react-router';
import type { PageMetaOverrides } from '../../lib/page-meta';
import { orderedPhotos } from './vehicle-photos';

/** Link previews ask for large images (Facebook: at least 1200 px wide). */
const PREVIEW_WIDTH: PhotoWidth = 1600;

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

/** schema.org `Car` with its `Offer`, so search engines can show price and availability. */
function carJsonLd(
  vehicle: PublicVehicle,
  url: string,
  images: string[],
  seller: { name: string; url: string },
) {
  const km = vehicle.kilometraje;
  const condition =
    km === 0
      ? 'https://schema.org/NewCondition'
      : km === null
        ? undefined
        : 'https://schema.org/UsedCondition';
  const available = vehicleAvailability(vehicle.estadoDes) === 'available';
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicleFullName(vehicle),
    url,
    image: images,
    sku: vehicle.tag ?? undefined,
    brand: { '@type': 'Brand', name: vehicle.marca },
    model: vehicle.modelo,
    vehicleConfiguration: vehicle.version ?? undefined,
    productionDate: String(vehicle.anioFabricacion),
    vehicleModelDate: String(vehicle.anioModelo ?? vehicle.anioFabricacion),
    bodyType: vehicle.carroceria ?? undefined,
    color: vehicle.color ?? undefined,
    fuelType: vehicle.combustible ?? undefined,
    vehicleTransmission: vehicle.transmision ?? undefined,
    driveWheelConfiguration: vehicle.traccion ?? undefined,
    numberOfDoors: vehicle.nroPuertas ?? undefined,
    mileageFromOdometer:
      km === null ? undefined : { '@type': 'QuantitativeValue', value: km, unitCode: 'KMT' },
    vehicleEngine:
      vehicle.cilindrada === null
        ? undefined
        : {
            '@type': 'EngineSpecification',
            engineDisplacement: { '@type': 'QuantitativeValue', value: vehicle.cilindrada, unitCode: 'CMQ' },
          },
    itemCondition: condition,
    offers: {
      '@type': 'Offer',
      price: vehicle.precioCompra,
      priceCurrency: 'USD',
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      itemCondition: condition,
      url,
      seller: { '@type': 'AutoDealer', ...seller },
    },
  };
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
    (photo) => `${publicUrl}${vehiclePhotoUrl(vehicle.idAuto, photo.imagen, PREVIEW_WIDTH)}`,
  );
  const main = photos[0];
  const mainUrl = images[0];
  const extra: MetaDescriptor[] = [
    { 'script:ld+json': carJsonLd(vehicle, url, images, { name: companyName, url: publicUrl || url }) },
  ];
  return {
    title: `${vehicleHeadline(vehicle)} | ${companyName}`,
    description: vehicleDescription(vehicle),
    canonicalPath: path,
    index: vehicleAvailability(vehicle.estadoDes) === 'available',
    ogType: 'product',
    image:
      main && mainUrl
        ? { url: mainUrl, width: main.ancho, height: main.alto, alt: vehicleFullName(vehicle) }
        : undefined,
    extra,
  };
}
