import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { dniSchema } from '@motorplaza/domain/shared/peru';
import { ownerResponseSchema } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { toOwner } from './client.mapper';
import { findClientByDni } from './client.repository';

export const CLIENT_MESSAGES = { notFoundByDni: 'No hay un cliente registrado con ese DNI.' } as const;

export const clientRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dni/:dni',
    {
      config: { operation: 'client.findByDni' },
      schema: {
        tags: ['Clientes'],
        summary: 'Cliente registrado con ese DNI (para llenar el propietario de un vehículo)',
        params: z.object({ dni: dniSchema }),
        response: { 200: ownerResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const row = await findClientByDni(db, request.params.dni);
      if (!row) throw notFound(CLIENT_MESSAGES.notFoundByDni);
      return { success: true as const, data: { cliente: toOwner(row) } };
    },
  );
};
