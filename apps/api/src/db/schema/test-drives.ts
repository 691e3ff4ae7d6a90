import { INSPECTION_SITES } from '@motorplaza/domain/offers/sell-offer-rules';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { TEST_DRIVE_STATUSES } from '@motorplaza/domain/test-drives/test-drive.schema';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { interesado } from './leads';
import { inList } from './sql-helpers';
import { usuario } from './users';
import { automovil } from './vehicles';

const L = COLUMN_LENGTHS.pruebaManejo;

/**
 * Test drives booked from a vehicle page (issue 26; decisions/0080-test-drives.md). A PROGRAMADA
 * drive holds its store's slot in the capacity it shares with the sell-your-car inspections
 * (modules/appointments). Each belongs to a lead whose timeline tells its story.
 */
export const pruebaManejo = pgTable(
  'prueba_manejo',
  {
    id: serial().primaryKey(),
    /** The buyer's reference, e.g. 'PM-2026-000123'. */
    codigo: varchar({ length: L.codigo }).notNull().unique(),
    idAuto: integer().references(() => automovil.idAuto, { onDelete: 'set null' }),
    /** The car as described when booked (kept if the car is archived). */
    automovil: varchar({ length: L.automovil }).notNull(),
    sede: varchar({ length: L.sede }).notNull(),
    inicio: timestamp({ withTimezone: true }).notNull(),
    status: varchar({ length: L.status }).notNull().default('PROGRAMADA'),
    nombreCompleto: varchar({ length: L.nombreCompleto }).notNull(),
    dni: varchar({ length: L.dni }).notNull(),
    correo: varchar({ length: L.correo }).notNull(),
    celular: varchar({ length: L.celular }).notNull(),
    idInteresado: integer().references(() => interesado.idInteresado, { onDelete: 'set null' }),
    /** Why it was cancelled: the buyer's words, or the car no longer available. */
    motivo: varchar({ length: L.motivo }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    idUsuarioActualiza: integer().references(() => usuario.idUsuario, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
  },
  (t) => [
    index('prueba_manejo_slot_idx').on(t.sede, t.inicio),
    index('prueba_manejo_auto_idx').on(t.idAuto, t.inicio),
    check('prueba_manejo_status_check', inList(t.status, TEST_DRIVE_STATUSES)),
    check('prueba_manejo_sede_check', inList(t.sede, INSPECTION_SITES)),
  ],
);
