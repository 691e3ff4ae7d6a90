import { EMPLOYMENT_TYPES, INCOME_RANGES } from '@motorplaza/domain/leads/financing-request.schema';
import {
  LEAD_EVENTS,
  LEAD_LOSS_REASONS,
  LEAD_ORIGINS,
  LEAD_RESULTS,
} from '@motorplaza/domain/leads/lead-pipeline';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { inList } from './sql-helpers';
import { usuario } from './users';
import { automovil } from './vehicles';

/** Interested buyers (spec 001 §3 "Interested client"); estado true = attended. */
export const interesado = pgTable(
  'interesado',
  {
    idInteresado: serial().primaryKey(),
    nombreCompleto: varchar({ length: COLUMN_LENGTHS.interesado.nombreCompleto }).notNull(),
    dni: varchar({ length: COLUMN_LENGTHS.interesado.dni }).notNull(),
    correo: varchar({ length: COLUMN_LENGTHS.interesado.correo }).notNull(),
    celular: varchar({ length: COLUMN_LENGTHS.interesado.celular }).notNull(),
    idAuto: integer().references(() => automovil.idAuto, { onDelete: 'set null' }),
    /** The car of interest as described when the buyer asked (kept if the car is archived). */
    automovil: varchar({ length: COLUMN_LENGTHS.interesado.automovil }).notNull(),
    tag: varchar({ length: COLUMN_LENGTHS.interesado.tag }),
    fechaReg: timestamp({ withTimezone: true }).notNull().defaultNow(),
    fechaCita: timestamp({ withTimezone: true }),
    estado: boolean().notNull().default(false),
    comentarios: text(),
    idUsuarioAtencion: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
    fechaAtencion: timestamp({ withTimezone: true }),
    /** Peruvian data law (Ley 29733): privacy consent is required, marketing consent separate. */
    consentimientoPrivacidad: boolean().notNull(),
    consentimientoMarketing: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    /** Issue 10: where the lead came from (the public form, or staff entering a call or a visit). */
    origen: varchar({ length: COLUMN_LENGTHS.interesado.origen }).notNull().default('WEB'),
    /** The asesor in charge (public leads are assigned in turn among active asesores). */
    idUsuarioAsignado: integer().references(() => usuario.idUsuario, { onDelete: 'restrict' }),
    /** The first contact or attention: the lead's first-response time is this minus fechaReg. */
    fechaPrimeraRespuesta: timestamp({ withTimezone: true }),
    /** Closing: VENDIDO, or PERDIDO with a reason; POR_CONFIRMAR is an asesor's sale awaiting a manager. */
    resultado: varchar({ length: COLUMN_LENGTHS.interesado.resultado }),
    motivoPerdida: varchar({ length: COLUMN_LENGTHS.interesado.motivoPerdida }),
    fechaCierre: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('interesado_fecha_idx').on(t.fechaReg),
    index('interesado_estado_fecha_idx').on(t.estado, t.fechaReg),
    index('interesado_asignado_fecha_idx').on(t.idUsuarioAsignado, t.fechaReg),
    index('interesado_nombre_trgm').using('gin', sql`lower(${t.nombreCompleto}) gin_trgm_ops`),
    index('interesado_correo_trgm').using('gin', sql`lower(${t.correo}) gin_trgm_ops`),
    index('interesado_dni_trgm').using('gin', sql`${t.dni} gin_trgm_ops`),
    index('interesado_celular_trgm').using('gin', sql`${t.celular} gin_trgm_ops`),
    check('interesado_privacidad_check', sql`${t.consentimientoPrivacidad}`),
    check('interesado_origen_check', inList(t.origen, LEAD_ORIGINS)),
    check('interesado_resultado_check', sql`${t.resultado} is null or ${inList(t.resultado, LEAD_RESULTS)}`),
    check(
      'interesado_motivo_check',
      sql`${t.motivoPerdida} is null or ${inList(t.motivoPerdida, LEAD_LOSS_REASONS)}`,
    ),
  ],
);

/** Issue 10: a lead's timeline (created, assigned, contacted, attended, back to pending, closed, notes). */
export const interesadoEvento = pgTable(
  'interesado_evento',
  {
    id: serial().primaryKey(),
    idInteresado: integer()
      .notNull()
      .references(() => interesado.idInteresado, { onDelete: 'cascade' }),
    tipo: varchar({ length: COLUMN_LENGTHS.interesadoEvento.tipo }).notNull(),
    nota: text(),
    /** Who did it (null for the public form and automatic assignment). */
    idUsuario: integer().references(() => usuario.idUsuario, { onDelete: 'restrict' }),
    /** For ASIGNADO: the asesor assigned. */
    idUsuarioDestino: integer().references(() => usuario.idUsuario, { onDelete: 'restrict' }),
    fecha: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interesado_evento_lead_idx').on(t.idInteresado, t.fecha),
    check('interesado_evento_tipo_check', inList(t.tipo, LEAD_EVENTS)),
  ],
);

const money = () => numeric({ precision: 14, scale: 2, mode: 'number' }).notNull();
const rate = () => numeric({ precision: 10, scale: 8, mode: 'number' }).notNull();

/**
 * Issue 26: the credit scenario a 'Solicitar evaluación' lead sent, as the server recomputed it from the
 * settings of that moment (the rates may change later; the lead keeps what the buyer was shown).
 */
export const interesadoFinanciamiento = pgTable(
  'interesado_financiamiento',
  {
    idInteresado: integer()
      .primaryKey()
      .references(() => interesado.idInteresado, { onDelete: 'cascade' }),
    entidad: varchar({ length: COLUMN_LENGTHS.interesadoFinanciamiento.entidad }).notNull(),
    precioUsd: integer().notNull(),
    tipoCambio: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull(),
    precioSoles: money(),
    inicial: money(),
    plazo: integer().notNull(),
    cuotaMensual: money(),
    tea: rate(),
    tcea: rate(),
    interesesTotales: money(),
    rangoIngresos: varchar({ length: COLUMN_LENGTHS.interesadoFinanciamiento.rangoIngresos }).notNull(),
    tipoEmpleo: varchar({ length: COLUMN_LENGTHS.interesadoFinanciamiento.tipoEmpleo }).notNull(),
  },
  (t) => [
    check('interesado_financiamiento_plazo_check', sql`${t.plazo} between 12 and 60`),
    check('interesado_financiamiento_ingresos_check', inList(t.rangoIngresos, INCOME_RANGES)),
    check('interesado_financiamiento_empleo_check', inList(t.tipoEmpleo, EMPLOYMENT_TYPES)),
  ],
);
