import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import {
  siteSettingsResponseSchema,
  siteSettingsWithVersionSchema,
} from '@motorplaza/domain/settings/site-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/http-error';
import { requestContext } from '../movements/request-context';
import type { SettingsService } from './settings.service';

const tags = ['Ajustes del sitio'];

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/ajustes',
    {
      config: { operation: 'settings.read' },
      schema: {
        tags,
        summary: 'Datos de la empresa, contacto, oficinas y tipo de cambio',
        response: { 200: siteSettingsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { ajustes: await settings.get() } }),
  );

  app.put(
    '/ajustes',
    {
      config: { operation: 'settings.update' },
      schema: {
        tags,
        summary: 'Actualiza los ajustes del sitio',
        // A rule across two fields, which a JSON Schema cannot say (decision 0065).
        description:
          'Cada oficina de `oficinas` lleva su latitud y su longitud juntas: ambas o ninguna (400 en otro caso).',
        body: siteSettingsWithVersionSchema,
        response: { 200: siteSettingsResponseSchema, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const { version, ...values } = request.body;
      return {
        success: true as const,
        data: { ajustes: await settings.update(version, values, request.user, requestContext(request)) },
      };
    },
  );
};
