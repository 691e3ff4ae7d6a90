import { z } from 'zod';
import { consentRecordSchema } from '../legal/consent-record.schema';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import {
  boundedText,
  idSchema,
  int32,
  multiLineText,
  pageSizeSchema,
  requiredText,
  trimmedAtLeast,
  versionSchema,
} from '../shared/fields';
import { leadFinancingSchema } from './financing-request.schema';
import { INTEREST_COMMENT_MAX, INTEREST_RULES, interestRequestSchema } from './interest.schema';
import {
  LEAD_EVENTS,
  LEAD_LOSS_REASONS,
  LEAD_ORIGINS,
  LEAD_OUTCOMES,
  LEAD_RESULTS,
  MANUAL_LOSS_REASONS,
} from './lead-pipeline';

/**
 * The staff screen of interested clients (spec 001 §2.6, §3 "Interested client", §5, §8;
 * docs/decisions/0023-interested-clients.md): one schema per operation, shared by the form and the API.
 */

export const INTERESTED_MESSAGES = {
  title: 'Clientes Interesados',
  loadFailed: 'Error: No se pudieron cargar los clientes interesados',
  staffFailed: 'No se pudieron cargar los usuarios',
  noClient: 'No se ha seleccionado ningún cliente',
  noUser: 'Debe seleccionar un usuario que atiende al cliente',
  userNotFound: 'Usuario no encontrado',
  missingData: 'Faltan datos necesarios para actualizar el estado',
  updating: 'Actualizando estado...',
  attended: (name: string) => `Estado actualizado: El cliente ha sido atendido por ${name}`,
  pending: (name: string) => `Estado actualizado: El cliente volvió a pendiente (registrado por ${name})`,
  updateFailed: 'Error: No se pudo actualizar el estado del cliente',
  notFound: 'El cliente interesado no existe.',
  stale: 'Otro usuario modificó este cliente interesado. Vuelve a cargarlo antes de guardar.',
  asesorNotFound: 'El asesor elegido no existe, no está activo o no atiende interesados',
  vehicleNotFound: 'El vehículo elegido no existe o ya no está disponible',
  vehicleRequired: 'Elige el vehículo de interés',
  motivoRequired: 'Elige el motivo de la pérdida',
  motivoNotAllowed: 'Una venta no lleva motivo de pérdida',
  notaRequired: 'Escribe la nota',
  privacidadVerbal: 'Confirma que el cliente aceptó la política de privacidad',
  /** Staff forms speak to the staff member about the client, never as the public form does (issue 22). */
  nombreCompleto: 'Ingresa el nombre completo del cliente',
  alreadyClosed: 'Este cliente interesado ya está cerrado.',
  searchPlaceholder: 'Buscar por nombre, DNI, correo o celular...',
  created: 'Cliente interesado registrado',
  assigned: 'Asesor asignado',
  contacted: 'Contacto registrado',
  closed: 'Cliente interesado cerrado',
  noted: 'Nota agregada',
  saleRequested: 'Venta registrada: queda por confirmar por un administrador o ejecutivo',
  saleConfirmed: 'Venta confirmada: el automóvil quedó vendido',
  saleRejected: 'Venta rechazada: el cliente interesado vuelve a seguimiento',
  noSaleToAnswer: 'Este cliente interesado no tiene una venta por confirmar.',
  saleAwaiting: 'Este cliente interesado tiene una venta por confirmar: confírmala o recházala.',
  noVehicle: 'El vehículo de este cliente interesado ya no está en el inventario.',
  vehicleSold: 'El vehículo de este cliente interesado ya está vendido.',
} as const;

/** Spec 001 §9: page sizes 5, 10, 25, 50, default 10. */
export const INTERESTED_PAGE_SIZES = [5, 10, 25, 50] as const;
export const INTERESTED_PAGE_SIZE = 10;
export const INTERESTED_SEARCH_MAX = 100;
export const LEAD_NOTE_MAX = 1000;

/**
 * Spec 001 §2.6 state filter: 'Todos los estados' (todos) and 'Interesados activos' (activos: still
 * waiting for attention — not attended and not closed; decision 0023).
 */
export const INTERESTED_STATE_FILTERS = ['todos', 'activos'] as const;
export type InterestedStateFilter = (typeof INTERESTED_STATE_FILTERS)[number];

/** GET /interesados: one page searched and filtered in the database. */
export const interestedPageQuerySchema = z.object({
  q: boundedText(INTERESTED_SEARCH_MAX).optional(),
  estado: z.enum(INTERESTED_STATE_FILTERS).default('todos'),
  /** Issue 26: only the leads of one origin ('Origen' filter). */
  origen: z.enum(LEAD_ORIGINS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: pageSizeSchema(INTERESTED_PAGE_SIZES).default(INTERESTED_PAGE_SIZE),
});
export type InterestedPageQuery = z.infer<typeof interestedPageQuerySchema>;

const isoDate = z.iso.datetime({ offset: true });

/** An interested client as the staff screens read it (spec 001 §3 plus the follow-up of issue 10). */
export const interestedSchema = z.object({
  idInteresado: z.number().int(),
  nombreCompleto: z.string(),
  dni: z.string(),
  correo: z.string(),
  celular: z.string(),
  idAuto: z.number().int().nullable(),
  automovil: z.string(),
  tag: z.string().nullable(),
  fechaReg: isoDate,
  fechaCita: isoDate.nullable(),
  estado: z.boolean(),
  comentarios: z.string().nullable(),
  idUsuarioAtencion: z.number().int().nullable(),
  nombreUsuarioAtencion: z.string().nullable(),
  fechaAtencion: isoDate.nullable(),
  origen: z.enum(LEAD_ORIGINS),
  idUsuarioAsignado: z.number().int().nullable(),
  nombreUsuarioAsignado: z.string().nullable(),
  fechaPrimeraRespuesta: isoDate.nullable(),
  resultado: z.enum(LEAD_RESULTS).nullable(),
  motivoPerdida: z.enum(LEAD_LOSS_REASONS).nullable(),
  fechaCierre: isoDate.nullable(),
  consentimientoMarketing: z.boolean(),
  version: z.number().int(),
});
export type Interested = z.infer<typeof interestedSchema>;

export const leadEventSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(LEAD_EVENTS),
  nota: z.string().nullable(),
  usuario: z.string().nullable(),
  usuarioDestino: z.string().nullable(),
  fecha: isoDate,
});
export type LeadEventItem = z.infer<typeof leadEventSchema>;

export const interestedPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    interesados: z.array(interestedSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export const interestedAllResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ interesados: z.array(interestedSchema) }),
});
export const interestedDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    interesado: interestedSchema,
    eventos: z.array(leadEventSchema),
    /** The consent history of the lead's e-mail (decision 0029). */
    consentimientos: z.array(consentRecordSchema),
    /** The credit scenario of a 'Solicitar evaluación' lead (issue 26), or null. */
    financiamiento: leadFinancingSchema.nullable(),
  }),
});
export const interestedSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ interesado: interestedSchema }),
});

/**
 * PUT /interesados/{id}/estado (spec 001 §7: estado and idUsuarioAtencion; the name is the server's).
 * Unlike the original, the chosen state is sent and stored (decision 0023).
 */
export const interestedStateSchema = z.object({
  estado: z.boolean({ error: INTERESTED_MESSAGES.missingData }),
  idUsuarioAtencion: int32({ min: 1 }, INTERESTED_MESSAGES.noUser),
  version: versionSchema,
});
export type InterestedStateRequest = z.input<typeof interestedStateSchema>;

const fields = interestRequestSchema.shape;
export const STAFF_LEAD_ORIGINS = ['TELEFONO', 'TIENDA'] as const;

/**
 * POST /interesados/registro, 'Añadir Interesado': the public form's formats (its messages worded for
 * the staff member, about the client), a call or a
 * visit as origin, the car from the inventory, and the privacy consent the client gave by voice.
 */
export const interestedCreateSchema = z
  .object({
    idAuto: int32({ min: 1 }, INTERESTED_MESSAGES.vehicleRequired),
    nombreCompleto: requiredText(
      COLUMN_LENGTHS.interesado.nombreCompleto,
      INTERESTED_MESSAGES.nombreCompleto,
      3,
      INTERESTED_MESSAGES.nombreCompleto,
    ),
    dni: fields.dni,
    correo: fields.correo,
    celular: fields.celular,
    fechaCita: fields.fechaCita,
    comentarios: multiLineText(INTEREST_COMMENT_MAX).optional(),
    origen: z.enum(STAFF_LEAD_ORIGINS),
    consentimientoPrivacidad: z.literal(true, { error: INTERESTED_MESSAGES.privacidadVerbal }),
    consentimientoMarketing: z.boolean().default(false),
  })
  .describe(INTEREST_RULES);
export type InterestedCreateRequest = z.input<typeof interestedCreateSchema>;

/** PUT /interesados/{id}/asignacion. */
export const interestedAssignSchema = z.object({
  idUsuarioAsignado: idSchema,
  version: versionSchema,
});

export const CONTACT_CHANNELS = ['WHATSAPP', 'TELEFONO'] as const;
export const CONTACT_CHANNEL_LABELS: Record<(typeof CONTACT_CHANNELS)[number], string> = {
  WHATSAPP: 'WhatsApp',
  TELEFONO: 'Teléfono',
};
const noteText = multiLineText(LEAD_NOTE_MAX);

/** POST /interesados/{id}/contactos: a WhatsApp message or a call, with an optional note. */
export const interestedContactSchema = z.object({
  canal: z.enum(CONTACT_CHANNELS),
  nota: noteText.optional(),
  version: versionSchema,
});

/**
 * PUT /interesados/{id}/cierre: VENDIDO, or PERDIDO with a reason a person chooses. A manager's
 * VENDIDO sells the car; an asesor's awaits a manager's confirmation (decision 0040).
 */
export const interestedCloseSchema = z
  .object({
    resultado: z.enum(LEAD_OUTCOMES),
    motivoPerdida: z.enum(MANUAL_LOSS_REASONS).nullable().optional(),
    nota: noteText.optional(),
    version: versionSchema,
  })
  .superRefine((value, context) => {
    if (value.resultado === 'PERDIDO' && !value.motivoPerdida) {
      context.addIssue({
        code: 'custom',
        path: ['motivoPerdida'],
        message: INTERESTED_MESSAGES.motivoRequired,
      });
    }
    if (value.resultado === 'VENDIDO' && value.motivoPerdida) {
      context.addIssue({
        code: 'custom',
        path: ['motivoPerdida'],
        message: INTERESTED_MESSAGES.motivoNotAllowed,
      });
    }
  })
  .describe(
    'Reglas que el esquema no expresa: `motivoPerdida` es obligatorio cuando `resultado` es PERDIDO ' +
      'y no va cuando es VENDIDO.',
  );

/** POST /interesados/{id}/venta/confirmacion and /venta/rechazo: a manager's answer to an asesor's sale. */
export const interestedSaleAnswerSchema = z.object({
  nota: noteText.optional(),
  version: versionSchema,
});

/** POST /interesados/{id}/notas. */
export const interestedNoteSchema = z.object({
  nota: noteText.regex(trimmedAtLeast(1), INTERESTED_MESSAGES.notaRequired),
  version: versionSchema,
});
