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
    nombreCompleto: varchar({ length: 150 }).notNull(),
    dni: varchar({ length: 8 }).notNull(),
    correo: varchar({ length: 150 }).notNull(),
    celular: varchar({ length: 9 }).notNull(),
    idAuto: integer().references(() => automovil.idAuto, { onDelete: 'set null' }),
    /** The car of interest as described when the buyer asked (kept if the car is archived). */
    automovil: varchar({ length: 200 }).notNull(),
    tag: varchar({ length: 30 }),
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
  },
  (t) => [
    index('interesado_fecha_idx').on(t.fechaReg),
    check('interesado_privacidad_check', sql`${t.consentimientoPrivacidad}`),
  ],
);

export const SELL_OFFER_STATUSES = ['NUEVA', 'CONTACTADA', 'DESCARTADA', 'COMPRADA'] as const;

/** Offers from the sell-your-car page. */
export const sellOffer = pgTable(
  'sell_offer',
  {
    id: serial().primaryKey(),
    nombreCompleto: varchar({ length: 150 }).notNull(),
    dni: varchar({ length: 8 }),
    correo: varchar({ length: 150 }).notNull(),
    celular: varchar({ length: 9 }).notNull(),
    marca: varchar({ length: 50 }).notNull(),
    modelo: varchar({ length: 80 }).notNull(),
    anio: smallint().notNull(),
    kilometraje: integer().notNull(),
    precioEsperado: integer(),
    comentarios: text(),
    consentimientoPrivacidad: boolean().notNull(),
    consentimientoMarketing: boolean().notNull().default(false),
    status: varchar({ length: 12 }).notNull().default('NUEVA'),
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
    codigo: varchar({ length: 20 }).notNull().unique(),
    nombreCompleto: varchar({ length: 150 }).notNull(),
    tipoDocumento: varchar({ length: 10 }).notNull(),
    nroDocumento: varchar({ length: 15 }).notNull(),
    domicilio: varchar({ length: 250 }).notNull(),
    telefono: varchar({ length: 15 }).notNull(),
    correo: varchar({ length: 150 }).notNull(),
    apoderado: varchar({ length: 150 }),
    tipoBien: varchar({ length: 10 }).notNull(),
    montoReclamado: integer(),
    descripcionBien: text().notNull(),
    tipo: varchar({ length: 10 }).notNull(),
    detalle: text().notNull(),
    pedido: text().notNull(),
    respuesta: text(),
    respondidoEn: timestamp({ withTimezone: true }),
    idUsuarioRespuesta: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
    estado: varchar({ length: 12 }).notNull().default('PENDIENTE'),
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
