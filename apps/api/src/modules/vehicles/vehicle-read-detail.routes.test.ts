import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicleReadTestApp } from '../../../test/vehicle-read-fixtures';
import { automovil, cliente } from '../../db/schema/index';

const fx = vehicleReadTestApp();

describe('GET /api/v1/automoviles/:idAuto', () => {
  async function ownedVehicle() {
    const [row] = await fx.t.database.db.select().from(automovil).where(isNotNull(automovil.idPropietario));
    if (!row) throw new Error('the demo data has a vehicle with an owner');
    return row;
  }

  it('shows the owner to ADMIN and EJECUTIVO', async () => {
    const row = await ownedVehicle();
    const [owner] = await fx.t.database.db
      .select()
      .from(cliente)
      .where(eq(cliente.idCliente, row.idPropietario ?? 0));
    for (const role of ['ADMIN', 'EJECUTIVO'] as const) {
      const response = await fx.t.injectAs(role, { method: 'GET', url: `/api/v1/automoviles/${row.idAuto}` });
      expect(response.statusCode).toBe(200);
      const detail = response.json().data.automovil;
      expect(detail.idAuto).toBe(row.idAuto);
      expect(detail.propietario.dni).toBe(owner?.dni);
      expect(Array.isArray(detail.fotos)).toBe(true);
      expect(Array.isArray(detail.accesorios)).toBe(true);
    }
  });

  it('hides the owner from asesores, in the body too', async () => {
    const row = await ownedVehicle();
    const [owner] = await fx.t.database.db
      .select()
      .from(cliente)
      .where(eq(cliente.idCliente, row.idPropietario ?? 0));
    for (const role of ['ASESOR1', 'ASESOR2'] as const) {
      const response = await fx.t.injectAs(role, { method: 'GET', url: `/api/v1/automoviles/${row.idAuto}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.automovil.propietario).toBeNull();
      expect(response.body).not.toContain(owner?.dni);
    }
  });

  it('answers 404 to an unknown vehicle and to an id that is not a number (no such path)', async () => {
    const missing = await fx.t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/automoviles/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(VEHICLE_MESSAGES.notFound);
    const malformed = await fx.t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/automoviles/abc' });
    expect(malformed.statusCode).toBe(404);
    const tooBig = await fx.t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/automoviles/99999999999' });
    expect(tooBig.statusCode).toBe(400);
  });

  it('refuses visitors', async () => {
    const response = await fx.t.injectAs(null, { method: 'GET', url: '/api/v1/automoviles' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/automoviles/placa/:placa/revision', () => {
  it('answers 404 when the vehicle has no review document', async () => {
    const [row] = await fx.t.database.db.select().from(automovil).where(isNotNull(automovil.placa));
    const response = await fx.t.injectAs('ASESOR1', {
      method: 'GET',
      url: `/api/v1/automoviles/placa/${row?.placa}/revision`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(VEHICLE_MESSAGES.revisionNotFound);
  });
});

describe('GET /api/v1/clientes/dni/:dni', () => {
  it('finds a registered client for managers', async () => {
    const [row] = await fx.t.database.db.select().from(cliente);
    const response = await fx.t.injectAs('EJECUTIVO', {
      method: 'GET',
      url: `/api/v1/clientes/dni/${row?.dni}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.cliente.idCliente).toBe(row?.idCliente);
  });

  it('answers null to an unknown DNI (a normal answer, issue 22), 400 to a malformed one and 403 to asesores', async () => {
    const unknown = await fx.t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/clientes/dni/00000001' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, data: { cliente: null } });
    const malformed = await fx.t.injectAs('ADMIN', { method: 'GET', url: '/api/v1/clientes/dni/12ab' });
    expect(malformed.statusCode).toBe(400);
    const asesor = await fx.t.injectAs('ASESOR1', { method: 'GET', url: '/api/v1/clientes/dni/12345678' });
    expect(asesor.statusCode).toBe(403);
  });
});
