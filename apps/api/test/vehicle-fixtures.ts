import { crc32 } from 'node:zlib';
import type { VehicleSaveInput } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { automovil } from '../src/db/schema/index';
import type { Storage } from '../src/storage/storage';
import { noisyPng } from './images';
import { type FilePart, multipartBody } from './multipart';

/** A complete, valid `automovil` part: a Toyota RAV4 without owner or photos. */
export function vehicleForm(overrides: Partial<VehicleSaveInput> = {}): VehicleSaveInput {
  return {
    tag: 'T-100',
    placa: 'ABC-123',
    carroceria: 'SUV',
    marca: 'Toyota',
    modelo: 'RAV4',
    version: '2.0 XLE',
    anioFabricacion: 2020,
    anioModelo: 2021,
    color: 'Blanco',
    precioCompra: 25_000,
    ultimoPrecioCompra: null,
    traccion: '4x2',
    kilometraje: 30_000,
    transmision: 'Automático',
    cilindrada: 2000,
    nroCilindros: 4,
    combustible: 'Gasolina',
    nroPuertas: 5,
    estadoDes: 'DISPONIBLE',
    locacion: null,
    swPiso: 1,
    cinta: null,
    tipoOperacion: null,
    fuente: null,
    swTresFilas: false,
    swFacturable: true,
    adicionales: null,
    servicios: null,
    propietario: { nombres: '', apellidos: '', dni: '', correo: '', celular: '' },
    fotos: [],
    ...overrides,
  };
}

/** The multipart body of a save: the form as JSON plus files. */
export function saveBody(form: VehicleSaveInput, files: readonly FilePart[] = []) {
  return multipartBody({ automovil: JSON.stringify(form) }, files);
}

export function photoPart(name: string, data: Buffer, filename = `${name}.jpg`): FilePart {
  return { name, filename, data, type: 'image/jpeg' };
}

/** A real PNG whose header claims width × height pixels (a decompression bomb's header), CRC fixed. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await noisyPng(160, 160));
  // IHDR data starts after the 8-byte signature, the 4-byte length and the 4-byte type.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A store that remembers which keys exist, to check that refused saves leave nothing behind. */
export function trackingStorage(inner: Storage): Storage & { keys: Set<string> } {
  const keys = new Set<string>();
  return {
    keys,
    async put(key, data, contentType) {
      await inner.put(key, data, contentType);
      keys.add(key);
    },
    get: (key) => inner.get(key),
    async delete(key) {
      await inner.delete(key);
      keys.delete(key);
    },
    exists: (key) => inner.exists(key),
  };
}

/** The id of an available car of the demo inventory (what the public interest form may ask about). */
export async function availableCarId(db: Db): Promise<number> {
  const [car] = await db
    .select({ idAuto: automovil.idAuto })
    .from(automovil)
    .where(eq(automovil.estadoDes, 'DISPONIBLE'))
    .limit(1);
  if (!car) throw new Error('no available car');
  return car.idAuto;
}
