import { FIELD_MESSAGES } from '@motorplaza/domain/shared/fields';
import type { VehicleSaveInput } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { VEHICLE_FIELD_MESSAGES, VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { saveBody, vehicleForm } from '../../../test/vehicle-fixtures';
import { automovil } from '../../db/schema/index';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// A European VIN: its ninth character is not a North American check digit, and it must still pass.
const VIN = 'WVWZZZ1KZ8W012345';

async function create(form: VehicleSaveInput) {
  return t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/automoviles', ...(await saveBody(form)) });
}

async function update(idAuto: number, form: VehicleSaveInput) {
  const body = await saveBody(form);
  return t.injectAs('EJECUTIVO', { method: 'PUT', url: `/api/v1/automoviles/${idAuto}`, ...body });
}

async function storedVin(idAuto: number) {
  const [row] = await t.database.db.select().from(automovil).where(eq(automovil.idAuto, idAuto));
  return row?.vin;
}

describe('the VIN / número de serie of a vehicle', () => {
  it('is stored upper-cased, shown to staff and on the public vehicle', async () => {
    const created = await create(vehicleForm({ placa: 'VIN-001', vin: VIN.toLowerCase() }));
    expect(created.statusCode).toBe(201);
    const { idAuto, vin } = created.json().data.automovil;
    expect(vin).toBe(VIN);
    expect(await storedVin(idAuto)).toBe(VIN);
    const staff = await t.injectAs('ASESOR2', { method: 'GET', url: `/api/v1/automoviles/${idAuto}` });
    expect(staff.json().data.automovil.vin).toBe(VIN);
    const visitor = await t.injectAs(null, { method: 'GET', url: `/api/v1/catalogo/${idAuto}` });
    expect(visitor.json().data.automovil.vin).toBe(VIN);
  });

  it.each([
    ['16 characters', 'WVWZZZ1KZ8W01234', VEHICLE_FIELD_MESSAGES.vin],
    ['18 characters', 'WVWZZZ1KZ8W0123456', VEHICLE_FIELD_MESSAGES.vin],
    ['an I', 'WVWZZZ1KZ8W01234I', VEHICLE_FIELD_MESSAGES.vin],
    ['an O', 'WVWZZZ1KZ8WO12345', VEHICLE_FIELD_MESSAGES.vin],
    ['a Q', 'QVWZZZ1KZ8W012345', VEHICLE_FIELD_MESSAGES.vin],
    ['a hyphen', 'WVWZZZ1KZ8-012345', VEHICLE_FIELD_MESSAGES.vin],
    ['an accented letter', 'WVWZZZ1KZ8W01234Á', VEHICLE_FIELD_MESSAGES.vin],
    ['a NUL', 'WVWZZZ1KZ8W0123\u0000', FIELD_MESSAGES.controlCharacters],
    ['a line break', 'WVWZZZ1KZ8W0123\n5', FIELD_MESSAGES.lineBreaks],
  ])('refuses a VIN with %s with its Spanish message and stores nothing', async (_, vin, message) => {
    const before = (await t.database.db.select().from(automovil)).length;
    const response = await create(vehicleForm({ placa: 'VIN-002', vin }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { vin: message } });
    expect((await t.database.db.select().from(automovil)).length).toBe(before);
  });

  it('refuses a VIN another active vehicle holds, in any case, with 409', async () => {
    expect((await create(vehicleForm({ placa: 'VIN-003', vin: 'JTDKB20U093512345' }))).statusCode).toBe(201);
    const again = await create(vehicleForm({ placa: 'VIN-004', vin: 'jtdkb20u093512345' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: VEHICLE_MESSAGES.vinTaken,
      errors: { vin: VEHICLE_MESSAGES.vinTaken },
    });
  });

  it('is kept when a save leaves the field out, cleared when it is blank', async () => {
    const created = await create(vehicleForm({ placa: 'VIN-005', vin: 'KMHJ381ABCU123456' }));
    const { idAuto } = created.json().data.automovil;
    const kept = await update(idAuto, vehicleForm({ placa: 'VIN-005', versionRegistro: 1, color: 'Rojo' }));
    expect(kept.statusCode).toBe(200);
    expect(await storedVin(idAuto)).toBe('KMHJ381ABCU123456');
    const cleared = await update(idAuto, vehicleForm({ placa: 'VIN-005', versionRegistro: 2, vin: '' }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.automovil.vin).toBeNull();
    expect(await storedVin(idAuto)).toBeNull();
  });

  it('of an archived vehicle may be reused; restoring it then answers 409 and changes nothing', async () => {
    const vin = 'JN1TANT31U0012345';
    const first = (await create(vehicleForm({ placa: 'VIN-006', vin }))).json().data.automovil;
    const archived = await t.injectAs('ADMIN', {
      method: 'DELETE',
      url: `/api/v1/automoviles/${first.idAuto}`,
    });
    expect(archived.statusCode).toBe(200);
    expect((await create(vehicleForm({ placa: 'VIN-007', vin }))).statusCode).toBe(201);
    const restore = await t.injectAs('ADMIN', {
      method: 'POST',
      url: `/api/v1/automoviles/${first.idAuto}/restaurar`,
    });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toBe(VEHICLE_MESSAGES.vinTaken);
    const [row] = await t.database.db.select().from(automovil).where(eq(automovil.idAuto, first.idAuto));
    expect(row?.archivadoEn).not.toBeNull();
  });
});
