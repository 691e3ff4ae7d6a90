import { permissionsResponseSchema, staffListResponseSchema } from '@motorplaza/domain/users/user.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { listActiveStaff, listPermissionNames } from './user.repository';

const tags = ['Usuarios'];

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
