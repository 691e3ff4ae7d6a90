import type { SellOfferItem } from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { splitFullName } from '@motorplaza/domain/offers/seller-name';
import { TRANSMISSIONS } from '@motorplaza/domain/vehicles/status';
import type { VehicleFormInput } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { FUELS } from '@motorplaza/domain/vehicles/vehicle-options';
import type { FormPhoto } from '../vehicle-form/hooks/use-photo-list';
import { emptyVehicleForm, type VehicleDraft } from '../vehicle-form/vehicle-form-values';
import { getOfferPhoto } from './api/get-offer-photo';

const inList = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** What the offer says about the car's condition, for the vehicle's notes. */
function conditionNotes(offer: SellOfferItem): string {
  const lines = [
    `Desde la oferta ${offer.codigo ?? `#${offer.id}`}.`,
    offer.numeroDuenos !== null ? `Dueños: ${offer.numeroDuenos}.` : null,
    offer.tieneAccidentes ? `Accidentes: ${offer.notaAccidentes ?? 'sí'}.` : null,
    offer.tieneDeudas ? `Deudas o gravámenes: ${offer.notaDeudas ?? 'sí'}.` : null,
  ];
  return lines.filter(Boolean).join(' ');
}

/**
 * 'Crear vehículo' (decision 0027): the vehicle form's values from the offer (the seller as owner) and
 * the offer's photos, fetched with the staff's session and shown until the server copies them.
 */
export async function buildVehicleDraft(
  offer: SellOfferItem,
  photos: readonly string[],
): Promise<VehicleDraft> {
  const seller = splitFullName(offer.nombreCompleto);
  const values = {
    ...emptyVehicleForm(),
    placa: offer.placa ?? '',
    marca: offer.marca,
    modelo: offer.modelo,
    version: offer.versionModelo ?? '',
    anioFabricacion: offer.anio,
    color: offer.color ?? '',
    kilometraje: offer.kilometraje,
    transmision: inList(TRANSMISSIONS, offer.transmision) as VehicleFormInput['transmision'],
    combustible: inList(FUELS, offer.combustible) as VehicleFormInput['combustible'],
    adicionales: conditionNotes(offer),
    propietario: {
      nombres: seller.nombres,
      apellidos: seller.apellidos,
      dni: offer.dni ?? '',
      correo: offer.correo,
      celular: offer.celular,
    },
  };
  const blobs = await Promise.all(photos.map((imagen) => getOfferPhoto(offer.id, imagen, 480)));
  const formPhotos: FormPhoto[] = photos.map((imagen, orden) => ({
    kind: 'offer',
    id: `oferta:${imagen}`,
    orden,
    imagen,
    url: URL.createObjectURL(blobs[orden] as Blob),
  }));
  return { idOferta: offer.id, codigo: offer.codigo ?? `#${offer.id}`, values, photos: formPhotos };
}
