import {
  CLIENT_MESSAGES,
  clientDetailResponseSchema,
  clientFormSchema,
  clientPageQuerySchema,
  clientPageResponseSchema,
  clientSavedResponseSchema,
  clientsResponseSchema,
  clientUpdateSchema,
} from '@motorplaza/domain/clients/client.schema';
import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { leadFacts } from '@motorplaza/domain/leads/lead-facts';
import { idParamSchema } from '@motorplaza/domain/shared/fields';
import { dniSchema } from '@motorplaza/domain/shared/peru';
import { ownerResponseSchema } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, unauthenticated } from '../../lib/http-error';
import { pagedListRoute } from '../../lib/paged-list-route';
import { requestContext } from '../movements/request-context';
import { toOwner } from './client.mapper';
import { findClientByDni, findClientById } from './client.repository';
import { toRegisteredClient } from './client-admin.mapper';
import { interestsOfClient, listAllClients, pageClients, vehiclesOfClient } from './client-admin.repository';
import { createClientSaveService } from './client-save.service';

const tags = ['Clientes'];
const idClienteParams = z.object({ idCliente: idParamSchema });
const saveErrors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** /clientes: the vehicle form's owner look-up and the registered clients of /admin/clientes (decision 0022). */
export const clientRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const saving = createClientSaveService(db);

  app.get(
    '/dni/:dni',
    {
      config: { operation: 'client.findByDni' },
      schema: {
        tags,
        summary: 'Cliente registrado con ese DNI (para llenar el propietario de un vehículo)',
        params: z.object({ dni: dniSchema }),
        response: { 200: ownerResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    // Typing a new owner's DNI is the usual case, not a failure: 200 with null, so the browser logs no
    // failed request on a normal flow (issue 22).
    async (request) => {
      const row = await findClientByDni(db, request.params.dni);
      return { success: true as const, data: { cliente: row ? toOwner(row) : null } };
    },
  );

  pagedListRoute(app, {
    operation: 'client.page',
    tags,
    summary: 'Página de clientes registrados: búsqueda, estado, orden y conteos por estado',
    querystring: clientPageQuerySchema,
    response: clientPageResponseSchema,
    load: async (query) => {
      const { rows, counts, total } = await pageClients(db, query);
      return { clientes: rows.map(toRegisteredClient), total, counts };
    },
  });

  app.get(
    '/all',
    {
      config: { operation: 'client.all' },
      schema: {
        tags,
        summary: 'Todos los clientes registrados, sin filtros (para exportar la lista)',
        response: { 200: clientsResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      data: { clientes: (await listAllClients(db)).map(toRegisteredClient) },
    }),
  );

  app.get(
    '/:idCliente',
    {
      config: { operation: 'client.read' },
      schema: {
        tags,
        summary: 'Un cliente con sus vehículos como propietario y sus solicitudes de interés',
        params: idClienteParams,
        response: { 200: clientDetailResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const row = await findClientById(db, request.params.idCliente);
      if (!row) throw notFound(CLIENT_MESSAGES.notFound);
      const [vehiculos, interesados] = await Promise.all([
        vehiclesOfClient(db, row.idCliente),
        interestsOfClient(db, row),
      ]);
      return {
        success: true as const,
        data: {
          cliente: toRegisteredClient(row),
          vehiculos,
          interesados: interesados.map((item) => ({
            ...item,
            ...leadFacts(item),
            fechaReg: item.fechaReg.toISOString(),
          })),
        },
      };
    },
  );

  app.post(
    '/',
    {
      config: { operation: 'client.create', idempotent: true },
      schema: {
        tags,
        summary: 'Registra un cliente (409 si el DNI ya es de otro cliente)',
        body: clientFormSchema,
        response: { 201: clientSavedResponseSchema, ...saveErrors },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      const cliente = await saving.create(request.body, request.user, requestContext(request));
      return reply
        .code(201)
        .send({ success: true as const, message: CLIENT_MESSAGES.created, data: { cliente } });
    },
  );

  app.put(
    '/:idCliente',
    {
      config: { operation: 'client.update' },
      schema: {
        tags,
        summary: 'Actualiza un cliente (409 si el DNI es de otro o si alguien lo modificó antes)',
        params: idClienteParams,
        body: clientUpdateSchema,
        response: { 200: clientSavedResponseSchema, ...saveErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const cliente = await saving.update(
        request.params.idCliente,
        request.body,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message: CLIENT_MESSAGES.updated, data: { cliente } };
    },
  );
};
