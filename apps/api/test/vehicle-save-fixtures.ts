import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { VehicleSaveInput } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { afterAll, beforeAll } from 'vitest';
import { createDiskStorage } from '../src/storage/disk-storage';
import { noisyJpeg } from './images';
import type { FilePart } from './multipart';
import { createTestApp, type TestApp } from './test-app';
import { photoPart, saveBody, trackingStorage } from './vehicle-fixtures';

export type Role = 'ADMIN' | 'EJECUTIVO' | 'ASESOR1' | 'ASESOR2';

/**
 * The vehicle save tests' app, on a storage that tracks its keys, with a photo and the calls that
 * create and update a vehicle by multipart form.
 */
export function vehicleSaveTestApp() {
  let t: TestApp;
  let root: string;
  let storage: ReturnType<typeof trackingStorage>;
  let photo: Buffer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-vehicle-save-'));
    storage = trackingStorage(createDiskStorage(root));
    t = await createTestApp({ storage });
    photo = await noisyJpeg(400, 300);
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  async function create(role: Role, form: VehicleSaveInput, files: FilePart[] = []) {
    const body = await saveBody(form, files);
    return t.injectAs(role, { method: 'POST', url: '/api/v1/automoviles', ...body });
  }

  async function update(role: Role, idAuto: number, form: VehicleSaveInput, files: FilePart[] = []) {
    const body = await saveBody(form, files);
    return t.injectAs(role, { method: 'PUT', url: `/api/v1/automoviles/${idAuto}`, ...body });
  }

  const threePhotos = () => [
    photoPart('foto_0', photo),
    photoPart('foto_1', photo),
    photoPart('foto_2', photo),
  ];
  const slots = (...names: string[]) => names.map((archivo) => ({ archivo }));
  const owner = (dni: string, nombres = 'Rosa') => ({
    nombres,
    apellidos: 'Quispe Huamán',
    dni,
    correo: 'rosa@correo.pe',
    celular: '987654321',
  });

  return {
    get t() {
      return t;
    },
    get root() {
      return root;
    },
    get storage() {
      return storage;
    },
    get photo() {
      return photo;
    },
    create,
    update,
    threePhotos,
    slots,
    owner,
  };
}
