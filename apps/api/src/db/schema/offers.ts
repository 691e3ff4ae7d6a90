// The stores of the inspection and the guided photo slots are the domain's lists (decision 0027).
import { INSPECTION_SITES, SELL_OFFER_PHOTO_SLOTS } from '@motorplaza/domain/offers/sell-offer-rules';
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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cliente } from './clients';
import { inList } from './sql-helpers';
import { usuario } from './users';
import { automovil } from './vehicles';

export const SELL_OFFER_STATUSES = [
  'PENDIENTE',
  'NUEVA',
  'CONTACTADA',
  'DESCARTADA',
  'COMPRADA',
  'CANCELADA',
  'VENCIDA',
] as const;
const L = COLUMN_LENGTHS.sellOffer;

/**
 * Offers from the sell-your-car page (issue 12): the car, its condition, the seller, the inspection
 * slot booked, the staff's follow-up NUEVA → CONTACTADA → COMPRADA / DESCARTADA, and the seller's
 * own CANCELADA (decision 0043).
 */
export const sellOffer = pgTable(
  'sell_offer',
  {
    id: serial().primaryKey(),
    /** The reference the seller is given, e.g. 'VA-2026-000123' (null only for rows older than 0005). */
    codigo: varchar({ length: L.codigo }).unique(),
    placa: varchar({ length: L.placa }),
    nombreCompleto: varchar({ length: L.nombreCompleto }).notNull(),
    dni: varchar({ length: L.dni }),
    correo: varchar({ length: L.correo }).notNull(),
    celular: varchar({ length: L.celular }).notNull(),
    marca: varchar({ length: L.marca }).notNull(),
    modelo: varchar({ length: L.modelo }).notNull(),
    anio: smallint().notNull(),
    versionModelo: varchar({ length: L.versionModelo }),
    kilometraje: integer().notNull(),
    transmision: varchar({ length: L.transmision }),
    combustible: varchar({ length: L.combustible }),
    color: varchar({ length: L.color }),
    /** Condition: number of owners, accidents and debts or liens, each yes/no with a note. */
    numeroDuenos: smallint(),
    tieneAccidentes: boolean(),
    notaAccidentes: text(),
    tieneDeudas: boolean(),
    notaDeudas: text(),
    /** US$, optional. */
    precioEsperado: integer(),
    comentarios: text(),
    sedeInspeccion: varchar({ length: L.sedeInspeccion }),
    fechaInspeccion: timestamp({ withTimezone: true }),
    consentimientoPrivacidad: boolean().notNull(),
    consentimientoMarketing: boolean().notNull().default(false),
    status: varchar({ length: L.status }).notNull().default('NUEVA'),
    /**
     * A public offer's slot is held until then while it is PENDIENTE, that is unconfirmed (issue 23): past it, the
     * slot is free for others and the offer becomes VENCIDA. Null once confirmed.
     */
    retenidoHasta: timestamp({ withTimezone: true }),
    /** The sender's address, only to count the public form's per-address cap (issue 23). */
    ipOrigen: varchar({ length: L.ipOrigen }),
    /** The vehicle created from this offer ('Crear vehículo'). */
    idAuto: integer().references(() => automovil.idAuto, { onDelete: 'set null' }),
    /** The seller as a registered client. */
    idCliente: integer().references(() => cliente.idCliente, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }),
    idUsuarioActualiza: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
  },
  (t) => [
    index('sell_offer_status_fecha_idx').on(t.status, t.createdAt),
    index('sell_offer_fecha_idx').on(t.createdAt),
    index('sell_offer_ip_fecha_idx').on(t.ipOrigen, t.createdAt),
    index('sell_offer_inspeccion_idx').on(t.sedeInspeccion, t.fechaInspeccion),
    index('sell_offer_nombre_trgm').using('gin', sql`lower(${t.nombreCompleto}) gin_trgm_ops`),
    // A marketing withdrawal reaches every offer of its e-mail, in any case (decision 0029).
    index('sell_offer_correo_idx').on(sql`lower(${t.correo})`),
    index('sell_offer_vehiculo_trgm').using('gin', sql`lower(${t.marca} || ' ' || ${t.modelo}) gin_trgm_ops`),
    check('sell_offer_status_check', inList(t.status, SELL_OFFER_STATUSES)),
    check('sell_offer_privacidad_check', sql`${t.consentimientoPrivacidad}`),
    check('sell_offer_km_check', sql`${t.kilometraje} >= 0`),
    check(
      'sell_offer_sede_check',
      sql`${t.sedeInspeccion} is null or ${inList(t.sedeInspeccion, INSPECTION_SITES)}`,
    ),
  ],
);

/** An offer's photos: stored like vehicle photos (same byte checks and widths), in a guided slot. */
export const sellOfferFoto = pgTable(
  'sell_offer_foto',
  {
    idFoto: serial().primaryKey(),
    idOferta: integer()
      .notNull()
      .references(() => sellOffer.id, { onDelete: 'cascade' }),
    imagen: varchar({ length: COLUMN_LENGTHS.sellOfferFoto.imagen }).notNull(),
    posicion: varchar({ length: COLUMN_LENGTHS.sellOfferFoto.posicion }).notNull().default('OTRA'),
    orden: smallint().notNull(),
    ancho: integer().notNull(),
    alto: integer().notNull(),
  },
  (t) => [
    uniqueIndex('sell_offer_foto_imagen_unique').on(t.idOferta, t.imagen),
    index('sell_offer_foto_orden_idx').on(t.idOferta, t.orden),
    check('sell_offer_foto_orden_check', sql`${t.orden} between 0 and 9`),
    check('sell_offer_foto_posicion_check', inList(t.posicion, SELL_OFFER_PHOTO_SLOTS)),
  ],
);
