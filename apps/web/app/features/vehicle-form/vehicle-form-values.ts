import type { AdminVehicleDetail } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { DEFAULT_VEHICLE_STATUS } from '@motorplaza/domain/vehicles/status';
import {
  EMPTY_OWNER,
  type OwnerForm,
  type VehicleFormInput,
} from '@motorplaza/domain/vehicles/vehicle-form.schema';
import type { DefaultValues } from 'react-hook-form';
import type { FormPhoto } from './hooks/use-photo-list';

/**
 * A new vehicle pre-filled from a sell-your-car offer ('Crear vehículo'; decision 0027): the form's
 * values, the offer's photos, and the offer the save links.
 */
export interface VehicleDraft {
  readonly idOferta: number;
  readonly codigo: string;
  readonly values: DefaultValues<VehicleFormInput>;
  readonly photos: readonly FormPhoto[];
}

/** Field names in the order they appear on screen: an invalid submit scrolls to the first with an error. */
export const FIELD_ORDER = [
  'tag',
  'placa',
  'vin',
  'carroceria',
  'marca',
  'modelo',
  'version',
  'anioFabricacion',
  'anioModelo',
  'color',
  'precioCompra',
  'ultimoPrecioCompra',
  'traccion',
  'kilometraje',
  'transmision',
  'cilindrada',
  'nroCilindros',
  'combustible',
  'nroPuertas',
  'estadoDes',
  'locacion',
  'swPiso',
  'cinta',
  'tipoOperacion',
  'fuente',
  'swTresFilas',
  'swFacturable',
  'adicionales',
  'servicios',
  'accesorios',
  'propietario.dni',
  'propietario.nombres',
  'propietario.apellidos',
  'propietario.correo',
  'propietario.celular',
] as const;
export type FormFieldName = (typeof FIELD_ORDER)[number];

/** A new vehicle: empty fields, DISPONIBLE, by appointment, no owner (spec 001 §5, decision 0011). */
export function emptyVehicleForm(): DefaultValues<VehicleFormInput> {
  return {
    tag: '',
    placa: '',
    vin: '',
    carroceria: null,
    marca: '',
    modelo: '',
    version: '',
    anioModelo: null,
    color: '',
    ultimoPrecioCompra: null,
    traccion: null,
    kilometraje: null,
    transmision: null,
    cilindrada: null,
    nroCilindros: null,
    combustible: null,
    nroPuertas: null,
    estadoDes: DEFAULT_VEHICLE_STATUS,
    locacion: '',
    swPiso: 0,
    cinta: '',
    tipoOperacion: '',
    fuente: '',
    swTresFilas: false,
    swFacturable: false,
    adicionales: '',
    servicios: '',
    accesorios: [],
    propietario: EMPTY_OWNER,
  };
}

function ownerForm(vehicle: AdminVehicleDetail): OwnerForm {
  const owner = vehicle.propietario;
  if (!owner) return EMPTY_OWNER;
  return {
    nombres: owner.nombres,
    apellidos: owner.apellidos,
    dni: owner.dni,
    correo: owner.correo ?? '',
    celular: owner.celular ?? '',
  };
}

type Choice<K extends keyof VehicleFormInput> = VehicleFormInput[K];

/** The form values of a stored vehicle; a value outside the option lists shows as an error to fix. */
export function vehicleToForm(vehicle: AdminVehicleDetail): VehicleFormInput {
  return {
    tag: vehicle.tag ?? '',
    placa: vehicle.placa ?? '',
    vin: vehicle.vin ?? '',
    carroceria: vehicle.carroceria as Choice<'carroceria'>,
    marca: vehicle.marca,
    modelo: vehicle.modelo,
    version: vehicle.version ?? '',
    anioFabricacion: vehicle.anioFabricacion,
    anioModelo: vehicle.anioModelo,
    color: vehicle.color ?? '',
    precioCompra: vehicle.precioCompra,
    ultimoPrecioCompra: vehicle.ultimoPrecioCompra,
    traccion: vehicle.traccion as Choice<'traccion'>,
    kilometraje: vehicle.kilometraje,
    transmision: vehicle.transmision as Choice<'transmision'>,
    cilindrada: vehicle.cilindrada,
    nroCilindros: vehicle.nroCilindros,
    combustible: vehicle.combustible as Choice<'combustible'>,
    nroPuertas: vehicle.nroPuertas,
    estadoDes: vehicle.estadoDes,
    locacion: vehicle.locacion ?? '',
    swPiso: vehicle.swPiso as Choice<'swPiso'>,
    cinta: vehicle.cinta ?? '',
    tipoOperacion: vehicle.tipoOperacion ?? '',
    fuente: vehicle.fuente ?? '',
    swTresFilas: vehicle.swTresFilas,
    swFacturable: vehicle.swFacturable,
    adicionales: vehicle.adicionales ?? '',
    servicios: vehicle.servicios ?? '',
    accesorios: vehicle.accesorios.map((row) => row.idAccesorio),
    propietario: ownerForm(vehicle),
  };
}
