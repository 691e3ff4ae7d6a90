import {
  COMPLAINT_CHANNELS,
  COMPLAINT_CURRENCIES,
  COMPLAINT_DOCUMENTS,
  COMPLAINT_GOODS,
  COMPLAINT_KINDS,
  COMPLAINT_STATUSES,
} from '@motorplaza/domain/complaints/complaint-texts';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { inList } from './sql-helpers';
import { usuario } from './users';

const L = COLUMN_LENGTHS.complaint;

/**
 * The virtual complaints book (Libro de Reclamaciones; Ley 29571 arts. 150–152, D.S. 011-2011-PCM as
 * amended by D.S. 101-2022-PCM, Anexo I). The consumer's part (parts 1–3 and the provider data copied
 * when the sheet was filed) is never changed after insert; staff fill part 4 and the follow-up columns.
 */
export const complaint = pgTable(
  'complaint',
  {
    id: serial().primaryKey(),
    /** 'HOJA DE RECLAMACIÓN Nº' number as shown: '000000001-2026' (per book and year). */
    codigo: varchar({ length: L.codigo }).notNull(),
    codigoLibro: varchar({ length: L.codigoLibro }).notNull(),
    anio: smallint().notNull(),
    correlativo: integer().notNull(),
    /** The provider as it was when the sheet was filed. */
    razonSocial: varchar({ length: L.razonSocial }).notNull(),
    ruc: varchar({ length: L.ruc }).notNull(),
    establecimiento: varchar({ length: L.establecimiento }).notNull(),
    // (1) The consumer.
    nombreCompleto: varchar({ length: L.nombreCompleto }).notNull(),
    tipoDocumento: varchar({ length: L.tipoDocumento }).notNull(),
    nroDocumento: varchar({ length: L.nroDocumento }).notNull(),
    /** Address OR e-mail is the minimum (the other is optional). */
    domicilio: varchar({ length: L.domicilio }),
    telefono: varchar({ length: L.telefono }),
    correo: varchar({ length: L.correo }),
    /** A minor's parent or guardian. */
    menorEdad: boolean().notNull().default(false),
    apoderado: varchar({ length: L.apoderado }),
    apoderadoTipoDocumento: varchar({ length: L.apoderadoTipoDocumento }),
    apoderadoNroDocumento: varchar({ length: L.apoderadoNroDocumento }),
    apoderadoDomicilio: varchar({ length: L.apoderadoDomicilio }),
    apoderadoTelefono: varchar({ length: L.apoderadoTelefono }),
    apoderadoCorreo: varchar({ length: L.apoderadoCorreo }),
    // (2) The contracted good.
    /** Optional: the rules' minimum is name, document, address or e-mail, date and detail. */
    tipoBien: varchar({ length: L.tipoBien }),
    moneda: varchar({ length: L.moneda }),
    montoReclamado: numeric({ precision: 12, scale: 2, mode: 'number' }),
    descripcionBien: text(),
    // (3) The claim.
    /** As filed by the consumer. */
    tipoOriginal: varchar({ length: L.tipoOriginal }).notNull(),
    /** As classified now (staff may re-classify a queja as a reclamo, with the reason). */
    tipo: varchar({ length: L.tipo }).notNull(),
    detalle: text().notNull(),
    pedido: text(),
    /** The consumer agreed to the sheet's content (the virtual signature). */
    aceptaConsumidor: boolean().notNull().default(true),
    canalRespuesta: varchar({ length: L.canalRespuesta }).notNull().default('CORREO'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last day of the legal term (15 business days in Lima). */
    fechaLimite: date({ mode: 'string' }).notNull(),
    /** When the copy reached the SMTP server (set by the outbox). */
    copiaEnviadaEn: timestamp({ withTimezone: true }),
    // (4) The provider's observations and actions.
    estado: varchar({ length: L.estado }).notNull().default('PENDIENTE'),
    respuesta: text(),
    respondidoEn: timestamp({ withTimezone: true }),
    idUsuarioRespuesta: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
    respuestaCanal: varchar({ length: L.respuestaCanal }),
    /** The date the answer was communicated (e-mail sent, or the letter's date entered by staff). */
    respuestaComunicadaEn: timestamp({ withTimezone: true }),
    motivoReclasificacion: text(),
    reclasificadoEn: timestamp({ withTimezone: true }),
    idUsuarioReclasifica: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('complaint_libro_correlativo_unique').on(t.codigoLibro, t.anio, t.correlativo),
    uniqueIndex('complaint_codigo_unique').on(t.codigoLibro, t.codigo),
    index('complaint_fecha_idx').on(t.createdAt),
    index('complaint_estado_limite_idx').on(t.estado, t.fechaLimite),
    index('complaint_documento_idx').on(t.nroDocumento),
    index('complaint_nombre_trgm').using('gin', sql`lower(${t.nombreCompleto}) gin_trgm_ops`),
    check('complaint_tipo_check', inList(t.tipo, COMPLAINT_KINDS)),
    check('complaint_tipo_original_check', inList(t.tipoOriginal, COMPLAINT_KINDS)),
    check('complaint_bien_check', sql`${t.tipoBien} is null or ${inList(t.tipoBien, COMPLAINT_GOODS)}`),
    check('complaint_documento_check', inList(t.tipoDocumento, COMPLAINT_DOCUMENTS)),
    check('complaint_estado_check', inList(t.estado, COMPLAINT_STATUSES)),
    check('complaint_moneda_check', sql`${t.moneda} is null or ${inList(t.moneda, COMPLAINT_CURRENCIES)}`),
    check('complaint_canal_check', inList(t.canalRespuesta, COMPLAINT_CHANNELS)),
    check(
      'complaint_respuesta_canal_check',
      sql`${t.respuestaCanal} is null or ${inList(t.respuestaCanal, COMPLAINT_CHANNELS)}`,
    ),
    check('complaint_contacto_check', sql`${t.domicilio} is not null or ${t.correo} is not null`),
    check('complaint_correlativo_check', sql`${t.correlativo} > 0`),
  ],
);

/**
 * The last correlative given per book and year: the next sheet takes it with
 * `insert … on conflict do update set ultimo = ultimo + 1 returning ultimo` in its transaction, so
 * concurrent submissions queue on the row and a rolled-back one leaves no gap.
 */
export const complaintBookCounter = pgTable(
  'complaint_book_counter',
  {
    codigoLibro: varchar({ length: COLUMN_LENGTHS.complaintBookCounter.codigoLibro }).notNull(),
    anio: smallint().notNull(),
    ultimo: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.codigoLibro, t.anio] })],
);

/** Peruvian public holidays (the legal terms count business days in Lima); an admin can add more. */
export const feriado = pgTable('feriado', {
  fecha: date({ mode: 'string' }).primaryKey(),
  nombre: varchar({ length: COLUMN_LENGTHS.feriado.nombre }).notNull(),
  /** When an administrator added it (null for the holidays the migration brought). */
  creadoEn: timestamp({ withTimezone: true }),
  idUsuarioCrea: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
});

/**
 * Copies of sheets e-mailed to one address on one Lima day (issue 23, Medium 5): the book mails the
 * copy to whatever address a visitor types, so an address gets at most a few a day. The address is
 * kept as its SHA-256 only; a row is worth one day and older rows are removed as new ones are counted.
 */
export const complaintCopyCount = pgTable(
  'complaint_copy_count',
  {
    destinatarioHash: varchar({ length: COLUMN_LENGTHS.complaintCopyCount.destinatarioHash }).notNull(),
    dia: date({ mode: 'string' }).notNull(),
    copias: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.destinatarioHash, t.dia] }),
    index('complaint_copy_count_dia_idx').on(t.dia),
  ],
);
