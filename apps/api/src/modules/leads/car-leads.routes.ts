import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { interestedAllResponseSchema } from '@motorplaza/domain/leads/interested.schema';
import { leadFacts } from '@motorplaza/domain/leads/lead-facts';
import { isOpenLead } from '@motorplaza/domain/leads/lead-state';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { idAutoParams, vehicleTags } from '../vehicles/vehicle.routes';
import { listLeadsOfCar } from './interested.repository';
import { toInterested } from './lead-change';

/** The inventory's sale asks which of the car's open leads bought it (decision 0040). */
export const carLeadsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/:idAuto/interesados',
    {
      config: { operation: 'vehicle.openLeads' },
      schema: {
        tags: vehicleTags,
        summary: 'Los clientes interesados abiertos de un automóvil (quién pudo comprarlo)',
        params: idAutoParams,
        response: { 200: interestedAllResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const leads = await listLeadsOfCar(db, request.params.idAuto);
      return {
        success: true as const,
        data: { interesados: leads.filter((lead) => isOpenLead(leadFacts(lead))).map(toInterested) },
      };
    },
  );
};
