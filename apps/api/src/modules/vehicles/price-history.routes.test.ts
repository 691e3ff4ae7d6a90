import { describe, expect, it } from 'vitest';
import { vehicleForm } from '../../../test/vehicle-fixtures';
import { vehicleSaveTestApp } from '../../../test/vehicle-save-fixtures';
import { priceHistoryOf } from './price-history.repository';

const fx = vehicleSaveTestApp();
const { create, update } = fx;

describe('price history of a vehicle (decision 0077)', () => {
  it('records the listed price on creation and each change of it, with who and when, and nothing else', async () => {
    const created = await create('ADMIN', vehicleForm({ placa: 'PRH-101' }), []);
    expect(created.statusCode).toBe(201);
    const vehicle = created.json().data.automovil;
    const base = { placa: 'PRH-101', versionRegistro: vehicle.versionRegistro };

    const sameListedPrice = await update(
      'EJECUTIVO',
      vehicle.idAuto,
      vehicleForm({ ...base, color: 'Rojo' }),
      [],
    );
    expect(sameListedPrice.statusCode).toBe(200);
    const cut = await update(
      'EJECUTIVO',
      vehicle.idAuto,
      vehicleForm({
        placa: 'PRH-101',
        versionRegistro: sameListedPrice.json().data.automovil.versionRegistro,
        ultimoPrecioCompra: 23_500,
      }),
      [],
    );
    expect(cut.statusCode).toBe(200);

    const history = await priceHistoryOf(fx.t.database.db, vehicle.idAuto);
    expect(history).toMatchObject([
      { precioAnterior: null, precioNuevo: 25_000, idUsuario: fx.t.users.ADMIN.idUsuario },
      { precioAnterior: 25_000, precioNuevo: 23_500, idUsuario: fx.t.users.EJECUTIVO.idUsuario },
    ]);
    expect(history[1]?.changedAt.getTime()).toBeGreaterThanOrEqual(history[0]?.changedAt.getTime() ?? 0);
  });

  it('records nothing when the save is refused', async () => {
    const created = await create('ADMIN', vehicleForm({ placa: 'PRH-102' }), []);
    const vehicle = created.json().data.automovil;
    const stale = await update(
      'ADMIN',
      vehicle.idAuto,
      vehicleForm({
        placa: 'PRH-102',
        versionRegistro: vehicle.versionRegistro + 5,
        ultimoPrecioCompra: 20_000,
      }),
      [],
    );
    expect(stale.statusCode).toBe(409);
    expect(await priceHistoryOf(fx.t.database.db, vehicle.idAuto)).toHaveLength(1);
  });
});
