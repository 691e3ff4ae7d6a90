import { z } from 'zod';
import { boundedText, multiLineText, pageSizeSchema, trimmedAtLeast, versionSchema } from '../shared/fields';
import { complaintSheetSchema } from './complaint.schema';
import {
  COMPLAINT_CHANNELS,
  COMPLAINT_DOCUMENTS,
  COMPLAINT_KINDS,
  COMPLAINT_STATUSES,
} from './complaint-texts';

/**
 * The staff screen 'Libro de Reclamaciones' (ADMIN and EJECUTIVO; docs/decisions/0028): the list,
 * searched, filtered, sorted and paged in the database; the detail; and the provider's actions on
 * part 4 — never on the consumer's part.
 */

export const COMPLAINT_ADMIN_MESSAGES = {
  title: 'Libro de Reclamaciones',
  loadFailed: 'Error: No se pudieron cargar las hojas de reclamación',
  notFound: 'La hoja de reclamación no existe.',
  stale: 'Otro usuario modificó esta hoja de reclamación. Vuelve a cargarla antes de guardar.',
  searchPlaceholder: 'Buscar por número, nombre o documento...',
  notPending: 'Solo una hoja pendiente puede pasar a «En atención».',
  alreadyAnswered: 'Esta hoja ya fue respondida.',
  notAQueja: 'Solo una queja puede reclasificarse como reclamo.',
  respuesta: 'Escribe la respuesta al consumidor',
  motivo: 'Explica por qué la queja es un reclamo (al menos 10 caracteres)',
  fechaCarta: 'Indica la fecha en que se entregó la carta (desde la fecha de la hoja hasta hoy)',
  noEmail: 'El consumidor no dejó un correo: registra la respuesta enviada por carta.',
  attended: 'La hoja pasó a «En atención».',
  answeredByEmail: 'Respuesta registrada. Se envía por correo con la hoja en PDF.',
  answeredByLetter: 'Respuesta registrada como enviada por carta.',
  reclassified: 'La queja se reclasificó como reclamo.',
} as const;

export const COMPLAINT_PAGE_SIZES = [10, 25, 50] as const;
export const COMPLAINT_PAGE_SIZE = 10;
export const COMPLAINT_SEARCH_MAX = 100;
export const COMPLAINT_ANSWER_MAX = 5000;
export const COMPLAINT_REASON_MAX = 1000;

/** The state filter: every state, the open ones (not answered yet), or one state. */
export const COMPLAINT_STATE_FILTERS = ['todos', 'abiertos', ...COMPLAINT_STATUSES] as const;
export type ComplaintStateFilter = (typeof COMPLAINT_STATE_FILTERS)[number];
export const COMPLAINT_KIND_FILTERS = ['todos', ...COMPLAINT_KINDS] as const;
export type ComplaintKindFilter = (typeof COMPLAINT_KIND_FILTERS)[number];
/** Sorts the database runs: newest, oldest, the nearest deadline first, the sheet number. */
export const COMPLAINT_SORTS = ['recientes', 'antiguos', 'vencimiento', 'codigo'] as const;
export type ComplaintSort = (typeof COMPLAINT_SORTS)[number];

/** The filters shared by the page and the export source. */
export const complaintFilterSchema = z.object({
  q: boundedText(COMPLAINT_SEARCH_MAX).optional(),
  estado: z.enum(COMPLAINT_STATE_FILTERS).default('todos'),
  tipo: z.enum(COMPLAINT_KIND_FILTERS).default('todos'),
  orden: z.enum(COMPLAINT_SORTS).default('recientes'),
});
export type ComplaintFilter = z.infer<typeof complaintFilterSchema>;

/** GET /libro-reclamaciones. */
export const complaintPageQuerySchema = complaintFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: pageSizeSchema(COMPLAINT_PAGE_SIZES).default(COMPLAINT_PAGE_SIZE),
});
export type ComplaintPageQuery = z.infer<typeof complaintPageQuerySchema>;

const instant = z.iso.datetime({ offset: true });

/** A row of the list (and of the exports). */
export const complaintRowSchema = z.object({
  idReclamo: z.number().int(),
  codigo: z.string(),
  codigoLibro: z.string(),
  fecha: instant,
  nombreCompleto: z.string(),
  tipoDocumento: z.enum(COMPLAINT_DOCUMENTS),
  nroDocumento: z.string(),
  tipo: z.enum(COMPLAINT_KINDS),
  tipoOriginal: z.enum(COMPLAINT_KINDS),
  estado: z.enum(COMPLAINT_STATUSES),
  fechaLimite: z.iso.date(),
  /** Business days from today (Lima) to the deadline; negative once overdue. */
  diasRestantes: z.number().int(),
  respondidoEn: instant.nullable(),
  respuestaCanal: z.enum(COMPLAINT_CHANNELS).nullable(),
  respuestaComunicadaEn: instant.nullable(),
  version: z.number().int(),
});
export type ComplaintRow = z.infer<typeof complaintRowSchema>;

export const complaintPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    reclamos: z.array(complaintRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** The export source: every sheet matching the filters, up to this many. */
export const COMPLAINT_EXPORT_MAX = 10_000;
export const complaintAllResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ reclamos: z.array(complaintRowSchema) }),
});

/** The whole sheet with what only the staff see: the copy's send time and who re-classified. */
export const complaintDetailSchema = complaintSheetSchema.extend({
  idReclamo: z.number().int(),
  diasRestantes: z.number().int(),
  copiaEnviadaEn: instant.nullable(),
  reclasificadoPor: z.string().nullable(),
  version: z.number().int(),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

export const complaintDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ reclamo: complaintDetailSchema }),
});
export const complaintSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ reclamo: complaintDetailSchema }),
});
/** GET /libro-reclamaciones/{id}/pdf: a short-lived link to the sheet's PDF as it stands. */
export const complaintPdfLinkResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});

/** PUT /libro-reclamaciones/{id}/atencion: PENDIENTE → EN_ATENCION. */
export const complaintAttendSchema = z.object({ version: versionSchema });

/**
 * PUT /libro-reclamaciones/{id}/respuesta: the provider's observations and actions (part 4), sent by
 * e-mail now (with the answered sheet in PDF) or recorded as a letter delivered on `fechaCarta`.
 */
export const complaintAnswerSchema = z
  .object({
    respuesta: multiLineText(COMPLAINT_ANSWER_MAX).regex(
      trimmedAtLeast(1),
      COMPLAINT_ADMIN_MESSAGES.respuesta,
    ),
    canal: z.enum(COMPLAINT_CHANNELS),
    /** The letter's delivery day (yyyy-MM-dd, Lima); only for CARTA. */
    fechaCarta: z.iso
      .date(COMPLAINT_ADMIN_MESSAGES.fechaCarta)
      .nullish()
      .transform((value) => value ?? null),
    version: versionSchema,
  })
  .superRefine((answer, context) => {
    if (answer.canal === 'CARTA' && !answer.fechaCarta)
      context.addIssue({
        code: 'custom',
        path: ['fechaCarta'],
        message: COMPLAINT_ADMIN_MESSAGES.fechaCarta,
      });
  })
  .describe('Regla que el esquema no expresa: `fechaCarta` es obligatoria cuando `canal` es CARTA.');
export type ComplaintAnswerRequest = z.input<typeof complaintAnswerSchema>;

/** PUT /libro-reclamaciones/{id}/reclasificacion: a queja whose content is a reclamo. */
export const complaintReclassifySchema = z.object({
  motivo: multiLineText(COMPLAINT_REASON_MAX).regex(trimmedAtLeast(10), COMPLAINT_ADMIN_MESSAGES.motivo),
  version: versionSchema,
});
export type ComplaintReclassifyRequest = z.input<typeof complaintReclassifySchema>;
