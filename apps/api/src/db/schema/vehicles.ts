import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { STORE_CODES, VEHICLE_STATUSES } from '@motorplaza/domain/vehicles/status';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
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

/** Vehicles (spec 001 §3 "Vehicle"). Money in whole US dollars. */
export const automovil = pgTable(
  'automovil',
  {
    idAuto: serial().primaryKey(),
    tag: varchar({ length: COLUMN_LENGTHS.automovil.tag }),
    placa: varchar({ length: COLUMN_LENGTHS.automovil.placa }),
    /** VIN / serial number, 17 characters upper-cased (docs/decisions/0068-vehicle-vin.md). */
    vin: varchar({ length: COLUMN_LENGTHS.automovil.vin }),
    carroceria: varchar({ length: COLUMN_LENGTHS.automovil.carroceria }),
    marca: varchar({ length: COLUMN_LENGTHS.automovil.marca }).notNull(),
    modelo: varchar({ length: COLUMN_LENGTHS.automovil.modelo }).notNull(),
    version: varchar({ length: COLUMN_LENGTHS.automovil.version }),
    anioFabricacion: integer().notNull(),
    anioModelo: integer(),
    precioCompra: integer().notNull(),
    ultimoPrecioCompra: integer(),
    precioVenta: integer(),
    traccion: varchar({ length: COLUMN_LENGTHS.automovil.traccion }),
    nroPuertas: smallint(),
    nroCilindros: smallint(),
    cilindrada: integer(),
    locacion: varchar({ length: COLUMN_LENGTHS.automovil.locacion }),
    combustible: varchar({ length: COLUMN_LENGTHS.automovil.combustible }),
    transmision: varchar({ length: COLUMN_LENGTHS.automovil.transmision }),
    color: varchar({ length: COLUMN_LENGTHS.automovil.color }),
    adicionales: text(),
    servicios: text(),
    kilometraje: integer(),
    fechaIng: timestamp({ withTimezone: true }).notNull().defaultNow(),
    fechaUltimaMod: timestamp({ withTimezone: true }).notNull().defaultNow(),
    estadoDes: varchar({ length: COLUMN_LENGTHS.automovil.estadoDes }).notNull().default('DISPONIBLE'),
    swFacturable: boolean().notNull().default(false),
    swTresFilas: boolean().notNull().default(false),
    swPiso: smallint().notNull().default(0),
    swRevision: boolean().notNull().default(false),
    fotoPrincipal: varchar({ length: COLUMN_LENGTHS.automovil.fotoPrincipal }),
    cinta: varchar({ length: COLUMN_LENGTHS.automovil.cinta }),
    tipoOperacion: varchar({ length: COLUMN_LENGTHS.automovil.tipoOperacion }),
    fuente: varchar({ length: COLUMN_LENGTHS.automovil.fuente }),
    observacion: text(),
    observacion2: text(),
    /** File name of the technical-review PDF in storage. */
    fichatecnica: varchar({ length: COLUMN_LENGTHS.automovil.fichatecnica }),
    idPropietario: integer().references(() => cliente.idCliente, { onDelete: 'restrict' }),
    /** Archived ("deleted") vehicles stay for history and can be restored by an administrator. */
    archivadoEn: timestamp({ withTimezone: true }),
    archivadoPor: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
    /** Optimistic-concurrency version, bumped on every update. */
    versionRegistro: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('automovil_placa_activa_unique')
      .on(sql`upper(${t.placa})`)
      .where(sql`${t.archivadoEn} is null and ${t.placa} is not null`),
    // A VIN names one vehicle: two active vehicles never share it (an archived one may, as with placa).
    uniqueIndex('automovil_vin_activo_unique')
      .on(t.vin)
      .where(sql`${t.archivadoEn} is null and ${t.vin} is not null`),
    index('automovil_estado_idx').on(t.estadoDes),
    // The staff list pages in the database (docs/decisions/0034): one index per order of a status's
    // non-archived vehicles, one for the archived ones (ascending: a backward scan gives DESC NULLS
    // FIRST, which is what ORDER BY … DESC means), and a trigram index over the searched text (the
    // exact expression of vehicle.repository.ts).
    index('automovil_lista_fecha_idx')
      .on(t.estadoDes, t.fechaIng, t.idAuto)
      .where(sql`${t.archivadoEn} is null`),
    index('automovil_lista_precio_idx')
      .on(t.estadoDes, sql`coalesce(${t.ultimoPrecioCompra}, ${t.precioCompra})`, t.idAuto)
      .where(sql`${t.archivadoEn} is null`),
    index('automovil_archivado_idx').on(t.archivadoEn, t.idAuto).where(sql`${t.archivadoEn} is not null`),
    index('automovil_busqueda_trgm')
      .using('gin', sql`(${t.marca} || ' ' || ${t.modelo} || ' ' || coalesce(${t.placa}, '')) gin_trgm_ops`)
      .where(sql`${t.archivadoEn} is null`),
    check('automovil_estado_check', inList(t.estadoDes, VEHICLE_STATUSES)),
    check('automovil_sw_piso_check', inList(t.swPiso, STORE_CODES)),
    check('automovil_precio_check', sql`${t.precioCompra} >= 0`),
    check('automovil_km_check', sql`${t.kilometraje} is null or ${t.kilometraje} >= 0`),
    check('automovil_anio_check', sql`${t.anioFabricacion} between 1950 and 2100`),
  ],
);

/** Vehicle photos (spec 001 §3 "Photo"): orden 0 is the cover. */
export const automovilFoto = pgTable(
  'automovil_foto',
  {
    idFoto: serial().primaryKey(),
    idAuto: integer()
      .notNull()
      .references(() => automovil.idAuto, { onDelete: 'cascade' }),
    imagen: varchar({ length: COLUMN_LENGTHS.automovilFoto.imagen }).notNull(),
    orden: smallint().notNull(),
    ancho: integer().notNull(),
    alto: integer().notNull(),
  },
  (t) => [
    uniqueIndex('automovil_foto_imagen_unique').on(t.idAuto, t.imagen),
    index('automovil_foto_orden_idx').on(t.idAuto, t.orden),
    check('automovil_foto_orden_check', sql`${t.orden} between 0 and 24`),
  ],
);

/** Accessories (spec 001 §3 "Accessory"). */
export const accesorio = pgTable(
  'accesorio',
  {
    idAccesorio: serial().primaryKey(),
    nombre: varchar({ length: COLUMN_LENGTHS.accesorio.nombre }).notNull(),
    tipo: varchar({ length: COLUMN_LENGTHS.accesorio.tipo }).notNull(),
    estado: boolean().notNull().default(true),
    version: integer().notNull().default(1),
  },
  (t) => [
    // Issue 10: a name is unique among ACTIVE accessories (an inactive one may share it).
    uniqueIndex('accesorio_nombre_activo_unique').on(sql`lower(${t.nombre})`).where(sql`${t.estado}`),
    index('accesorio_nombre_idx').on(sql`lower(${t.nombre})`),
  ],
);

export const automovilAccesorio = pgTable(
  'automovil_accesorio',
  {
    idAuto: integer()
      .notNull()
      .references(() => automovil.idAuto, { onDelete: 'cascade' }),
    idAccesorio: integer()
      .notNull()
      .references(() => accesorio.idAccesorio, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.idAuto, t.idAccesorio] })],
);

/** Every status change of a vehicle: who, when, from/to and the price (sales reports read it). */
export const vehicleStatusHistory = pgTable(
  'vehicle_status_history',
  {
    id: serial().primaryKey(),
    idAuto: integer()
      .notNull()
      .references(() => automovil.idAuto, { onDelete: 'cascade' }),
    fromStatus: varchar({ length: COLUMN_LENGTHS.vehicleStatusHistory.fromStatus }),
    toStatus: varchar({ length: COLUMN_LENGTHS.vehicleStatusHistory.toStatus }).notNull(),
    price: integer().notNull(),
    idUsuario: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A sale's buyer, a registered client, and the lead that bought (decision 0040). */
    idCliente: integer().references(() => cliente.idCliente, { onDelete: 'restrict' }),
    idInteresado: integer(),
  },
  (t) => [
    // A vehicle's latest status change, read backwards (the reports' sales rule, decision 0024).
    index('vehicle_status_history_auto_idx').on(t.idAuto, t.changedAt, t.id),
    index('vehicle_status_history_to_idx').on(t.toStatus, t.changedAt),
    index('vehicle_status_history_cliente_idx').on(t.idCliente),
    check('vehicle_status_history_to_check', inList(t.toStatus, VEHICLE_STATUSES)),
    check(
      'vehicle_status_history_from_check',
      sql`${t.fromStatus} is null or ${inList(t.fromStatus, VEHICLE_STATUSES)}`,
    ),
  ],
);

/**
 * Every change of a vehicle's listed price (ultimoPrecioCompra ?? precioCompra): who, when, from and to
 * (issue 26, docs/decisions/0077-price-history.md). The public 'Historial de precio', the alerts' price
 * drops and the staff's pricing read it. A creation is a row with no previous price.
 */
export const vehiclePriceHistory = pgTable(
  'vehicle_price_history',
  {
    id: serial().primaryKey(),
    idAuto: integer()
      .notNull()
      .references(() => automovil.idAuto, { onDelete: 'cascade' }),
    precioAnterior: integer(),
    precioNuevo: integer().notNull(),
    idUsuario: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_price_history_auto_idx').on(t.idAuto, t.changedAt, t.id),
    index('vehicle_price_history_fecha_idx').on(t.changedAt, t.id),
    check('vehicle_price_history_precio_check', sql`${t.precioNuevo} >= 0`),
  ],
);
