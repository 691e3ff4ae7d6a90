import type { Role } from '@motorplaza/domain/access/roles';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { interesado, interesadoEvento, movimiento } from '../src/db/schema/index';
import { fileTestApp } from './file-test-app';
import type { TestApp } from './test-app';
import { availableCarId } from './vehicle-fixtures';

export interface CreatedLead {
  idInteresado: number;
  version: number;
  nombreCompleto: string;
  idUsuarioAsignado: number;
}

/**
 * The interested-client tests' app (the demo data) and helpers: a lead form for an available car
 * whose DNI, correo and celular are new on each call, and the lead's events and movements in order.
 */
export function leadTestApp(openTimeout?: number) {
  const t = fileTestApp({ demo: true }, openTimeout);
  let idAuto = 0;
  let counter = 0;
  beforeAll(async () => {
    idAuto = await availableCarId(t().database.db);
  });

  /** A number no other lead of the file used: for the DNI, correo and celular of a new lead. */
  function next(): number {
    counter += 1;
    return counter;
  }

  function leadForm(overrides: Record<string, unknown> = {}) {
    next();
    return {
      idAuto,
      nombreCompleto: `Cliente Prueba ${counter}`,
      dni: String(70000000 + counter),
      correo: `cliente${counter}@correo.pe`,
      celular: String(911000000 + counter),
      origen: 'TELEFONO',
      consentimientoPrivacidad: true,
      ...overrides,
    };
  }

  return {
    get t(): TestApp {
      return t();
    },
    /** The available demo car the leads ask about. */
    get idAuto(): number {
      return idAuto;
    },
    as: (role: Role, options: InjectOptions) => t().injectAs(role, options),
    next,
    leadForm,

    /** 'Añadir Interesado' as `role` (an asesor keeps the lead they enter). */
    async createLead(
      role: Role = 'EJECUTIVO',
      overrides: Record<string, unknown> = {},
    ): Promise<CreatedLead> {
      const response = await t().injectAs(role, {
        method: 'POST',
        url: '/api/v1/interesados/registro',
        payload: leadForm(overrides),
      });
      expect(response.statusCode).toBe(201);
      return response.json().data.interesado;
    },

    async eventsOf(idInteresado: number) {
      const rows = await t()
        .database.db.select({ tipo: interesadoEvento.tipo })
        .from(interesadoEvento)
        .where(eq(interesadoEvento.idInteresado, idInteresado))
        .orderBy(asc(interesadoEvento.id));
      return rows.map((row) => row.tipo);
    },

    async movementsOf(idInteresado: number) {
      const rows = await t()
        .database.db.select({ codigo: movimiento.codigo })
        .from(movimiento)
        .where(and(eq(movimiento.entidad, 'interesado'), eq(movimiento.idEntidad, idInteresado)))
        .orderBy(asc(movimiento.idLog));
      return rows.map((row) => row.codigo);
    },

    async stored(idInteresado: number) {
      const [row] = await t()
        .database.db.select()
        .from(interesado)
        .where(eq(interesado.idInteresado, idInteresado));
      return row;
    },
  };
}
