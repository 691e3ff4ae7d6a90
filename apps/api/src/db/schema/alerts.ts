import { ALERT_STATES } from '@motorplaza/domain/alerts/alert.schema';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { correoSaliente } from './mail';
import { inList } from './sql-helpers';
import { automovil } from './vehicles';

export const INVENTORY_EVENT_KINDS = ['PUBLICADO', 'BAJA'] as const;
export const ALERT_MATCH_KINDS = ['NUEVO', 'BAJA'] as const;

/**
 * 'Avísame cuando llegue' (issue 26; docs/decisions/0083-catalogue-alerts.md): a catalogue view's
 * criteria and the e-mail to tell. PENDIENTE until its confirmation link is opened (double opt-in),
 * then ACTIVA; a deleted or unsubscribed alert is removed (the consent ledger keeps the fact).
 */
export const alerta = pgTable(
  'alerta',
  {
    id: serial().primaryKey(),
    correo: varchar({ length: COLUMN_LENGTHS.alerta.correo }).notNull(),
    /** The catalogue query, canonical (alertQuery), '' for every car. */
    consulta: varchar({ length: COLUMN_LENGTHS.alerta.consulta }).notNull(),
    /** The criteria in words as the visitor saw them when subscribing. */
    resumen: varchar({ length: COLUMN_LENGTHS.alerta.resumen }).notNull(),
    /**
     * The brands the query names (its criteria's exact `marca` filter; empty for any brand): the matcher
     * reads only the alerts a car's brand can match, through the GIN index, instead of every alert.
     */
    marcas: text().array().notNull().default(sql`'{}'::text[]`),
    estado: varchar({ length: COLUMN_LENGTHS.alerta.estado }).notNull().default('PENDIENTE'),
    creadoEn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The end of the confirmation window of a pending alert. */
    venceEn: timestamp({ withTimezone: true }).notNull(),
    confirmadoEn: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alerta_correo_consulta_idx').on(sql`lower(${t.correo})`, t.consulta),
    index('alerta_estado_idx').on(t.estado, t.venceEn),
    index('alerta_marcas_idx').using('gin', t.marcas),
    check('alerta_estado_check', inList(t.estado, ALERT_STATES)),
  ],
);

/**
 * What the inventory did that alerts care about, written in the transaction of the change (a car
 * became public, or a listed price dropped) and deleted by the matcher once matched: a queue, so
 * several instances share it with `FOR UPDATE SKIP LOCKED` and none is missed or matched twice.
 */
export const inventarioEvento = pgTable(
  'inventario_evento',
  {
    id: serial().primaryKey(),
    idAuto: integer()
      .notNull()
      .references(() => automovil.idAuto, { onDelete: 'cascade' }),
    tipo: varchar({ length: COLUMN_LENGTHS.inventarioEvento.tipo }).notNull(),
    precioAnterior: integer(),
    precioNuevo: integer().notNull(),
    creadoEn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('inventario_evento_tipo_check', inList(t.tipo, INVENTORY_EVENT_KINDS))],
);

/**
 * A car an active alert should hear of: new to the catalogue, or cheaper. The daily digest sends the
 * unsent ones of an e-mail together and stamps them with its outbox message.
 */
export const alertaCoincidencia = pgTable(
  'alerta_coincidencia',
  {
    id: serial().primaryKey(),
    idAlerta: integer()
      .notNull()
      .references(() => alerta.id, { onDelete: 'cascade' }),
    idAuto: integer()
      .notNull()
      .references(() => automovil.idAuto, { onDelete: 'cascade' }),
    tipo: varchar({ length: COLUMN_LENGTHS.alertaCoincidencia.tipo }).notNull(),
    precioAnterior: integer(),
    precioNuevo: integer().notNull(),
    creadoEn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The outbox message of the digest that listed it; null until then. */
    idCorreo: integer().references(() => correoSaliente.id, { onDelete: 'set null' }),
    enviadoEn: timestamp({ withTimezone: true }),
  },
  (t) => [
    // A car is new to an alert once; each lower price once.
    uniqueIndex('alerta_coincidencia_nuevo_idx').on(t.idAlerta, t.idAuto).where(sql`${t.tipo} = 'NUEVO'`),
    uniqueIndex('alerta_coincidencia_baja_idx')
      .on(t.idAlerta, t.idAuto, t.precioNuevo)
      .where(sql`${t.tipo} = 'BAJA'`),
    index('alerta_coincidencia_pendiente_idx').on(t.idAlerta).where(sql`${t.enviadoEn} is null`),
    check('alerta_coincidencia_tipo_check', inList(t.tipo, ALERT_MATCH_KINDS)),
  ],
);

/** One row per e-mail and Lima day a digest left: the rule of one e-mail a day, kept by the database. */
export const alertaEnvio = pgTable(
  'alerta_envio',
  {
    id: serial().primaryKey(),
    correo: varchar({ length: COLUMN_LENGTHS.alertaEnvio.correo }).notNull(),
    /** The day in Lima, yyyy-MM-dd. */
    dia: varchar({ length: COLUMN_LENGTHS.alertaEnvio.dia }).notNull(),
    idCorreo: integer().references(() => correoSaliente.id, { onDelete: 'set null' }),
    creadoEn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alerta_envio_correo_dia_idx').on(sql`lower(${t.correo})`, t.dia)],
);
