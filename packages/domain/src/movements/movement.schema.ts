import { z } from 'zod';
import { boundedText, idParamSchema } from '../shared/fields';

/**
 * The audit log of user movements (spec 001 §2.7, §3 "Log entry", §7 GET /usuario/logs), with what
 * respected audit logs add (GitLab audit events, Keycloak admin events): an action code, the target,
 * what changed (field, from, to; secrets never, personal data redacted), the client address, the
 * user agent and the request id.
 */

/** Every action code, grouped by the kind the screen filters on. */
export const MOVEMENT_KINDS = {
  sesion: {
    label: 'Sesiones',
    codes: ['auth.login', 'auth.loginFailed', 'auth.loginInactive', 'auth.logout', 'auth.tokenReuse'],
  },
  perfil: { label: 'Perfil propio', codes: ['profile.update', 'profile.password'] },
  usuario: {
    label: 'Usuarios',
    codes: [
      'user.create',
      'user.update',
      'user.role',
      'user.permissions',
      'user.activate',
      'user.deactivate',
      'user.photo',
      'user.password',
    ],
  },
  vehiculo: {
    label: 'Vehículos',
    codes: ['vehicle.create', 'vehicle.update', 'vehicle.status', 'vehicle.archive', 'vehicle.restore'],
  },
  clientes: {
    label: 'Clientes y solicitudes',
    codes: [
      'client.create',
      'client.update',
      'interested.create',
      'interested.assign',
      'interested.contact',
      'interested.attend',
      'interested.pending',
      'interested.close',
      'interested.note',
      'interested.sale',
      'sellOffer.create',
      'sellOffer.status',
      'complaint.create',
      'complaint.attend',
      'sellOffer.vehicle',
      'sellOffer.reschedule',
      'sellOffer.cancel',
      'sellOffer.confirm',
      'sellOffer.expire',
      'complaint.answer',
      'marketing.withdraw',
      'marketing.attend',
      'complaint.reclassify',
      'testDrive.book',
      'testDrive.reschedule',
      'testDrive.cancel',
      'testDrive.outcome',
    ],
  },
  accesorios: {
    label: 'Accesorios',
    codes: ['accessory.create', 'accessory.update', 'accessory.delete', 'accessory.deactivate'],
  },
  configuracion: { label: 'Configuración', codes: ['settings.update', 'holiday.create', 'holiday.delete'] },
} as const;

export type MovementKind = keyof typeof MOVEMENT_KINDS;
export type MovementCode = (typeof MOVEMENT_KINDS)[MovementKind]['codes'][number];
export const MOVEMENT_KIND_NAMES = Object.keys(MOVEMENT_KINDS) as MovementKind[];

export function movementKindOf(code: string): MovementKind | undefined {
  return MOVEMENT_KIND_NAMES.find((kind) => (MOVEMENT_KINDS[kind].codes as readonly string[]).includes(code));
}

/** One changed field. Secrets are never recorded; personal data is recorded as '[oculto]'. */
export const movementChangeSchema = z.object({
  campo: z.string(),
  antes: z.string().nullable(),
  despues: z.string().nullable(),
});
export type MovementChange = z.infer<typeof movementChangeSchema>;

/** The value written in place of personal data (DNI, e-mail, phone, address, birth date). */
export const REDACTED = '[oculto]';

/** Spec 001 §3 "Log entry" (idLog, usuario, accion, fecha) and the detail row. */
export const movementSchema = z.object({
  idLog: z.number().int(),
  /** Who did it: a staff member's full name, or the name of an actor without an account. */
  usuario: z.string(),
  /** The staff member's e-mail, shown in the detail (null for an actor without an account). */
  correoUsuario: z.string().nullable(),
  accion: z.string(),
  fecha: z.iso.datetime({ offset: true }),
  codigo: z.string().nullable(),
  entidad: z.string().nullable(),
  idEntidad: z.number().int().nullable(),
  /** Who or what the action was done to, as shown (a user's name, a vehicle's label). */
  objetivo: z.string().nullable(),
  cambios: z.array(movementChangeSchema),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type Movement = z.infer<typeof movementSchema>;

export const MOVEMENTS_PAGE_SIZE = 15;
/** Spec 001 §5: the search applies only from 3 characters. */
export const MOVEMENT_SEARCH_MIN = 3;
export const MOVEMENT_SEARCH_MAX = 100;
/** The most rows one request (a page or an export) may ask for. */
export const MOVEMENTS_MAX_PAGE_SIZE = 10_000;
/**
 * A search's total is counted up to this many entries: a 3-letter term can match half of a log of
 * hundreds of thousands, and counting them all costs more than the page (decision 0018). Beyond it
 * the answer carries `totalExacto: false` and the screen says "más de 10 000".
 */
export const MOVEMENTS_SEARCH_COUNT_LIMIT = 10_000;

/** A real calendar day from 2000-01-01 to 2999-12-31 (PostgreSQL's own range is far wider). */
const isoDay = z.iso
  .date('Ingresa una fecha válida (AAAA-MM-DD)')
  .regex(/^2[0-9]{3}-/, 'Ingresa una fecha válida (AAAA-MM-DD)');

/** The rule between the filters, stated in the OpenAPI document. */
export const MOVEMENT_DATES_RULE = 'Regla que el esquema no expresa: `hasta` no es anterior a `desde`.';

/**
 * The filters of GET /usuario/logs and its export: search (every space-separated word must match
 * usuario, fecha dd/MM/yyyy HH:mm in America/Lima, or accion; ignored under 3 characters), the user,
 * the kind and Lima calendar days (inclusive).
 */
export const movementFilterSchema = z.object({
  q: boundedText(MOVEMENT_SEARCH_MAX).optional(),
  idUsuario: idParamSchema.optional(),
  tipo: z.enum(MOVEMENT_KIND_NAMES as [MovementKind, ...MovementKind[]]).optional(),
  desde: isoDay.optional(),
  hasta: isoDay.optional(),
});
export type MovementFilter = z.infer<typeof movementFilterSchema>;

/**
 * A range that ends before it starts: the API's 400 and the screen say so, instead of an empty list
 * (issue 22). The same day in both is a valid one-day range.
 */
export const MOVEMENT_DATES_MESSAGE = 'La fecha final no puede ser anterior a la inicial';

const datesInOrder = <T extends MovementFilter>(query: T) =>
  !query.desde || !query.hasta || query.desde <= query.hasta;
const DATES_MESSAGE = { path: ['hasta'], message: MOVEMENT_DATES_MESSAGE };

/** GET /usuario/logs: the filters, newest first, paged in the database. */
export const movementQuerySchema = movementFilterSchema
  .extend({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MOVEMENTS_MAX_PAGE_SIZE).default(MOVEMENTS_PAGE_SIZE),
  })
  .refine(datesInOrder, DATES_MESSAGE)
  .describe(MOVEMENT_DATES_RULE);
export type MovementQuery = z.infer<typeof movementQuerySchema>;

/** GET /usuario/logs/export: the same filters, the newest MOVEMENTS_MAX_PAGE_SIZE rows. */
export const movementExportQuerySchema = movementFilterSchema
  .refine(datesInOrder, DATES_MESSAGE)
  .describe(MOVEMENT_DATES_RULE);

export const movementsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    logs: z.array(movementSchema),
    total: z.number().int(),
    /** false: a search matched more than MOVEMENTS_SEARCH_COUNT_LIMIT entries and `total` is that limit. */
    totalExacto: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** GET /usuario/logs/usuarios: everyone who appears in the log, for the user filter. */
export const movementUsersResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    usuarios: z.array(z.object({ idUsuario: z.number().int(), nombre: z.string(), correo: z.string() })),
  }),
});
