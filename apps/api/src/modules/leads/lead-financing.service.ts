import { creditScenario, creditYear, scenarioProblem } from '@motorplaza/domain/financing/credit-scenario';
import { DEFAULT_FINANCING, qualifiesForCredit } from '@motorplaza/domain/financing/financing-params';
import {
  FINANCING_MESSAGES,
  type financingRequestSchema,
  type LeadFinancing,
} from '@motorplaza/domain/leads/financing-request.schema';
import type { z } from 'zod';
import { badRequest } from '../../lib/http-error';
import type { RequestContext } from '../movements/request-context';
import type { SettingsService } from '../settings/settings.service';
import type { InterestedService } from './interested.service';
import { insertLeadFinancing } from './lead-financing.repository';

type FinancingBody = z.output<typeof financingRequestSchema>;

/**
 * 'Solicitar evaluación' (issue 26): a lead of origin FINANCIAMIENTO, assigned in turn like any public
 * lead, with the scenario recomputed here from the settings — the client's figures are never stored —
 * and refused for a car that does not qualify.
 */
export function createLeadFinancingService(interested: InterestedService, settings: SettingsService) {
  return {
    async request(body: FinancingBody, context: RequestContext): Promise<LeadFinancing> {
      const ajustes = await settings.get();
      const params = ajustes.financiamiento ?? DEFAULT_FINANCING;
      let financing: LeadFinancing | undefined;
      const { inicial, plazo, rangoIngresos, tipoEmpleo, ...lead } = body;
      await interested.createPublic(lead, context, new Date(), {
        origen: 'FINANCIAMIENTO',
        prepare: (vehicle) => {
          if (!qualifiesForCredit(params, creditYear(vehicle), vehicle.precioCompra))
            throw badRequest({ idAuto: FINANCING_MESSAGES.notQualified }, FINANCING_MESSAGES.notQualified);
          const price = { precioUsd: vehicle.precioCompra, tipoCambio: ajustes.tipoCambio };
          const scenario = creditScenario(params, price, inicial, plazo);
          const problem = scenarioProblem(params, scenario.precioSoles, scenario.inicial, plazo);
          if (problem) throw badRequest({ [problem.field]: problem.message }, problem.message);
          financing = {
            entidad: scenario.entidad,
            precioUsd: scenario.precioUsd,
            tipoCambio: scenario.tipoCambio,
            precioSoles: scenario.precioSoles,
            inicial: scenario.inicial,
            plazo: scenario.plazo,
            cuotaMensual: scenario.cuotaMensual,
            tea: scenario.tea,
            tcea: Math.round(scenario.tcea * 1e8) / 1e8,
            interesesTotales: scenario.interesesTotales,
            rangoIngresos,
            tipoEmpleo,
          };
        },
        store: async (tx, idInteresado) => {
          if (financing) await insertLeadFinancing(tx, idInteresado, financing);
        },
      });
      if (!financing) throw new Error('The financing scenario was not computed');
      return financing;
    },
  };
}
export type LeadFinancingService = ReturnType<typeof createLeadFinancingService>;
