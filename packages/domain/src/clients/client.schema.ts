import { z } from 'zod';
import { USER_FORM_MESSAGES } from '../auth/profile.schema';
import { LEAD_LOSS_REASONS, LEAD_RESULTS } from '../leads/lead-pipeline';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import {
  boundedText,
  requiredText,
  stateCountsSchema,
  trimmedAtLeast,
  versionSchema,
} from '../shared/fields';
import {
  blankOr,
  CORREO_MAX,
  DNI_PATTERN,
  EMAIL_PATTERN,
  optionalCelular,
  PERU_MESSAGES,
  RUC_PATTERN,
} from '../shared/peru';
import { ownerSchema } from '../vehicles/admin-vehicle.schema';
import { isValidRuc } from './ruc';

/**
 * The registered clients of /admin/clientes (spec 001 §2.5, §3 "Registered client", §5, §7;
 * docs/decisions/0022): one schema for the form in the browser and the JSON body on the server.
 */

const L = COLUMN_LENGTHS.cliente;

export const CLIENT_MESSAGES = {
  notFound: 'El cliente no existe.',
  dniTaken: 'Ya existe un cliente con este DNI',
  ruc: 'El RUC no es válido: debe tener 11 dígitos, empezar con 10, 15, 17 o 20 y un dígito verificador correcto',
  stale: 'Otro usuario modificó este cliente. Vuelve a cargarlo antes de guardar.',
  created: 'Se ha registrado correctamente el cliente',
  updated: 'Se ha actualizado correctamente el cliente',
  saveFailed: 'No se pudo guardar el cliente',
  loadFailed: 'No se pudieron cargar los clientes',
  searchPlaceholder: 'Buscar por nombre, DNI, correo o celular...',
  emptyTitle: 'No hay clientes registrados',
  emptyFiltered: 'No se encontraron clientes que coincidan con los filtros aplicados.',
  emptyNone: 'Aún no se han registrado clientes en el sistema.',
} as const;

const optionalText = (schema: z.ZodType<string>) =>
  z
    .union([z.literal(''), schema])
    .nullable()
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/** What the server checks beyond the schema, stated in the OpenAPI document. */
const CLIENT_RULES =
  'Reglas que el esquema no expresa: `ruc` lleva el dígito verificador de SUNAT; `dni` no es el de otro cliente (409).';

/** Spec 001 §3: nombres, apellidos and DNI required; RUC, correo, celular and dirección optional. */
export const clientFormSchema = z
  .object({
    nombres: requiredText(L.nombres, USER_FORM_MESSAGES.nombres),
    apellidos: requiredText(L.apellidos, USER_FORM_MESSAGES.apellidos),
    // An empty DNI says only 'Completa el DNI', not also that it lacks 8 digits.
    dni: boundedText(L.dni, PERU_MESSAGES.dni)
      .regex(trimmedAtLeast(1), USER_FORM_MESSAGES.dni)
      .regex(blankOr(DNI_PATTERN), PERU_MESSAGES.dni),
    ruc: optionalText(
      boundedText(L.ruc, CLIENT_MESSAGES.ruc)
        .regex(RUC_PATTERN, CLIENT_MESSAGES.ruc)
        .refine(isValidRuc, CLIENT_MESSAGES.ruc),
    ),
    correo: optionalText(
      boundedText(CORREO_MAX, PERU_MESSAGES.correo).regex(EMAIL_PATTERN, PERU_MESSAGES.correo),
    ),
    celular: optionalCelular()
      .nullish()
      .transform((value) => (value ? value : null)),
    direccion: optionalText(boundedText(L.direccion)),
    estado: z.boolean().default(true),
  })
  .describe(CLIENT_RULES);
export type ClientFormInput = z.input<typeof clientFormSchema>;
export type ClientForm = z.infer<typeof clientFormSchema>;

/** PUT /clientes/{id}: the form and the version read (optimistic lock). */
export const clientUpdateSchema = clientFormSchema.extend({ version: versionSchema }).describe(CLIENT_RULES);
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;

/**
 * A registered client as the staff screens read it (spec 001 §3 "Owner"/"Registered client"): the
 * vehicle form's owner, with its registration instant and the version an edit sends back.
 */
export const registeredClientSchema = ownerSchema.extend({
  fechaReg: z.iso.datetime({ offset: true }),
  version: z.number().int(),
});
export type RegisteredClient = z.infer<typeof registeredClientSchema>;

/** GET /clientes/all (spec 001 §7 "get all, no parameters; reads data.clientes"): the export source. */
export const clientsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ clientes: z.array(registeredClientSchema) }),
});

/** Spec 001 §9: page sizes 5, 10, 25, 50; 10 by default. */
export const CLIENT_PAGE_SIZES = [5, 10, 25, 50] as const;
export type ClientPageSize = (typeof CLIENT_PAGE_SIZES)[number];
export const CLIENT_DEFAULT_PAGE_SIZE: ClientPageSize = 10;
export const CLIENT_SEARCH_MAX = 100;
/** Spec 001 §2.5: "Todos los estados" (no value), "Activos" (true), "Inactivos" (false). */
export const CLIENT_STATE_FILTERS = ['true', 'false'] as const;
export type ClientStateFilter = (typeof CLIENT_STATE_FILTERS)[number];
export const CLIENT_SORTS = ['reciente', 'nombre', 'id'] as const;

/** GET /clientes: one page, searched, filtered and counted in the database (decision 0022). */
export const clientPageQuerySchema = z.object({
  q: boundedText(CLIENT_SEARCH_MAX).optional(),
  estado: z.enum(CLIENT_STATE_FILTERS).optional(),
  sort: z.enum(CLIENT_SORTS).default('reciente'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z
    .enum(CLIENT_PAGE_SIZES.map(String) as ['5', '10', '25', '50'])
    .default(String(CLIENT_DEFAULT_PAGE_SIZE) as '10')
    .transform((size) => Number(size) as ClientPageSize),
});
export type ClientPageQuery = z.infer<typeof clientPageQuerySchema>;

export const clientPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    clientes: z.array(registeredClientSchema),
    /** Clients matching the search under the state filter. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Counts for the search without the state filter. */
    counts: stateCountsSchema,
  }),
});

/** A vehicle the client owns or bought (detail modal; decision 0040). */
export const clientVehicleSchema = z.object({
  idAuto: z.number().int(),
  marca: z.string(),
  modelo: z.string(),
  tag: z.string().nullable(),
  estadoDes: z.string(),
  comprado: z.boolean(),
});
/** An interest request made with the client's DNI or correo (detail modal). */
export const clientInterestSchema = z.object({
  idInteresado: z.number().int(),
  automovil: z.string(),
  fechaReg: z.iso.datetime({ offset: true }),
  estado: z.boolean(),
  resultado: z.enum(LEAD_RESULTS).nullable(),
  motivoPerdida: z.enum(LEAD_LOSS_REASONS).nullable(),
});
export type ClientVehicle = z.infer<typeof clientVehicleSchema>;
export type ClientInterest = z.infer<typeof clientInterestSchema>;

/** GET /clientes/{id}: the client, its vehicles as owner and its interest requests. */
export const clientDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    cliente: registeredClientSchema,
    vehiculos: z.array(clientVehicleSchema),
    interesados: z.array(clientInterestSchema),
  }),
});
export type ClientDetail = z.infer<typeof clientDetailResponseSchema>['data'];

/** POST and PUT answer the saved client and a message. */
export const clientSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ cliente: registeredClientSchema }),
});

/** Spec 001 §2.5: the card and table say Activo/Inactivo, the detail and exports ACTIVO/INACTIVO. */
export const clientStateLabel = (estado: boolean) => (estado ? 'Activo' : 'Inactivo');
export const clientStateUpper = (estado: boolean) => (estado ? 'ACTIVO' : 'INACTIVO');
export const clientFullName = (client: Pick<RegisteredClient, 'nombres' | 'apellidos'>) =>
  `${client.nombres} ${client.apellidos}`.trim();
