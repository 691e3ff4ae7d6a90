import { z } from 'zod';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import { boundedText, idSchema, requiredText, versionSchema } from '../shared/fields';

/**
 * Accessories (spec 001 §2.4, §3 "Accessory", §7, §9; docs/decisions/0021-accessories.md): one schema
 * for the form in the browser and the body of POST/PUT /accesorios on the server.
 */

const L = COLUMN_LENGTHS.accesorio;

/** Spec 001 §9: 10 a page from page 1, at most 4 page links. */
export const ACCESSORY_PAGING = { pageSize: 10, maxLinks: 4 } as const;
export const ACCESSORY_SEARCH_MAX = 100;

/** Types offered in the form even before any accessory uses them; free entry stays allowed. */
export const BASE_ACCESSORY_TYPES = ['Seguridad', 'Multimedia', 'Exterior', 'Interior', 'Confort'] as const;

export const ACCESSORY_MESSAGES = {
  title: 'Administración de Accesorios',
  searchLabel: 'Buscar accesorios',
  searchPlaceholder: 'Buscar por nombre o tipo',
  inactivos: 'Inactivos',
  create: 'Nuevo accesorio',
  newTitle: 'Nuevo Accesorio',
  editTitle: 'Editar Accesorio',
  nombre: 'El nombre es obligatorio',
  tipo: 'El tipo es obligatorio',
  nombreTaken: 'Ya existe un accesorio activo con este nombre',
  notFound: 'El accesorio no existe.',
  stale: 'Otro usuario modificó este registro. Vuelve a cargarlo antes de guardar.',
  created: 'Se ha registrado correctamente el accesorio',
  updated: 'Se ha actualizado correctamente el accesorio',
  deleted: 'Se eliminó el accesorio',
  deactivated: 'El accesorio está asignado a vehículos: se inactivó en lugar de eliminarse',
  deleteConfirm: '¿Está seguro?',
  deleteText: 'Se eliminará el accesorio',
  deleteInUse: 'Si algún vehículo lo tiene, quedará inactivo en lugar de eliminarse.',
  deleteButton: 'Sí, eliminar',
  deletedTitle: '¡Eliminado!',
  deactivatedTitle: '¡Inactivado!',
  createdTitle: 'Registro exitoso',
  updatedTitle: 'Actualización exitosa',
  saveFailed: 'Ocurrió un error al guardar el accesorio',
  deleteFailed: 'Ocurrió un error al eliminar el accesorio',
  loadFailed: 'No se pudieron cargar los accesorios',
  empty: 'No se encontraron accesorios',
  loading: 'Cargando accesorios...',
  unknownAccessory: 'Accesorio no válido',
} as const;

const accessoryFields = {
  nombre: requiredText(L.nombre, ACCESSORY_MESSAGES.nombre),
  tipo: requiredText(L.tipo, ACCESSORY_MESSAGES.tipo),
  estado: z.boolean().default(true),
};

/** POST /accesorios. */
export const accessoryCreateSchema = z.object(accessoryFields);
export type AccessoryCreate = z.infer<typeof accessoryCreateSchema>;

/** PUT /accesorios/{id}: the version read, so a stale save is refused (409). */
export const accessoryUpdateSchema = z.object({ ...accessoryFields, version: versionSchema });
export type AccessoryUpdate = z.infer<typeof accessoryUpdateSchema>;

/** The form's values: an id and version only when editing. */
export const accessoryFormSchema = z.object({ ...accessoryFields, version: versionSchema.optional() });
export type AccessoryFormValues = z.input<typeof accessoryFormSchema>;

export const accessorySchema = z.object({
  idAccesorio: z.number().int(),
  nombre: z.string(),
  tipo: z.string(),
  estado: z.boolean(),
  version: z.number().int(),
});
export type Accessory = z.infer<typeof accessorySchema>;

/**
 * GET /accesorios: one page searched over nombre or tipo. `inactivos` is the screen's checkbox: off
 * lists the active ones, on adds the inactive ones (the Estado column then shows both badges).
 */
export const accessoryPageQuerySchema = z.object({
  q: boundedText(ACCESSORY_SEARCH_MAX).optional(),
  inactivos: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ACCESSORY_PAGING.pageSize),
});
export type AccessoryPageQuery = z.infer<typeof accessoryPageQuerySchema>;

/** Spec 001 §7 "returns data.accesorios", plus the page's place in the list. */
export const accessoryPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    accesorios: z.array(accessorySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** GET /accesorios/opciones: the active accessories (the vehicle form) and the known types. */
export const accessoryOptionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ accesorios: z.array(accessorySchema), tipos: z.array(z.string()) }),
});

export const accessoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ accesorio: accessorySchema }),
});

export const accessorySavedResponseSchema = accessoryResponseSchema.extend({ message: z.string() });

/** DELETE /accesorios/{id}: `resultado` says whether it was removed or, being in use, inactivated. */
export const accessoryDeletedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ resultado: z.enum(['eliminado', 'inactivado']) }),
});

/** The vehicle form's accessory ids (unique, each a real id). */
export const vehicleAccessoryIdsSchema = z
  .array(idSchema, { error: ACCESSORY_MESSAGES.unknownAccessory })
  .max(200)
  .transform((ids) => [...new Set(ids)]);
