import { z } from 'zod';
import { INSPECTION_SITES, type InspectionSite } from '../offers/sell-offer-rules';
import { COLUMN_LENGTHS } from '../shared/column-lengths';
import {
  boundedText,
  idSchema,
  multiLineText,
  requiredText,
  versionSchema,
  WHITE_SPACE,
} from '../shared/fields';
import { celularSchema, correoSchema, dniSchema } from '../shared/peru';

/**
 * 'Agendar prueba de manejo' (issue 26; docs/decisions/0080-test-drives.md): a buyer books an hour
 * at the store where the car is, in the same slots and the same capacity as the sell-your-car
 * inspections, and may look it up, move or cancel it with its code and DNI.
 */

export const TEST_DRIVE_STATUSES = ['PROGRAMADA', 'CANCELADA', 'REALIZADA', 'NO_ASISTIO'] as const;
export type TestDriveStatus = (typeof TEST_DRIVE_STATUSES)[number];
export const TEST_DRIVE_STATUS_LABELS: Record<TestDriveStatus, string> = {
  PROGRAMADA: 'Programada',
  CANCELADA: 'Cancelada',
  REALIZADA: 'Realizada',
  NO_ASISTIO: 'No asistió',
};

/** Badge colours, dark enough for white text (WCAG AA), as the offers' statuses. */
export const TEST_DRIVE_STATUS_COLORS: Record<TestDriveStatus, string> = {
  PROGRAMADA: 'blue.8',
  CANCELADA: 'red.9',
  REALIZADA: 'green.9',
  NO_ASISTIO: 'gray.8',
};

/** What the staff mark once the hour has come. */
export const TEST_DRIVE_OUTCOMES = ['REALIZADA', 'NO_ASISTIO'] as const;

/** What the buyer brings: who drives must be who they say, and may drive. */
export const TEST_DRIVE_CHECKLIST = [
  'Tu DNI (o carné de extranjería)',
  'Tu licencia de conducir vigente',
] as const;

export function testDriveCode(id: number, year: number): string {
  return `PM-${year}-${String(id).padStart(6, '0')}`;
}

/** Where a car can be driven: its store, or either store for a 'Previa Cita' car (swPiso 0). */
export function sitesOfStore(swPiso: number | null | undefined): InspectionSite[] {
  if (swPiso === 1) return ['SAN_ISIDRO'];
  if (swPiso === 2) return ['SURCO'];
  return [...INSPECTION_SITES];
}

export const TEST_DRIVE_MESSAGES = {
  nombreCompleto: 'Ingresa tu nombre completo',
  privacidad: 'Debes aceptar la política de privacidad para agendar tu prueba',
  sede: 'Elige la tienda',
  inicio: 'Elige el día y la hora de tu prueba',
  slotUnavailable: 'Ese horario ya no se ofrece. Elige otro, por favor.',
  slotFull: 'Ese horario se acaba de llenar. Elige otro, por favor.',
  wrongSite: 'Este auto se prueba en otra tienda. Elige la tienda que se muestra.',
  vehicleNotFound: 'El vehículo ya no está disponible.',
  created: 'Agendamos tu prueba de manejo. Te enviamos la confirmación a tu correo.',
  throttled: 'Recibimos varias solicitudes desde tu conexión. Inténtalo de nuevo en unos minutos.',
  codigo: 'Ingresa el código de tu prueba, por ejemplo PM-2026-000123',
  notFound: 'No encontramos una prueba con ese código y ese DNI. Revisa ambos datos e inténtalo de nuevo.',
  lookupThrottled: 'Hiciste varias consultas seguidas. Inténtalo de nuevo en unos minutos.',
  closed: 'Esta prueba ya no se puede cambiar. Si necesitas algo, escríbenos o llámanos.',
  sameSlot: 'Ese ya es el horario de tu prueba. Elige otro, por favor.',
  stale: 'Tu prueba cambió mientras la veías. La volvimos a cargar; revisa y vuelve a intentarlo.',
  moved: 'Cambiamos tu prueba de manejo. Te enviamos la confirmación a tu correo.',
  cancelled: 'Cancelamos tu prueba de manejo. Te enviamos la confirmación a tu correo.',
  motivo: 'El motivo puede tener hasta 300 caracteres',
  marked: 'Guardamos el resultado de la prueba.',
  notYet: 'La prueba aún no empieza: márcala cuando llegue su hora.',
  notScheduled: 'Esta prueba ya no está programada.',
  conflict: 'La prueba cambió mientras la veías. Vuelve a cargarla e inténtalo de nuevo.',
  carGone: 'El auto ya no está disponible',
} as const;

const slotRules =
  'Reglas que el esquema no expresa: `inicio` es uno de los horarios libres de GET ' +
  '/pruebas-de-manejo/horarios/{idAuto} en `sede`, y `sede` es una de las tiendas del auto.';

const slotFields = {
  sede: z.enum(INSPECTION_SITES, { error: TEST_DRIVE_MESSAGES.sede }),
  inicio: z.iso.datetime({ offset: true, error: TEST_DRIVE_MESSAGES.inicio }),
};

/** POST /pruebas-de-manejo: the car, the slot and the buyer's contact, with the interest form's consents. */
export const testDriveBookSchema = z
  .object({
    idAuto: idSchema,
    ...slotFields,
    nombreCompleto: requiredText(
      COLUMN_LENGTHS.pruebaManejo.nombreCompleto,
      TEST_DRIVE_MESSAGES.nombreCompleto,
      3,
      TEST_DRIVE_MESSAGES.nombreCompleto,
    ),
    dni: dniSchema,
    correo: correoSchema,
    celular: celularSchema,
    consentimientoPrivacidad: z.literal(true, { error: TEST_DRIVE_MESSAGES.privacidad }),
    consentimientoMarketing: z.boolean().default(false),
  })
  .describe(slotRules);
export type TestDriveBook = z.input<typeof testDriveBookSchema>;

const GAP = `[${WHITE_SPACE}]*`;
const CODE_INPUT_PATTERN = new RegExp(
  `^${GAP}[Pp]${GAP}[Mm]${GAP}-${GAP}(?:[0-9]${GAP}){4}-${GAP}(?:[0-9]${GAP}){6,}$`,
);
const codeSchema = boundedText(40, TEST_DRIVE_MESSAGES.codigo)
  .regex(CODE_INPUT_PATTERN, TEST_DRIVE_MESSAGES.codigo)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase());

/** POST /pruebas-de-manejo/consulta: the code and the buyer's DNI. */
export const testDriveLookupSchema = z.object({ codigo: codeSchema, dni: dniSchema });
export type TestDriveLookup = z.input<typeof testDriveLookupSchema>;

export const testDriveMoveSchema = testDriveLookupSchema
  .extend({ ...slotFields, version: versionSchema })
  .describe(slotRules);
export type TestDriveMove = z.input<typeof testDriveMoveSchema>;

export const testDriveCancelSchema = testDriveLookupSchema.extend({
  motivo: multiLineText(COLUMN_LENGTHS.pruebaManejo.motivo, TEST_DRIVE_MESSAGES.motivo)
    .optional()
    .transform((value) => value?.trim() || null),
  version: versionSchema,
});
export type TestDriveCancel = z.input<typeof testDriveCancelSchema>;

/** What the look-up shows: never the buyer's contact data. */
export const testDriveViewSchema = z.object({
  codigo: z.string(),
  estado: z.enum(TEST_DRIVE_STATUSES),
  idAuto: z.number().int().nullable(),
  auto: z.string(),
  sede: z.enum(INSPECTION_SITES),
  /** The stores the buyer may move to (the car's). */
  sedes: z.array(z.enum(INSPECTION_SITES)),
  tienda: z.string(),
  direccion: z.string().nullable(),
  inicio: z.iso.datetime({ offset: true }),
  motivo: z.string().nullable(),
  puedeCambiar: z.boolean(),
  version: z.number().int(),
});
export type TestDriveView = z.infer<typeof testDriveViewSchema>;

export const testDriveResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ prueba: testDriveViewSchema }),
});

/** PATCH /pruebas-de-manejo/{id}/resultado: 'Realizada' or 'No asistió', with the version read. */
export const testDriveOutcomeSchema = z.object({
  estado: z.enum(TEST_DRIVE_OUTCOMES),
  version: versionSchema,
});

/** GET /pruebas-de-manejo/agenda: one store's day. */
export const testDriveDayQuerySchema = z.object({
  fecha: z.iso.date('Elige una fecha válida'),
  sede: z.enum(INSPECTION_SITES, { error: TEST_DRIVE_MESSAGES.sede }),
});

export const staffTestDriveSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  estado: z.enum(TEST_DRIVE_STATUSES),
  auto: z.string(),
  idAuto: z.number().int().nullable(),
  nombreCompleto: z.string(),
  celular: z.string(),
  idInteresado: z.number().int().nullable(),
  version: z.number().int(),
});
export type StaffTestDrive = z.infer<typeof staffTestDriveSchema>;

export const staffInspectionSchema = z.object({
  codigo: z.string(),
  auto: z.string(),
  nombreCompleto: z.string(),
  estado: z.string(),
});

export const testDriveDaySchema = z.object({
  fecha: z.iso.date(),
  sede: z.enum(INSPECTION_SITES),
  tienda: z.string(),
  capacidad: z.number().int(),
  horas: z.array(
    z.object({
      inicio: z.iso.datetime({ offset: true }),
      hora: z.string(),
      usados: z.number().int(),
      pruebas: z.array(staffTestDriveSchema),
      inspecciones: z.array(staffInspectionSchema),
    }),
  ),
});
export type TestDriveDay = z.infer<typeof testDriveDaySchema>;
