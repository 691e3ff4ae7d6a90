import type { Role } from '@motorplaza/domain/access/roles';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { automovil, cliente, correoSaliente, interesado, vehicleStatusHistory } from '../src/db/schema/index';
import type { TestApp } from './test-app';

export interface LeadRef {
  idInteresado: number;
  version: number;
  resultado: string | null;
  idUsuarioAsignado: number | null;
}

/** The lead-sale tests' helpers (decision 0040): each test takes cars no other test sold. */
export function leadSaleFixtures(t: () => TestApp) {
  const taken: number[] = [0];
  let counter = 0;

  return {
    /** An available car no other test of the file took. */
    async freshCar(): Promise<number> {
      const [car] = await t()
        .database.db.select({ idAuto: automovil.idAuto })
        .from(automovil)
        .where(and(eq(automovil.estadoDes, 'DISPONIBLE'), notInArray(automovil.idAuto, taken)))
        .orderBy(asc(automovil.idAuto))
        .limit(1);
      if (!car) throw new Error('no available car');
      taken.push(car.idAuto);
      return car.idAuto;
    },

    /** 'Añadir Interesado' as `role` for the car; the lead's DNI is unique to this run. */
    async lead(role: Role, idAuto: number): Promise<LeadRef> {
      counter += 1;
      const response = await t().injectAs(role, {
        method: 'POST',
        url: '/api/v1/interesados/registro',
        payload: {
          idAuto,
          nombreCompleto: `Comprador Venta Prueba${counter}`,
          dni: String(61000000 + counter),
          correo: `comprador${counter}@correo.pe`,
          celular: String(931000000 + counter),
          origen: 'TIENDA',
          consentimientoPrivacidad: true,
        },
      });
      expect(response.statusCode).toBe(201);
      return response.json().data.interesado;
    },

    close(role: Role, lead: LeadRef, body: Record<string, unknown> = { resultado: 'VENDIDO' }) {
      return t().injectAs(role, {
        method: 'PUT',
        url: `/api/v1/interesados/${lead.idInteresado}/cierre`,
        payload: { ...body, version: lead.version },
      });
    },

    answer(role: Role, lead: LeadRef, answer: 'confirmacion' | 'rechazo', version = lead.version) {
      return t().injectAs(role, {
        method: 'POST',
        url: `/api/v1/interesados/${lead.idInteresado}/venta/${answer}`,
        payload: { version },
      });
    },

    async stored(idInteresado: number) {
      const [row] = await t()
        .database.db.select()
        .from(interesado)
        .where(eq(interesado.idInteresado, idInteresado));
      return row;
    },

    async carStatus(idAuto: number): Promise<string | undefined> {
      const [row] = await t()
        .database.db.select({ estadoDes: automovil.estadoDes })
        .from(automovil)
        .where(eq(automovil.idAuto, idAuto));
      return row?.estadoDes;
    },

    saleRecords(idAuto: number) {
      return t()
        .database.db.select()
        .from(vehicleStatusHistory)
        .where(and(eq(vehicleStatusHistory.idAuto, idAuto), eq(vehicleStatusHistory.toStatus, 'VENDIDO')));
    },

    clientsWithDni(dni: string) {
      return t().database.db.select().from(cliente).where(eq(cliente.dni, dni));
    },

    mailsAbout(idInteresado: number) {
      return t()
        .database.db.select()
        .from(correoSaliente)
        .where(
          and(
            eq(correoSaliente.referenciaTipo, 'interesado-perdido'),
            eq(correoSaliente.referenciaId, idInteresado),
          ),
        );
    },

    async inCatalogue(idAuto: number): Promise<boolean> {
      const response = await t().injectAs(null, { method: 'GET', url: '/api/v1/catalogo' });
      const cars: { idAuto: number }[] = response.json().data.automoviles;
      return cars.some((car) => car.idAuto === idAuto);
    },
  };
}
