import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { boundedText, idParamSchema } from '@motorplaza/domain/shared/fields';
import {
  bulkUserStateSchema,
  lastUserResponseSchema,
  permissionDetailsResponseSchema,
  USER_ADMIN_MESSAGES,
  USER_SEARCH_MAX,
  userPageQuerySchema,
  userPageResponseSchema,
  userResponseSchema,
  userSavedResponseSchema,
  userStateResponseSchema,
  userStateSchema,
  usersResponseSchema,
} from '@motorplaza/domain/users/user-admin.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { notFound, unauthenticated } from '../../lib/http-error';
import { pagedListRoute } from '../../lib/paged-list-route';
import type { Storage } from '../../storage/storage';
import { findUserById, type UserRow } from '../auth/account.repository';
import { requestContext } from '../movements/request-context';
import { toAdminUser } from './user-admin.mapper';
import {
  lastUserId,
  listAllUsers,
  listPermissionDetails,
  pageUsers,
  permissionsByUser,
  searchUsers,
} from './user-admin.repository';
import { createUserSaveService } from './user-save.service';
import { createUserStateService } from './user-state.service';
import { readUserUpload, USER_CREATE_MULTIPART, USER_UPDATE_MULTIPART } from './user-upload';

const tags = ['Usuarios'];
const MULTIPART_NOTE =
  'multipart/form-data: campo `usuario` (JSON de userCreateSchema / userUpdateSchema, como campo de texto o parte application/json, con o sin nombre de archivo) y, opcional, el archivo `file` (PNG o JPEG, máx. 5 MB).';
const idUsuarioParams = z.object({ idUsuario: idParamSchema });
const saveErrors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
};
const stateErrors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

async function withPermissions(db: DbOrTx, rows: readonly UserRow[]) {
  const permisos = await permissionsByUser(
    db,
    rows.map((row) => row.idUsuario),
  );
  return rows.map((row) => toAdminUser(row, permisos.get(row.idUsuario) ?? []));
}

/** The administrator's /usuario operations (spec 001 §2.8, §7; docs/decisions/0017). */
export const userAdminRoutes: FastifyPluginAsyncZod<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  const saving = createUserSaveService(db, storage);
  const states = createUserStateService(db);

  pagedListRoute(app, {
    operation: 'usuario.page',
    tags,
    summary: 'Página de usuarios: búsqueda, rol, estado, orden y conteos por estado',
    querystring: userPageQuerySchema,
    response: userPageResponseSchema,
    load: async (query) => {
      const { rows, counts, total } = await pageUsers(db, query);
      return { usuarios: await withPermissions(db, rows), total, counts };
    },
  });

  app.get(
    '/all',
    {
      config: { operation: 'usuario.all' },
      schema: {
        tags,
        summary: 'Todos los usuarios (para exportar la lista)',
        response: { 200: usersResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      data: { usuarios: await withPermissions(db, await listAllUsers(db)) },
    }),
  );

  app.get(
    '/find',
    {
      config: { operation: 'usuario.find' },
      schema: {
        tags,
        summary: 'Busca usuarios por nombres, apellidos, DNI o correo',
        querystring: z.object({ request: boundedText(USER_SEARCH_MAX).default('') }),
        response: { 200: usersResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { usuarios: await withPermissions(db, await searchUsers(db, request.query.request)) },
    }),
  );

  app.get(
    '/last',
    {
      config: { operation: 'usuario.last' },
      schema: {
        tags,
        summary: 'Identificador del último usuario registrado',
        response: { 200: lastUserResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { last: await lastUserId(db) } }),
  );

  app.get(
    '/permisos/detalle',
    {
      config: { operation: 'usuario.permisos.detalle' },
      schema: {
        tags,
        summary: 'Permisos con la descripción de lo que permiten',
        response: { 200: permissionDetailsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { permisos: await listPermissionDetails(db) } }),
  );

  app.get(
    '/:idUsuario',
    {
      config: { operation: 'usuario.read' },
      schema: {
        tags,
        summary: 'Un usuario con sus permisos',
        params: idUsuarioParams,
        response: { 200: userResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const row = await findUserById(db, request.params.idUsuario);
      if (!row) throw notFound(USER_ADMIN_MESSAGES.notFound);
      const [usuario] = await withPermissions(db, [row]);
      if (!usuario) throw notFound(USER_ADMIN_MESSAGES.notFound);
      return { success: true as const, data: { usuario } };
    },
  );

  app.post(
    '/',
    {
      config: { operation: 'usuario.create', idempotent: true, multipart: USER_CREATE_MULTIPART },
      schema: {
        tags,
        summary: 'Registra un usuario con sus permisos y, opcional, su foto',
        description: MULTIPART_NOTE,
        response: { 201: userSavedResponseSchema, ...saveErrors },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      const upload = await readUserUpload(request);
      const usuario = await saving.create(upload, request.user, requestContext(request));
      return reply
        .code(201)
        .send({ success: true as const, message: USER_ADMIN_MESSAGES.created, data: { usuario } });
    },
  );

  app.put(
    '/',
    {
      config: { operation: 'usuario.update', multipart: USER_UPDATE_MULTIPART },
      schema: {
        tags,
        summary: 'Actualiza un usuario (409 si otra persona lo modificó antes)',
        description: MULTIPART_NOTE,
        response: { 200: userSavedResponseSchema, ...saveErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const upload = await readUserUpload(request);
      const usuario = await saving.update(upload, request.user, requestContext(request));
      return { success: true as const, message: USER_ADMIN_MESSAGES.updated, data: { usuario } };
    },
  );

  app.delete(
    '/',
    {
      config: { operation: 'usuario.delete' },
      schema: {
        tags,
        summary: 'Elimina un usuario: lo inactiva (spec 001 §8)',
        querystring: z.object({ id: idParamSchema }),
        response: { 200: userStateResponseSchema, ...stateErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const actualizados = await states.setState(
        [request.query.id],
        false,
        request.user,
        requestContext(request),
      );
      return { success: true as const, message: USER_ADMIN_MESSAGES.deactivated, data: { actualizados } };
    },
  );

  app.put(
    '/:idUsuario/estado',
    {
      config: { operation: 'usuario.state' },
      schema: {
        tags,
        summary: 'Activa o desactiva un usuario',
        params: idUsuarioParams,
        body: userStateSchema,
        response: { 200: userStateResponseSchema, ...stateErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const actualizados = await states.setState(
        [request.params.idUsuario],
        request.body.estado,
        request.user,
        requestContext(request),
        request.body.version,
      );
      const message = USER_ADMIN_MESSAGES.stateChanged(request.body.estado, actualizados, 1);
      return { success: true as const, message, data: { actualizados } };
    },
  );

  app.post(
    '/estado',
    {
      config: { operation: 'usuario.bulkState' },
      schema: {
        tags,
        summary: 'Activa o desactiva varios usuarios a la vez (todos o ninguno)',
        body: bulkUserStateSchema,
        response: { 200: userStateResponseSchema, ...stateErrors },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const actualizados = await states.setState(
        request.body.ids,
        request.body.estado,
        request.user,
        requestContext(request),
      );
      const asked = new Set(request.body.ids).size;
      const message = USER_ADMIN_MESSAGES.stateChanged(request.body.estado, actualizados, asked);
      return { success: true as const, message, data: { actualizados } };
    },
  );
};
