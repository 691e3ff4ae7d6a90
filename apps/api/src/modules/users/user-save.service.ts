import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { userPhotoKey } from '@motorplaza/domain/photos/photo-files';
import {
  type AdminUser,
  USER_ADMIN_MESSAGES,
  type UserCreate,
  type UserUpdate,
  userCreateSchema,
  userUpdateSchema,
} from '@motorplaza/domain/users/user-admin.schema';
import { userStateLabel } from '@motorplaza/domain/users/user-display';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolationOf } from '../../db/unique-violation';
import { fieldErrors } from '../../lib/field-errors';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import type { Storage } from '../../storage/storage';
import {
  bumpSessionVersion,
  findUserById,
  permissionNamesOf,
  type UserRow,
} from '../auth/account.repository';
import { revokeAllForUser } from '../auth/refresh-token.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import { toAdminUser } from './user-admin.mapper';
import {
  insertUser,
  lockActiveAdmins,
  lockUsers,
  replacePermissions,
  reserveUserId,
  takenFields,
  type UserColumns,
  updateUser,
} from './user-admin.repository';
import { recordUserMovement, USER_FIELDS, userFieldChanges } from './user-movements';
import { checkUserPhoto, encodeUserPhoto } from './user-photo';
import { applyState, assertAdminsRemain, refuseSelfDeactivation } from './user-state.service';
import type { UserUpload } from './user-upload';

function parseForm<S extends z.ZodType>(text: string | undefined, schema: S): z.infer<S> {
  if (text === undefined)
    throw badRequest({ usuario: USER_ADMIN_MESSAGES.missingForm }, USER_ADMIN_MESSAGES.missingForm);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest({ usuario: USER_ADMIN_MESSAGES.malformedForm }, USER_ADMIN_MESSAGES.malformedForm);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw badRequest(fieldErrors(parsed.error.issues), HTTP_MESSAGES.badRequest);
  return parsed.data;
}

/** 409 with the field that is taken (spec 001 §2.8: a correo and a DNI belong to one user). */
function takenError(taken: { correo: boolean; dni: boolean }) {
  const errors: Record<string, string> = {};
  if (taken.correo) errors.correo = USER_ADMIN_MESSAGES.correoTaken;
  if (taken.dni) errors.dni = USER_ADMIN_MESSAGES.dniTaken;
  return conflict(errors.correo ?? USER_ADMIN_MESSAGES.dniTaken, errors);
}

/** The unique index a concurrent save hit (after our own check passed), as the same 409. */
function asTakenError(error: unknown): unknown {
  const constraint = uniqueViolationOf(error);
  if (constraint === 'usuario_correo_unique') return takenError({ correo: true, dni: false });
  if (constraint === 'usuario_dni_unique') return takenError({ correo: false, dni: true });
  return error;
}

function columnsOf(form: UserCreate | UserUpdate): Omit<UserColumns, 'contrasena' | 'foto'> {
  return {
    nombres: form.nombres,
    apellidos: form.apellidos,
    dni: form.dni,
    correo: form.correo.toLowerCase(),
    celular: form.celular,
    telefono: form.telefono ?? null,
    direccion: form.direccion ?? null,
    swGenero: form.swGenero,
    puesto: form.puesto ?? null,
    fechaNac: form.fechaNac ?? null,
    estado: form.estado,
    rol: form.rol,
  };
}

const sorted = (names: readonly string[]) => [...names].sort();

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name) => b.includes(name));

export type UserSaveService = ReturnType<typeof createUserSaveService>;

/**
 * POST and PUT /usuario (spec 001 §7): every check first, then the new photo is stored, then one
 * transaction writes the user, the permissions and the movements. The replaced photo goes only after
 * the commit; the new one goes again if the transaction fails.
 */
export function createUserSaveService(db: Db, storage: Storage) {
  async function removeQuietly(keys: readonly string[]) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
  }

  async function storePhoto(upload: UserUpload, idUsuario: number, newKeys: string[]) {
    if (!upload.file) return undefined;
    const { foto, data } = await encodeUserPhoto(upload.file.data);
    const key = userPhotoKey(idUsuario, foto);
    await storage.put(key, data, 'image/webp');
    newKeys.push(key);
    return foto;
  }

  async function saved(tx: DbOrTx, row: UserRow): Promise<AdminUser> {
    return toAdminUser(row, await permissionNamesOf(tx, row.idUsuario));
  }

  return {
    async create(upload: UserUpload, actor: SessionUser, context: RequestContext): Promise<AdminUser> {
      const form = parseForm(upload.usuario, userCreateSchema);
      if (upload.file) await checkUserPhoto(upload.file);
      const taken = await takenFields(db, form, null);
      if (taken.correo || taken.dni) throw takenError(taken);
      const contrasena = await hashPassword(form.contrasena);
      const idUsuario = await reserveUserId(db);
      const newKeys: string[] = [];
      try {
        const foto = (await storePhoto(upload, idUsuario, newKeys)) ?? null;
        return await db.transaction(async (tx) => {
          // An administrator chose the password: the user must choose their own first (issue 23).
          const row = await insertUser(tx, idUsuario, {
            ...columnsOf(form),
            contrasena,
            debeCambiarContrasena: true,
            foto,
          });
          await replacePermissions(tx, idUsuario, form.permisos);
          await recordUserMovement(
            tx,
            actor,
            row,
            {
              codigo: 'user.create',
              accion: 'Registró al usuario',
              cambios: diffRecords(
                null,
                { ...row, estado: userStateLabel(row.estado), permisos: sorted(form.permisos) },
                [...USER_FIELDS, 'rol', 'estado', 'permisos'],
              ),
            },
            context,
          );
          return saved(tx, row);
        });
      } catch (error) {
        await removeQuietly(newKeys);
        throw asTakenError(error);
      }
    },

    async update(upload: UserUpload, actor: SessionUser, context: RequestContext): Promise<AdminUser> {
      const form = parseForm(upload.usuario, userUpdateSchema);
      const existing = await findUserById(db, form.idUsuario);
      if (!existing) throw notFound(USER_ADMIN_MESSAGES.notFound);
      if (existing.version !== form.version) throw conflict(USER_ADMIN_MESSAGES.stale);
      if (existing.estado && !form.estado) refuseSelfDeactivation(actor, [existing.idUsuario]);
      if (upload.file) await checkUserPhoto(upload.file);
      const taken = await takenFields(db, form, existing.idUsuario);
      if (taken.correo || taken.dni) throw takenError(taken);
      const contrasena = form.contrasena ? await hashPassword(form.contrasena) : undefined;
      const newKeys: string[] = [];
      try {
        const newPhoto = await storePhoto(upload, existing.idUsuario, newKeys);
        const foto = newPhoto ?? (form.quitarFoto ? null : existing.foto);
        const result = await db.transaction(async (tx) => {
          await lockActiveAdmins(tx);
          const before = (await lockUsers(tx, [existing.idUsuario])).get(existing.idUsuario);
          if (!before) throw notFound(USER_ADMIN_MESSAGES.notFound);
          const permisosBefore = await permissionNamesOf(tx, before.idUsuario);
          const after = await updateUser(tx, before.idUsuario, form.version, {
            ...columnsOf(form),
            foto,
            // Another user's password set here must be changed at their next sign-in (issue 23).
            ...(contrasena ? { contrasena, debeCambiarContrasena: existing.idUsuario !== actor.sub } : {}),
          });
          if (!after) throw conflict(USER_ADMIN_MESSAGES.stale);
          const permissionsChanged = !sameSet(permisosBefore, form.permisos);
          if (permissionsChanged) await replacePermissions(tx, after.idUsuario, form.permisos);
          await recordUpdateMovements(tx, { actor, before, after, context, permisosBefore, form });
          if (before.estado !== after.estado)
            await applyState(tx, actor, after, after.estado, context, false);
          // An administrator's reset ends the user's sessions, access tokens included, as their own
          // change does (decision 0004, issue 23).
          if (contrasena) {
            await revokeAllForUser(tx, after.idUsuario);
            await bumpSessionVersion(tx, after.idUsuario);
          }
          const tookAdminRights =
            before.rol === 'ADMIN' &&
            before.estado &&
            (after.rol !== 'ADMIN' || !after.estado || permissionsChanged);
          if (tookAdminRights) await assertAdminsRemain(tx);
          return saved(tx, after);
        });
        if (foto !== existing.foto && existing.foto)
          await removeQuietly([userPhotoKey(existing.idUsuario, existing.foto)]);
        return result;
      } catch (error) {
        await removeQuietly(newKeys);
        throw asTakenError(error);
      }
    },
  };
}

interface UpdateMovements {
  actor: SessionUser;
  before: UserRow;
  after: UserRow;
  context: RequestContext;
  permisosBefore: readonly string[];
  form: UserUpdate;
}

/** One movement per kind of change (spec 001 §2.7), each naming the target; never a password. */
async function recordUpdateMovements(tx: DbOrTx, input: UpdateMovements): Promise<void> {
  const { actor, before, after, context, permisosBefore, form } = input;
  const write = (movement: Parameters<typeof recordUserMovement>[3]) =>
    recordUserMovement(tx, actor, after, movement, context);
  const cambios = userFieldChanges(before, after);
  if (cambios.length > 0)
    await write({ codigo: 'user.update', accion: 'Actualizó los datos del usuario', cambios });
  if (before.rol !== after.rol) {
    await write({
      codigo: 'user.role',
      accion: 'Cambió el rol del usuario',
      cambios: diffRecords(before, after, ['rol']),
    });
  }
  if (!sameSet(permisosBefore, form.permisos)) {
    await write({
      codigo: 'user.permissions',
      accion: 'Cambió los permisos del usuario',
      cambios: diffRecords({ permisos: sorted(permisosBefore) }, { permisos: sorted(form.permisos) }, [
        'permisos',
      ]),
    });
  }
  if (before.foto !== after.foto) {
    await write({
      codigo: 'user.photo',
      accion: after.foto ? 'Cambió la foto del usuario' : 'Quitó la foto del usuario',
      cambios: diffRecords(before, after, ['foto']),
    });
  }
  if (form.contrasena) {
    await write({
      codigo: 'user.password',
      accion: 'Cambió la contraseña del usuario',
      cambios: diffRecords(null, { contrasena: form.contrasena }, ['contrasena']),
    });
  }
}
