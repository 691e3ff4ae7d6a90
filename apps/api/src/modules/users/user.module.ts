import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../storage/storage';
import type { AuthService } from '../auth/auth.service';
import { userRoutes } from './user.routes';
import { userAdminRoutes } from './user-admin.routes';

export interface UserModuleDeps {
  db: Db;
  storage: Storage;
  auth: AuthService;
  https: boolean;
}

/** /usuario: every user's own password and the administrator's users and permissions (decision 0019). */
export async function registerUserModule(api: FastifyInstance, { db, storage, auth, https }: UserModuleDeps) {
  await api.register(userRoutes, { prefix: '/usuario', db, auth, secureCookies: https });
  await api.register(userAdminRoutes, { prefix: '/usuario', db, storage });
}
