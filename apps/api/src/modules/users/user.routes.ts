import { REFRESH_TOKEN_COOKIE } from '@motorplaza/domain/auth/tokens';
import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import { permissionsResponseSchema, staffListResponseSchema } from '@motorplaza/domain/users/user.schema';
import {
  ownPasswordResponseSchema,
  ownPasswordSchema,
  USER_ADMIN_MESSAGES,
} from '@motorplaza/domain/users/user-admin.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { unauthenticated } from '../../lib/http-error';
import { setSessionCookies } from '../auth/auth.cookies';
import type { AuthService } from '../auth/auth.service';
import { requestContext } from '../movements/request-context';
import { listActiveStaff, listPermissionNames } from './user.repository';

const tags = ['Usuarios'];

export const userRoutes: FastifyPluginAsyncZod<{
  db: Db;
  auth: AuthService;
  secureCookies: boolean;
}> = async (app, { db, auth, secureCookies }) => {
  app.put(
    '/contrasena',
    {
      config: { operation: 'usuario.password' },
      schema: {
        tags,
        summary: 'Cambia la contraseña propia (cierra las demás sesiones)',
        body: ownPasswordSchema,
        response: { 200: ownPasswordResponseSchema, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      if (!request.user || !request.session) throw unauthenticated();
      const result = await auth.changeOwnPassword(request.user.sub, request.body, {
        request: requestContext(request),
        refreshToken: request.cookies[REFRESH_TOKEN_COOKIE],
        sid: request.session.sid,
      });
      if (result.renewed) setSessionCookies(reply, result.renewed, secureCookies);
      return { success: true as const, message: USER_ADMIN_MESSAGES.passwordChanged, jwt: result.jwt };
    },
  );

  app.get(
    '/permisos',
    {
      config: { operation: 'usuario.permisos' },
      schema: {
        tags,
        summary: 'Nombres de los permisos (sin autenticación, spec 001 §7)',
        response: { 200: permissionsResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      permisos: (await listPermissionNames(db)).map((row) => row.nombre),
    }),
  );

  app.get(
    '/list',
    {
      config: { operation: 'usuario.staff' },
      schema: {
        tags,
        summary: 'Usuarios activos para selectores',
        response: { 200: staffListResponseSchema },
      },
    },
    async () => ({ success: true as const, data: { usuarios: await listActiveStaff(db) } }),
  );
};
