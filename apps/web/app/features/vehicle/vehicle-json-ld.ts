import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import {
  vehicleAvailability,
  vehicleFullName,
  vehicleHeadline,
  vehiclePath,
} from '@motorplaza/domain/catalog/vehicle-listing';
import type { TRACTIONS } from '@motorplaza/domain/vehicles/vehicle-options';
import type { BreadcrumbList, Car, WithContext } from 'schema-dts';
import { breadcrumbList } from '../../lib/structured-data';

/** New with 0 km, used with any other reading; unknown without one. */
export function vehicleCondition(vehicle: Pick<PublicVehicle, 'kilometraje'>): 'new' | 'used' | undefined {
  if (vehicle.kilometraje === null) return undefined;
  return vehicle.kilometraje === 0 ? 'new' : 'used';
}

const CONDITIONS = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
} as const;

/** schema.org's drive configurations where the form's traction names one; '4x2' (front or rear) stays text. */
const DRIVE_WHEELS: Partial<Record<(typeof TRACTIONS)[number], string>> = {
  '4x4': 'https://schema.org/FourWheelDriveConfiguration',
  AWD: 'https://schema.org/AllWheelDriveConfiguration',
};

/**
 * schema.org `Car` with its `Offer` (seller: the dealership), with what Google's vehicle-listing
 * data asks for: name, images, brand, model, model year, price and currency, condition, mileage, and
 * the VIN when staff entered one (docs/decisions/0067-structured-data.md).
 */
export function carJsonLd(
  vehicle: PublicVehicle,
  url: string,
  images: string[],
  seller: { name: string; url: string },
): WithContext<Car> {
  const km = vehicle.kilometraje;
  const condition = vehicleCondition(vehicle);
  const itemCondition = condition ? CONDITIONS[condition] : undefined;
  const available = vehicleAvailability(vehicle.estadoDes) === 'available';
  const traccion = vehicle.traccion as (typeof TRACTIONS)[number] | null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicleFullName(vehicle),
    url,
    image: images.length > 0 ? images : undefined,
    sku: vehicle.tag ?? undefined,
    vehicleIdentificationNumber: vehicle.vin ?? undefined,
    brand: { '@type': 'Brand', name: vehicle.marca },
    model: vehicle.modelo,
    vehicleConfiguration: vehicle.version ?? undefined,
    productionDate: String(vehicle.anioFabricacion),
    vehicleModelDate: String(vehicle.anioModelo ?? vehicle.anioFabricacion),
    bodyType: vehicle.carroceria ?? undefined,
    color: vehicle.color ?? undefined,
    fuelType: vehicle.combustible ?? undefined,
    vehicleTransmission: vehicle.transmision ?? undefined,
    driveWheelConfiguration: traccion ? (DRIVE_WHEELS[traccion] ?? traccion) : undefined,
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
    itemCondition,
    offers: {
      '@type': 'Offer',
      price: vehicle.precioCompra,
      priceCurrency: 'USD',
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      itemCondition,
      url,
      seller: { '@type': 'AutoDealer', ...seller },
    },
  };
}

/** The page's visible trail, Inicio › Compra tu auto › the car, as schema.org data. */
export function vehicleBreadcrumbs(vehicle: PublicVehicle, publicUrl: string): WithContext<BreadcrumbList> {
  return breadcrumbList([
    { name: 'Inicio', url: `${publicUrl}/inicio` },
    { name: 'Compra tu auto', url: `${publicUrl}/compra-tu-auto` },
    { name: vehicleHeadline(vehicle), url: `${publicUrl}${vehiclePath(vehicle.idAuto)}` },
  ]);
}
