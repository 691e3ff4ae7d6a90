import { sessionVersion } from '@motorplaza/domain/access/session-version';
import {
  loginFailure,
  loginFailureSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  refreshResponseSchema,
  sessionStateResponseSchema,
} from '@motorplaza/domain/auth/auth.schema';
import {
  profileResponseSchema,
  profileSavedResponseSchema,
  profileUpdateSchema,
} from '@motorplaza/domain/auth/profile.schema';
import { REFRESH_TOKEN_COOKIE } from '@motorplaza/domain/auth/tokens';
import { errorEnvelopeSchema } from '@motorplaza/domain/http/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/http-error';
import { requestContext } from '../movements/request-context';
import { clearSessionCookies, setAccessCookie, setSessionCookies } from './auth.cookies';
import { type AuthService, LoginError } from './auth.service';

const tags = ['Sesión'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; secureCookies: boolean }> = async (
  app,
  { auth, secureCookies },
) => {
  // Per-address ceiling on top of the per-account failure throttle kept in the database.
  const rateLimit = { max: 30, timeWindow: '1 minute' };

  app.post(
    '/login',
    {
      config: { operation: 'auth.login', rateLimit },
      schema: {
        tags,
        summary: 'Inicia sesión con correo y contraseña',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: loginFailureSchema,
          401: loginFailureSchema,
          429: loginFailureSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const session = await auth.login(request.body, requestContext(request));
        setSessionCookies(reply, session, secureCookies);
        return session.debeCambiarContrasena
          ? { jwt: session.jwt, debeCambiarContrasena: true as const }
          : { jwt: session.jwt };
      } catch (error) {
        if (!(error instanceof LoginError)) throw error;
        return reply.code(error.statusCode).send(loginFailure(error.message));
      }
    },
  );

  app.post(
    '/refresh',
    {
      config: { operation: 'auth.refresh', rateLimit },
      schema: {
        tags,
        summary: 'Renueva el token de acceso',
        response: { 200: refreshResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        const session = await auth.refresh(request.cookies[REFRESH_TOKEN_COOKIE], requestContext(request));
        setSessionCookies(reply, session, secureCookies);
        return { jwt: session.jwt };
      } catch (error) {
        clearSessionCookies(reply, secureCookies);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      config: { operation: 'auth.logout' },
      schema: { tags, summary: 'Cierra la sesión', response: { 200: logoutResponseSchema } },
    },
    async (request, reply) => {
      const bearer =
        request.user && request.session ? { user: request.user, sid: request.session.sid } : null;
      await auth.logout(request.cookies[REFRESH_TOKEN_COOKIE], bearer, requestContext(request));
      clearSessionCookies(reply, secureCookies);
      return { success: true as const };
    },
  );

  app.get(
    '/sesion',
    {
      config: { operation: 'auth.session.read' },
      schema: {
        tags,
        summary: 'La sesión tal como está ahora: rol y permisos vigentes, y su versión',
        description:
          'Cada respuesta autenticada lleva la cabecera X-Session-Version; cuando difiere de la del token, el cliente renueva el token (decisión 0044).',
        response: { 200: sessionStateResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.user) throw unauthenticated();
      reply.header('Cache-Control', 'no-store');
      return {
        success: true as const,
        data: { version: sessionVersion(request.user), usuario: request.user },
      };
    },
  );

  app.get(
    '/perfil',
    {
      config: { operation: 'auth.profile.read' },
      schema: {
        tags,
        summary: 'Datos del usuario que inició sesión',
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthenticated();
      return { success: true as const, data: { perfil: await auth.profile(request.user.sub) } };
    },
  );

  app.put(
    '/perfil',
    {
      config: { operation: 'auth.profile.update' },
      schema: {
        tags,
        summary: 'Actualiza el perfil propio',
        body: profileUpdateSchema,
        response: {
          200: profileSavedResponseSchema,
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.user || !request.session) throw unauthenticated();
      const result = await auth.updateProfile(request.user.sub, request.body, {
        request: requestContext(request),
        refreshToken: request.cookies[REFRESH_TOKEN_COOKIE],
        sid: request.session.sid,
      });
      if (result.renewed) setSessionCookies(reply, result.renewed, secureCookies);
      else setAccessCookie(reply, result.jwt, result.persistent, secureCookies);
      return { success: true as const, jwt: result.jwt };
    },
  );
};
