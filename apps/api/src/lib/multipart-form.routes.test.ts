import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SELL_MESSAGES } from '@motorplaza/domain/offers/sell-offer.schema';
import { USER_ADMIN_MESSAGES } from '@motorplaza/domain/users/user-admin.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../test/images';
import { type JsonPartStyle, multipartWithJson } from '../../test/multipart';
import { offerForm } from '../../test/offer-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userForm } from '../../test/user-fixtures';
import { photoPart, vehicleForm } from '../../test/vehicle-fixtures';
import { SAVE_MESSAGES } from '../modules/vehicles/vehicle-save-form';
import { createDiskStorage } from '../storage/disk-storage';

/**
 * Every multipart operation reads its JSON part however a client types it (issue 22): a plain field,
 * `application/json` without a file name, or with one (a browser Blob). Bad JSON is the operation's
 * own Spanish 400.
 */

let t: TestApp;
let root: string;
let photo: Buffer;
let slots: string[];
let address = 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-multipart-'));
  t = await createTestApp({ storage: createDiskStorage(root) });
  photo = await noisyJpeg(400, 300);
  const schedule = await t.injectAs(null, { method: 'GET', url: '/api/v1/vende-tu-auto/horarios' });
  const sedes = schedule.json().data.sedes as { dias: { slots: { inicio: string }[] }[] }[];
  slots = (sedes[0]?.dias ?? []).flatMap((day) => day.slots.map((slot) => slot.inicio));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

const STYLES: JsonPartStyle[] = ['field', 'json', 'json-file'];
let serial = 0;

async function saveUser(method: 'POST' | 'PUT', json: string, style: JsonPartStyle) {
  const body = await multipartWithJson('usuario', json, style);
  return t.injectAs('ADMIN', { method, url: '/api/v1/usuario', ...body });
}

async function saveVehicle(url: string, method: 'POST' | 'PUT', json: string, style: JsonPartStyle) {
  const body = await multipartWithJson('automovil', json, style);
  return t.injectAs('ADMIN', { method, url, ...body });
}

async function sendOffer(json: string, style: JsonPartStyle) {
  address += 1;
  const files = [photoPart('foto_1', photo), photoPart('foto_2', photo)];
  const body = await multipartWithJson('oferta', json, style, files);
  return t.server.inject({
    method: 'POST',
    url: '/api/v1/vende-tu-auto',
    remoteAddress: `10.7.0.${address}`,
    ...body,
  });
}

function newVehicle() {
  serial += 1;
  return vehicleForm({ placa: `JSN-${100 + serial}`, tag: `T-${700 + serial}` });
}

describe.each(STYLES)('the JSON part sent as %s', (style) => {
  it('POST and PUT /usuario', async () => {
    const created = await saveUser('POST', JSON.stringify(userForm()), style);
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json().data.usuario;
    const { contrasena: _password, ...form } = userForm({ dni: user.dni, correo: user.correo });
    const updated = await saveUser(
      'PUT',
      JSON.stringify({ ...form, idUsuario: user.idUsuario, version: user.version, nombres: 'Lucía' }),
      style,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.usuario.nombres).toBe('Lucía');
  });

  it('POST and PUT /automoviles', async () => {
    const created = await saveVehicle('/api/v1/automoviles', 'POST', JSON.stringify(newVehicle()), style);
    expect(created.statusCode, created.body).toBe(201);
    const car = created.json().data.automovil;
    const form = { ...newVehicle(), placa: car.placa, tag: car.tag, versionRegistro: car.versionRegistro };
    const url = `/api/v1/automoviles/${car.idAuto}`;
    const updated = await saveVehicle(url, 'PUT', JSON.stringify({ ...form, color: 'Rojo' }), style);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.automovil.color).toBe('Rojo');
  });

  it('POST /vende-tu-auto', async () => {
    const response = await sendOffer(JSON.stringify(offerForm(slots[serial % 20] ?? '')), style);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.codigo).toMatch(/^VA-\d{4}-\d{6}$/);
  });

  it('refuses JSON that is not JSON with each operation’s Spanish 400', async () => {
    const broken = '{"nombres": "Rosa",';
    const user = await saveUser('POST', broken, style);
    expect([user.statusCode, user.json().message]).toEqual([400, USER_ADMIN_MESSAGES.malformedForm]);
    const userPut = await saveUser('PUT', broken, style);
    expect([userPut.statusCode, userPut.json().message]).toEqual([400, USER_ADMIN_MESSAGES.malformedForm]);
    const car = await saveVehicle('/api/v1/automoviles', 'POST', broken, style);
    expect([car.statusCode, car.json().message]).toEqual([400, SAVE_MESSAGES.malformedForm]);
    const carPut = await saveVehicle('/api/v1/automoviles/1', 'PUT', broken, style);
    expect([carPut.statusCode, carPut.json().message]).toEqual([400, SAVE_MESSAGES.malformedForm]);
    const offer = await sendOffer(broken, style);
    expect([offer.statusCode, offer.json().message]).toEqual([400, SELL_MESSAGES.malformedForm]);
  });
});
