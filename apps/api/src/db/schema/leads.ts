import {
  LEAD_EVENTS,
  LEAD_LOSS_REASONS,
  LEAD_ORIGINS,
  LEAD_OUTCOMES,
} from '@motorplaza/domain/leads/lead-pipeline';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
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
    /** Closing: VENDIDO, or PERDIDO with a reason. */
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
    check('interesado_resultado_check', sql`${t.resultado} is null or ${inList(t.resultado, LEAD_OUTCOMES)}`),
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

export const SELL_OFFER_STATUSES = ['NUEVA', 'CONTACTADA', 'DESCARTADA', 'COMPRADA'] as const;

/** Offers from the sell-your-car page. */
export const sellOffer = pgTable(
  'sell_offer',
  {
    id: serial().primaryKey(),
    nombreCompleto: varchar({ length: COLUMN_LENGTHS.sellOffer.nombreCompleto }).notNull(),
    dni: varchar({ length: COLUMN_LENGTHS.sellOffer.dni }),
    correo: varchar({ length: COLUMN_LENGTHS.sellOffer.correo }).notNull(),
    celular: varchar({ length: COLUMN_LENGTHS.sellOffer.celular }).notNull(),
    marca: varchar({ length: COLUMN_LENGTHS.sellOffer.marca }).notNull(),
    modelo: varchar({ length: COLUMN_LENGTHS.sellOffer.modelo }).notNull(),
    anio: smallint().notNull(),
    kilometraje: integer().notNull(),
    precioEsperado: integer(),
    comentarios: text(),
    consentimientoPrivacidad: boolean().notNull(),
    consentimientoMarketing: boolean().notNull().default(false),
    status: varchar({ length: COLUMN_LENGTHS.sellOffer.status }).notNull().default('NUEVA'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(1),
  },
  (t) => [
    check('sell_offer_status_check', inList(t.status, SELL_OFFER_STATUSES)),
    check('sell_offer_privacidad_check', sql`${t.consentimientoPrivacidad}`),
    check('sell_offer_km_check', sql`${t.kilometraje} >= 0`),
  ],
);

export const COMPLAINT_KINDS = ['RECLAMO', 'QUEJA'] as const;
export const COMPLAINT_GOODS = ['PRODUCTO', 'SERVICIO'] as const;
export const COMPLAINT_DOCUMENTS = ['DNI', 'CE', 'PASAPORTE', 'RUC'] as const;
export const COMPLAINT_STATUSES = ['PENDIENTE', 'RESPONDIDO'] as const;

/**
 * Complaints-book entries (Libro de Reclamaciones, Código de Protección y Defensa del Consumidor,
 * D.S. 011-2011-PCM): consumer, the good or service, the claim, the consumer's request, and the
 * provider's answer within the legal term.
 */
export const complaint = pgTable(
  'complaint',
  {
    id: serial().primaryKey(),
    codigo: varchar({ length: COLUMN_LENGTHS.complaint.codigo }).notNull().unique(),
    nombreCompleto: varchar({ length: COLUMN_LENGTHS.complaint.nombreCompleto }).notNull(),
    tipoDocumento: varchar({ length: COLUMN_LENGTHS.complaint.tipoDocumento }).notNull(),
    nroDocumento: varchar({ length: COLUMN_LENGTHS.complaint.nroDocumento }).notNull(),
    domicilio: varchar({ length: COLUMN_LENGTHS.complaint.domicilio }).notNull(),
    telefono: varchar({ length: COLUMN_LENGTHS.complaint.telefono }).notNull(),
    correo: varchar({ length: COLUMN_LENGTHS.complaint.correo }).notNull(),
    apoderado: varchar({ length: COLUMN_LENGTHS.complaint.apoderado }),
    tipoBien: varchar({ length: COLUMN_LENGTHS.complaint.tipoBien }).notNull(),
    montoReclamado: integer(),
    descripcionBien: text().notNull(),
    tipo: varchar({ length: COLUMN_LENGTHS.complaint.tipo }).notNull(),
    detalle: text().notNull(),
    pedido: text().notNull(),
    respuesta: text(),
    respondidoEn: timestamp({ withTimezone: true }),
    idUsuarioRespuesta: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
    estado: varchar({ length: COLUMN_LENGTHS.complaint.estado }).notNull().default('PENDIENTE'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    version: integer().notNull().default(1),
  },
  (t) => [
    check('complaint_tipo_check', inList(t.tipo, COMPLAINT_KINDS)),
    check('complaint_bien_check', inList(t.tipoBien, COMPLAINT_GOODS)),
    check('complaint_documento_check', inList(t.tipoDocumento, COMPLAINT_DOCUMENTS)),
    check('complaint_estado_check', inList(t.estado, COMPLAINT_STATUSES)),
  ],
);
