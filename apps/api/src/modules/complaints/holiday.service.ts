import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { HOLIDAY_MESSAGES, type Holiday } from '@motorplaza/domain/complaints/holiday.schema';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { recordMovement, staffActor } from '../movements/movement.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import {
  deleteHoliday,
  type HolidayRecord,
  insertHoliday,
  listHolidays,
  lockHoliday,
} from './holiday.repository';

export const toHoliday = (row: HolidayRecord): Holiday => ({
  fecha: row.fecha,
  nombre: row.nombre,
  agregado: row.creadoEn !== null,
});

export type HolidayService = ReturnType<typeof createHolidayService>;

/**
 * Public holidays (docs/decisions/0028): the complaints book's term skips them. The national ones the
 * migration brought stay; an administrator adds the next years' and may remove what they added.
 */
export function createHolidayService(db: Db) {
  return {
    async list(anio: number | undefined): Promise<Holiday[]> {
      return (await listHolidays(db, anio)).map(toHoliday);
    },

    create(fecha: string, nombre: string, user: SessionUser, context: RequestContext): Promise<Holiday> {
      return db.transaction(async (tx) => {
        const row = await insertHoliday(tx, { fecha, nombre, idUsuarioCrea: user.sub });
        if (!row) throw conflict(HOLIDAY_MESSAGES.duplicate, { fecha: HOLIDAY_MESSAGES.duplicate });
        await recordMovement(tx, {
          actor: staffActor(user),
          codigo: 'holiday.create',
          accion: `Agregó el feriado ${nombre} (${fecha})`,
          entidad: 'feriado',
          objetivo: fecha,
          cambios: diffRecords(null, { fecha, nombre }, ['fecha', 'nombre']),
          context,
        });
        return toHoliday(row);
      });
    },

    remove(fecha: string, user: SessionUser, context: RequestContext): Promise<void> {
      return db.transaction(async (tx) => {
        const existing = await lockHoliday(tx, fecha);
        if (!existing) throw notFound(HOLIDAY_MESSAGES.notFound);
        if (existing.creadoEn === null) throw conflict(HOLIDAY_MESSAGES.builtIn);
        await deleteHoliday(tx, fecha);
        await recordMovement(tx, {
          actor: staffActor(user),
          codigo: 'holiday.delete',
          accion: `Eliminó el feriado ${existing.nombre} (${fecha})`,
          entidad: 'feriado',
          objetivo: fecha,
          cambios: diffRecords<{ fecha: string | null; nombre: string | null }>(
            existing,
            { fecha: null, nombre: null },
            ['fecha', 'nombre'],
          ),
          context,
        });
      });
    },
  };
}
