import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import {
  INTERESTED_MESSAGES,
  interestedAllResponseSchema,
  interestedAssignSchema,
  interestedContactSchema,
  interestedCreateSchema,
  interestedDetailResponseSchema,
  interestedNoteSchema,
  interestedPageQuerySchema,
  interestedPageResponseSchema,
  interestedSavedResponseSchema,
  interestedStateSchema,
} from '@motorplaza/domain/leads/interested.schema';
import type { LeadEvent } from '@motorplaza/domain/leads/lead-pipeline';
import { idParamSchema } from '@motorplaza/domain/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, unauthenticated } from '../../lib/http-error';
import { pagedListRoute } from '../../lib/paged-list-route';
import { consentHistory } from '../consent/consent.repository';
import { requestContext } from '../movements/request-context';
import { findLead, listAllLeads, listLeadEvents, pageLeads } from './interested.repository';
import type { InterestedService } from './interested.service';
import { toInterested } from './lead-change';
import { findLeadFinancing } from './lead-financing.repository';

const tags = ['Clientes interesados'];
const params = z.object({ idInteresado: idParamSchema });
const writeErrors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * The staff follow-up of interested clients (spec 001 §2.6, §7; docs/decisions/0023): every staff role
 * reads; writes need GESTIONAR_INTERESADOS (API_POLICIES).
 */
export const interestedRoutes: FastifyPluginAsyncZod<{ db: Db; interested: InterestedService }> = async (
  app,
  { db, interested },
) => {
  pagedListRoute(app, {
    operation: 'interested.list',
    tags,
    summary:
      'Página de clientes interesados: búsqueda, estado y tamaño de página (un asesor ve primero los suyos)',
    querystring: interestedPageQuerySchema,
    response: interestedPageResponseSchema,
    load: async (query, { user }) => {
      if (!user) throw unauthenticated();
      const { rows, total } = await pageLeads(db, query, { idUsuario: user.sub, rol: user.rol });
      return { interesados: rows.map(toInterested), total };
    },
  });

  app.get(
    '/all',
    {
      config: { operation: 'interested.all' },
      schema: {
        tags,
        summary: 'Todos los clientes interesados (para exportar el reporte)',
        response: { 200: interestedAllResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      data: { interesados: (await listAllLeads(db)).map(toInterested) },
    }),
  );

  app.get(
    '/:idInteresado',
    {
      config: { operation: 'interested.read' },
      schema: {
        tags,
        summary: 'Un cliente interesado con su historial y los consentimientos de su correo',
        params,
        response: { 200: interestedDetailResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const lead = await findLead(db, request.params.idInteresado);
      if (!lead) throw notFound(INTERESTED_MESSAGES.notFound);
      const [eventos, consentimientos, financiamiento] = await Promise.all([
        listLeadEvents(db, lead.idInteresado),
        consentHistory(db, lead.correo),
        findLeadFinancing(db, lead.idInteresado),
      ]);
      return {
        success: true as const,
        data: {
          interesado: toInterested(lead),
          eventos: eventos.map((event) => ({
            ...event,
            tipo: event.tipo as LeadEvent,
            fecha: event.fecha.toISOString(),
          })),
          consentimientos,
          financiamiento,
        },
      };
    },
  );

  app.post(
    '/registro',
    {
      config: { operation: 'interested.create', idempotent: true },
      schema: {
        tags,
        summary: "'Añadir Interesado': un cliente que llamó o visitó la tienda",
        body: interestedCreateSchema,
        response: { 201: interestedSavedResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      const interesado = await interested.create(request.body, request.user, requestContext(request));
      return reply
        .code(201)
        .send({ success: true as const, message: INTERESTED_MESSAGES.created, data: { interesado } });
    },
  );

  app.put(
    '/:idInteresado/estado',
    {
      config: { operation: 'interested.state' },
      schema: {
        tags,
        summary: 'Registrar Atención: guarda el estado elegido (atendido o pendiente) y quién atiende',
        params,
        body: interestedStateSchema,
        response: { 200: interestedSavedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const interesado = await interested.setState(
        request.params.idInteresado,
        request.body,
        request.user,
        requestContext(request),
      );
      const name = interesado.nombreUsuarioAtencion ?? '';
      const message = interesado.estado
        ? INTERESTED_MESSAGES.attended(name)
        : INTERESTED_MESSAGES.pending(name);
      return { success: true as const, message, data: { interesado } };
    },
  );

  app.put(
    '/:idInteresado/asignacion',
    {
      config: { operation: 'interested.assign' },
      schema: {
        tags,
        summary: 'Asigna (o reasigna) el cliente interesado a un asesor',
        params,
        body: interestedAssignSchema,
        response: { 200: interestedSavedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const interesado = await interested.assign(
        request.params.idInteresado,
        request.body,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message: INTERESTED_MESSAGES.assigned, data: { interesado } };
    },
  );

  app.post(
    '/:idInteresado/contactos',
    {
      config: { operation: 'interested.contact', idempotent: true },
      schema: {
        tags,
        summary: 'Registra un contacto por WhatsApp o por teléfono (el primero fija el tiempo de respuesta)',
        params,
        body: interestedContactSchema,
        response: { 200: interestedSavedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const interesado = await interested.contact(
        request.params.idInteresado,
        request.body,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message: INTERESTED_MESSAGES.contacted, data: { interesado } };
    },
  );

  app.post(
    '/:idInteresado/notas',
    {
      config: { operation: 'interested.note', idempotent: true },
      schema: {
        tags,
        summary: 'Agrega una nota al historial del cliente interesado',
        params,
        body: interestedNoteSchema,
        response: { 200: interestedSavedResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const interesado = await interested.note(
        request.params.idInteresado,
        request.body,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message: INTERESTED_MESSAGES.noted, data: { interesado } };
    },
  );
};
