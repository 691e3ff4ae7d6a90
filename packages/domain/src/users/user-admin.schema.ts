import { z } from 'zod';
import { PERMISSION_NAMES, type Permission } from '../access/permissions';
import { ROLES } from '../access/roles';
import { checkPersonalPassword, newPasswordSchema, USER_PASSWORD_MAX } from '../auth/password-policy';
import { USER_FORM_MESSAGES } from '../auth/profile.schema';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import { boundedText, idSchema, requiredText, stateCountsSchema, versionSchema } from '../shared/fields';
import { CORREO_MAX, DNI_PATTERN, EMAIL_PATTERN, PERU_MESSAGES, requiredCelular } from '../shared/peru';

/**
 * The administrator's user screens (spec 001 §2.8, §3 "User", §5 "User form", §7 `/usuario`): one
 * schema for the form in the browser and for the multipart part `usuario` on the server.
 */

const L = COLUMN_LENGTHS.usuario;

/** Messages of the user screens beyond the spec's §5 list. */
export const USER_ADMIN_MESSAGES = {
  dniTaken: 'Ya existe un usuario con este DNI',
  correoTaken: 'Ya existe un usuario con este correo',
  lastAdmin:
    'Debe quedar al menos un administrador activo: no se puede desactivar ni cambiar el rol del último.',
  selfDeactivate: 'No puedes desactivar tu propio usuario.',
  notFound: 'El usuario no existe.',
  stale: 'Otro usuario modificó este registro. Vuelve a cargarlo antes de guardar.',
  fechaNac: 'Ingresa una fecha de nacimiento válida',
  permisoDesconocido: 'Permiso no válido',
  contrasenaMax: `La contraseña puede tener hasta ${USER_PASSWORD_MAX} caracteres`,
  createdTitle: 'Registro exitoso',
  created: 'Se ha registrado correctamente el usuario',
  updatedTitle: 'Actualización exitosa',
  updated: 'Se ha actualizado correctamente el usuario',
  createFailed: 'Error al crear el usuario',
  updateFailed: 'Error al actualizar el usuario',
  saveFailed: 'Ocurrió un error al guardar el usuario',
  permissionsFailed: 'No se pudieron cargar los permisos',
  photoType: 'Formato no válido: selecciona una imagen en formato JPG o PNG',
  photoSize: 'Archivo demasiado grande: la imagen no debe superar los 5 MB, ni aun comprimida',
  toggleConfirm: 'Está seguro?',
  toggled: '¡Actualizado!',
  deleteConfirm: 'Se Inactivara el usuario',
  deleteButton: 'Si, eliminar!',
  nothingToExport: 'No hay usuarios para exportar',
  nothingToPrint: 'No hay usuarios para imprimir',
  empty: 'No se encontraron usuarios',
  searchPlaceholder: 'Buscar por nombre, apellido, DNI o correo...',
  deactivated: 'El usuario fue inactivado',
  /** The server's answer to an activation or deactivation: what changed, for the result dialog. */
  stateChanged: (estado: boolean, count: number, asked: number): string => {
    const done = estado ? 'activ' : 'inactiv';
    if (count === 0)
      return asked === 1 ? `El usuario ya estaba ${done}o` : `Los usuarios ya estaban ${done}os`;
    return count === 1 ? `El usuario fue ${done}ado` : `Se ${done}aron ${count} usuarios`;
  },
  passwordChanged: 'Tu contraseña se cambió correctamente.',
  notMultipart: 'Envía el usuario como formulario multipart (campo usuario y, opcional, file).',
  missingForm: 'Falta el campo usuario con los datos del usuario.',
  malformedForm: 'Los datos del usuario no son un JSON válido.',
} as const;

/** Profile photo (spec 001 §5, §9): PNG or JPEG only, at most 5 MB. */
export const USER_PHOTO_MAX_BYTES = 5_000_000;
export const USER_PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;

const required = (max: number, message: string) => requiredText(max, message);
const optionalText = (max: number) =>
  boundedText(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** YYYY-MM-DD of a real calendar day (zod's pattern, in the document) between 1900 and today. */
const fechaNacSchema = z.iso
  .date(USER_ADMIN_MESSAGES.fechaNac)
  .refine(
    (value) => value >= '1900-01-01' && new Date(`${value}T00:00:00Z`).getTime() <= Date.now(),
    USER_ADMIN_MESSAGES.fechaNac,
  );

/** What the create and update forms refuse beyond their schema (stated in the OpenAPI document). */
const USER_RULES =
  'Reglas que el esquema no expresa: `contrasena` no es una de las contraseñas más comunes ni ' +
  'contiene el nombre, los apellidos o el correo del usuario; `fechaNac` está entre 1900 y hoy.';

const permisosSchema = z
  .array(
    z.enum(PERMISSION_NAMES as unknown as [Permission, ...Permission[]], {
      error: USER_ADMIN_MESSAGES.permisoDesconocido,
    }),
  )
  .max(PERMISSION_NAMES.length)
  .transform((names) => [...new Set(names)]);

const contrasenaSchema = newPasswordSchema;

/** The fields both create and update carry (spec 001 §3 "User", §5 messages verbatim). */
const userFields = {
  nombres: required(L.nombres, USER_FORM_MESSAGES.nombres),
  apellidos: required(L.apellidos, USER_FORM_MESSAGES.apellidos),
  dni: required(L.dni, USER_FORM_MESSAGES.dni).regex(DNI_PATTERN, PERU_MESSAGES.dni),
  correo: required(CORREO_MAX, USER_FORM_MESSAGES.correo).regex(EMAIL_PATTERN, PERU_MESSAGES.correo),
  celular: requiredCelular(USER_FORM_MESSAGES.celular),
  telefono: optionalText(L.telefono),
  direccion: optionalText(L.direccion),
  swGenero: z.boolean().default(true),
  puesto: optionalText(L.puesto),
  fechaNac: fechaNacSchema.nullable().optional(),
  estado: z.boolean().default(true),
  rol: z.enum(ROLES),
  permisos: permisosSchema,
};

/** POST /usuario, part `usuario`: the password is required (spec 001 §5). */
export const userCreateSchema = z
  .object({ ...userFields, contrasena: contrasenaSchema })
  .superRefine((value, ctx) => checkPersonalPassword(value.contrasena, value, ctx, 'contrasena'))
  .describe(USER_RULES);
export type UserCreate = z.infer<typeof userCreateSchema>;

/**
 * PUT /usuario, part `usuario`: the user's id and the version read; a password only when the
 * administrator sets a new one (spec 001 §5: required only on create).
 */
export const userUpdateSchema = z
  .object({
    ...userFields,
    idUsuario: idSchema,
    version: versionSchema,
    contrasena: contrasenaSchema.optional(),
    /** True when the stored photo is to be removed without a new one. */
    quitarFoto: z.boolean().optional(),
  })
  .superRefine((value, ctx) => checkPersonalPassword(value.contrasena, value, ctx, 'contrasena'))
  .describe(USER_RULES);
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** A user as the administrator's screens read it. Never the password or its hash. */
export const adminUserSchema = z.object({
  idUsuario: z.number().int(),
  nombres: z.string(),
  apellidos: z.string(),
  dni: z.string(),
  correo: z.string(),
  celular: z.string(),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  swGenero: z.boolean(),
  puesto: z.string().nullable(),
  fechaNac: z.string().nullable(),
  /** File name; URL = `/media/usuarios/{idUsuario}/{foto}`. */
  foto: z.string().nullable(),
  estado: z.boolean(),
  rol: z.enum(ROLES),
  /** Spec 001 §3: "on load: objects with a permiso name". */
  permisos: z.array(z.object({ permiso: z.string() })),
  fechaCreacion: z.iso.datetime({ offset: true }),
  version: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /usuario/all and /usuario/find (spec 001 §7). */
export const usersResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ usuarios: z.array(adminUserSchema) }),
});
/** GET /usuario/{id}. */
export const userResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ usuario: adminUserSchema }),
});
/** POST/PUT /usuario answer the saved user and a message. */
export const userSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ usuario: adminUserSchema }),
});
/** GET /usuario/last: the highest id (the screen adds 1 for the next number). */
export const lastUserResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ last: z.number().int() }),
});

/** The screen's quick filter (spec 001 §2.8: Activos default, Inactivos, Todos). */
export const USER_STATE_FILTERS = ['activos', 'inactivos', 'todos'] as const;
export type UserStateFilter = (typeof USER_STATE_FILTERS)[number];
export const USERS_PAGE_SIZE = 10;
export const USER_SEARCH_MAX = 100;

/** GET /usuario (paged): the screen's page, searched, filtered and sorted in the database. */
export const userPageQuerySchema = z.object({
  q: boundedText(USER_SEARCH_MAX).optional(),
  rol: z.enum(ROLES).optional(),
  estado: z.enum(USER_STATE_FILTERS).default('activos'),
  sort: z.enum(['nombre', 'fechaCreacion', 'rol', 'id']).default('nombre'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
});
export type UserPageQuery = z.infer<typeof userPageQuerySchema>;

export const userPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    usuarios: z.array(adminUserSchema),
    /** Users matching the search and role under the current state filter. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Quick-filter counts for the search and role (spec: Activos (n) / Inactivos (n) / Todos (n)). */
    counts: stateCountsSchema,
  }),
});

/** PUT /usuario/{id}/estado and POST /usuario/estado (bulk, one transaction). */
export const userStateSchema = z.object({ estado: z.boolean(), version: versionSchema.optional() });
export const bulkUserStateSchema = z.object({
  ids: z.array(idSchema).min(1, 'Selecciona al menos un usuario').max(500),
  estado: z.boolean(),
});
export const userStateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ actualizados: z.number().int() }),
});

/** GET /usuario/permisos/detalle: each permission with what it allows (the form shows both). */
export const permissionDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ permisos: z.array(z.object({ nombre: z.string(), descripcion: z.string() })) }),
});

/**
 * PUT /usuario/contrasena answers a new access token: every other session of the user ends and this
 * browser gets a new one (decision 0004).
 */
export const ownPasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  jwt: z.string(),
});

/** PUT /usuario/contrasena: the signed-in user's own password. */
export const ownPasswordSchema = z
  .object({
    contrasenaActual: z.string().min(1, 'Ingresa tu contraseña actual').max(USER_PASSWORD_MAX),
    contrasenaNueva: contrasenaSchema,
  })
  .describe(
    'Reglas que el esquema no expresa: `contrasenaActual` es la contraseña actual del usuario; ' +
      '`contrasenaNueva` no es una de las contraseñas más comunes ni contiene su nombre, apellidos o correo.',
  );
