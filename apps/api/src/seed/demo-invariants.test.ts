import { PERMISSIONS } from '@motorplaza/domain/access/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import {
  accesorio,
  automovil,
  automovilAccesorio,
  interesado,
  movimiento,
  permiso,
  usuario,
} from '../db/schema/index';
import { listMovements } from '../modules/movements/movement-list.repository';
import type { Storage } from '../storage/storage';
import { CATALOG, trimsFor } from './catalog-data';
import { equipmentOf, repeatsEquipment } from './demo-accessories';
import { DEMO_USERS, seedDemoData } from './seed-demo';

/**
 * Demo data that adds up (decision 0006, issue 22): the invariants a visitor would notice, checked
 * over the seeded database itself.
 */

const NOW = new Date('2026-11-21T15:00:00Z');

const noStorage: Storage = {
  put: () => Promise.reject(new Error('unexpected storage write')),
  get: () => Promise.reject(new Error('unexpected storage read')),
  delete: () => Promise.reject(new Error('unexpected storage delete')),
  exists: () => Promise.reject(new Error('unexpected storage read')),
};

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  await database.db.insert(permiso).values([...PERMISSIONS]);
  await seedDemoData(database.db, noStorage, { now: NOW, photos: false });
});
afterAll(async () => {
  await database.close();
});

describe('the demo leads', () => {
  it('are never dated before the account of the asesor they are assigned to, or of who attended them', async () => {
    const asesor = await database.db
      .select({ fechaReg: interesado.fechaReg, creado: usuario.fechaCreacion })
      .from(interesado)
      .innerJoin(usuario, eq(usuario.idUsuario, interesado.idUsuarioAsignado));
    expect(asesor.length).toBeGreaterThan(0);
    expect(asesor.filter((lead) => lead.fechaReg < lead.creado)).toEqual([]);
    const attended = await database.db
      .select({ fechaAtencion: interesado.fechaAtencion, creado: usuario.fechaCreacion })
      .from(interesado)
      .innerJoin(usuario, eq(usuario.idUsuario, interesado.idUsuarioAtencion));
    expect(attended.filter((lead) => lead.fechaAtencion && lead.fechaAtencion < lead.creado)).toEqual([]);
  });

  it('are shared unevenly among the asesores, as a real team is', async () => {
    const leads = await database.db.select({ asesor: interesado.idUsuarioAsignado }).from(interesado);
    const counts = new Map<number | null, number>();
    for (const { asesor } of leads) counts.set(asesor, (counts.get(asesor) ?? 0) + 1);
    const shares = [...counts].filter(([asesor]) => asesor !== null).map(([, count]) => count);
    expect(shares.length).toBeGreaterThanOrEqual(3);
    expect(new Set(shares).size).toBeGreaterThan(1);
  });
});

describe('the demo vehicles', () => {
  it('never list an accessory again under their equipment', async () => {
    const rows = await database.db
      .select({ tag: automovil.tag, adicionales: automovil.adicionales, accesorio: accesorio.nombre })
      .from(automovilAccesorio)
      .innerJoin(automovil, eq(automovil.idAuto, automovilAccesorio.idAuto))
      .innerJoin(accesorio, eq(accesorio.idAccesorio, automovilAccesorio.idAccesorio));
    expect(rows.length).toBeGreaterThan(0);
    const repeated = rows.filter((row) => repeatsEquipment(row.accesorio, equipmentOf(row.adicionales)));
    expect(repeated).toEqual([]);
  });

  it('carry a version (trim) sold in their model year, per the generator’s model table', async () => {
    const vehicles = await database.db.select().from(automovil);
    const wrong = vehicles.filter((vehicle) => {
      const spec = CATALOG.find((brand) => brand.marca === vehicle.marca)?.modelos.find(
        (model) => model.modelo === vehicle.modelo,
      );
      if (!spec || vehicle.anioFabricacion === null) return true;
      const trims = trimsFor(spec, vehicle.anioFabricacion);
      return !trims.some((trim) => vehicle.version?.startsWith(`${trim} `));
    });
    expect(wrong.map((v) => `${v.marca} ${v.modelo} ${v.anioFabricacion} ${v.version}`)).toEqual([]);
  });
});

describe('the demo movements log', () => {
  it('names every staff actor by full name, sign-ins included', async () => {
    const rows = await database.db
      .select({ usuario: movimiento.usuario, nombres: usuario.nombres, apellidos: usuario.apellidos })
      .from(movimiento)
      .innerJoin(usuario, eq(usuario.idUsuario, movimiento.idUsuario));
    expect(rows.filter((row) => row.usuario !== `${row.nombres} ${row.apellidos}`)).toEqual([]);
  });

  // Issue 22: searching 'Ricardo' found 24 entries and the user filter 224 (sign-ins named the e-mail).
  it.each(['Ricardo', 'Carla', 'Diana'])(
    'finds as many entries searching %s as filtering by that user',
    async (first) => {
      const user = DEMO_USERS.find((member) => member.nombres.startsWith(`${first} `));
      const [row] = await database.db
        .select({ idUsuario: usuario.idUsuario })
        .from(usuario)
        .where(eq(usuario.correo, user?.correo ?? ''));
      const page = { limit: 1, offset: 0 };
      const searched = await listMovements(database.db, { q: first }, page);
      const filtered = await listMovements(database.db, { idUsuario: row?.idUsuario }, page);
      expect(filtered.total).toBeGreaterThan(10);
      expect(searched.total).toBe(filtered.total);
    },
  );

  it('says what changed, before → after, for every change it records', async () => {
    const rows = await database.db
      .select({ codigo: movimiento.codigo, cambios: movimiento.cambios })
      .from(movimiento);
    // Sign-ins change nothing; a vehicle's or a withdrawal request's creation is the record itself.
    const creations = new Set(['auth.login', 'vehicle.create', 'marketing.withdraw']);
    const changes = rows.filter((row) => !creations.has(row.codigo ?? ''));
    expect(changes.length).toBeGreaterThan(100);
    expect(changes.filter((row) => row.cambios.length === 0)).toEqual([]);
  });
});
