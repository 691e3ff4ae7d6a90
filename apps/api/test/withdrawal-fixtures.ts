import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  consentimiento,
  interesado,
  movimiento,
  sellOffer,
  solicitudBajaMarketing,
} from '../src/db/schema/index';
import type { TestApp } from './test-app';

/**
 * The marketing-withdrawal tests' helpers (docs/decisions/0029): people who accept marketing, and
 * what a withdrawal leaves behind. `firstPerson` keeps each test file's e-mails and DNIs apart.
 */
export function withdrawalFixtures(
  t: () => TestApp,
  options: { idAuto: () => number; nextAddress: () => string; firstPerson?: number },
) {
  let people = options.firstPerson ?? 0;

  return {
    /** A person with two leads and one offer under one e-mail (spelled differently), all accepting marketing. */
    async personWithMarketing(): Promise<string> {
      people += 1;
      const correo = `persona.${people}@correo.pe`;
      for (const spelling of [correo, correo.toUpperCase()]) {
        const response = await t().server.inject({
          method: 'POST',
          url: '/api/v1/interesados',
          remoteAddress: options.nextAddress(),
          payload: {
            idAuto: options.idAuto(),
            nombreCompleto: `Persona ${people}`,
            dni: String(46000000 + people),
            correo: spelling,
            celular: String(946000000 + people),
            consentimientoPrivacidad: true,
            consentimientoMarketing: true,
          },
        });
        expect(response.statusCode).toBe(201);
      }
      // The lead service stores e-mails lower-cased; an offer keeps what the seller typed.
      await t()
        .database.db.insert(sellOffer)
        .values({
          nombreCompleto: `Persona ${people}`,
          correo: `Persona.${people}@Correo.PE`,
          celular: String(946000000 + people),
          marca: 'Toyota',
          modelo: 'Yaris',
          anio: 2019,
          kilometraje: 45000,
          consentimientoPrivacidad: true,
          consentimientoMarketing: true,
        });
      return correo;
    },

    async marketingOf(correo: string) {
      const db = t().database.db;
      const leads = await db
        .select({ marketing: interesado.consentimientoMarketing })
        .from(interesado)
        .where(sql`lower(${interesado.correo}) = ${correo}`);
      const offers = await db
        .select({ marketing: sellOffer.consentimientoMarketing })
        .from(sellOffer)
        .where(sql`lower(${sellOffer.correo}) = ${correo}`);
      return { leads: leads.map((row) => row.marketing), offers: offers.map((row) => row.marketing) };
    },

    requestsOf(correo: string) {
      return t()
        .database.db.select()
        .from(solicitudBajaMarketing)
        .where(eq(solicitudBajaMarketing.correo, correo));
    },

    withdrawalConsents(correo: string) {
      return t()
        .database.db.select()
        .from(consentimiento)
        .where(and(eq(consentimiento.correo, correo), eq(consentimiento.formulario, 'BAJA_MARKETING')))
        .orderBy(desc(consentimiento.id));
    },

    /** How many rows a withdrawal could have written or changed. */
    async stored() {
      const db = t().database.db;
      return {
        requests: await db.$count(solicitudBajaMarketing),
        consents: await db.$count(consentimiento),
        movements: await db.$count(movimiento),
        marketingLeads: await db.$count(interesado, eq(interesado.consentimientoMarketing, true)),
        marketingOffers: await db.$count(sellOffer, eq(sellOffer.consentimientoMarketing, true)),
      };
    },
  };
}
