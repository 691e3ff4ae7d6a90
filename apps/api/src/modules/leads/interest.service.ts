import { INTEREST_MESSAGES, type interestRequestSchema } from '@motorplaza/domain/leads/interest.schema';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import type { CatalogService } from '../catalog/catalog.service';
import { insertInterest } from './interest.repository';

type InterestRequest = z.output<typeof interestRequestSchema>;

/** Noon in Lima of a yyyy-MM-dd date, so the stored instant shows the same day everywhere. */
function limaNoon(date: string): Date {
  return new Date(`${date}T12:00:00-05:00`);
}

/** 'Estoy interesado' from a vehicle page: a lead tied to an available car. */
export function createInterestService(db: Db, catalog: CatalogService) {
  return {
    async create(request: InterestRequest, now = new Date()): Promise<number> {
      const vehicle = await catalog.vehicle(request.idAuto);
      if (vehicle?.estadoDes !== 'DISPONIBLE') throw notFound(INTEREST_MESSAGES.vehicleNotFound);
      if (request.fechaCita && request.fechaCita < todayInLima(now)) {
        throw badRequest({ fechaCita: INTEREST_MESSAGES.fechaCita });
      }
      return insertInterest(db, {
        nombreCompleto: request.nombreCompleto,
        dni: request.dni,
        correo: request.correo.toLowerCase(),
        celular: request.celular,
        idAuto: vehicle.idAuto,
        automovil: `${vehicle.marca} ${vehicle.modelo} ${vehicle.anioFabricacion}`,
        tag: vehicle.tag,
        fechaCita: request.fechaCita ? limaNoon(request.fechaCita) : null,
        comentarios: request.comentarios || null,
        consentimientoPrivacidad: request.consentimientoPrivacidad,
        consentimientoMarketing: request.consentimientoMarketing,
      });
    },
  };
}

export type InterestService = ReturnType<typeof createInterestService>;
