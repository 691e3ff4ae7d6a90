import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { daySlots, SLOT_CAPACITY, weeklyHours } from '@motorplaza/domain/offers/inspection-slots';
import {
  INSPECTION_SITE_LABELS,
  type InspectionSite,
  SELL_OFFER_STATUS_LABELS,
  type SellOfferStatus,
  SLOT_FREEING_STATUSES,
} from '@motorplaza/domain/offers/sell-offer-rules';
import { addDays, todayInLima } from '@motorplaza/domain/shared/dates';
import {
  TEST_DRIVE_MESSAGES as M,
  TEST_DRIVE_STATUS_LABELS,
  type TestDriveDay,
  type TestDriveStatus,
  type testDriveOutcomeSchema,
} from '@motorplaza/domain/test-drives/test-drive.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { staffActor } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import { placeOf } from '../offers/seller-mail';
import type { SettingsService } from '../settings/settings.service';
import { drivesOfDay, inspectionsOfDay, lockDrive, updateDrive } from './test-drive.repository';
import { changeOf, recordDriveChange } from './test-drive-timeline';

type Outcome = z.output<typeof testDriveOutcomeSchema>;

const hourOf = (date: Date) =>
  date.toLocaleTimeString('es-PE', {
    timeZone: 'America/Lima',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

export type TestDriveStaffService = ReturnType<typeof createTestDriveStaffService>;

/**
 * The staff's side (issue 26): one store's day, hour by hour, with its test drives and its
 * inspections and how much of the shared capacity they use; and 'Realizada' / 'No asistió' on a drive
 * (optimistic version, the lead's timeline event and the movement in one transaction).
 */
export function createTestDriveStaffService(db: Db, settings: SettingsService) {
  return {
    async day(fecha: string, sede: InspectionSite, now = new Date()): Promise<TestDriveDay> {
      const ajustes = await settings.get();
      const from = new Date(`${fecha}T00:00:00-05:00`);
      const to = new Date(`${addDays(fecha, 1)}T00:00:00-05:00`);
      const [drives, inspections] = await Promise.all([
        drivesOfDay(db, sede, from, to),
        inspectionsOfDay(db, sede, from, to),
      ]);
      const hours = new Map(
        daySlots(weeklyHours(ajustes.horarios), fecha).map((slot) => [new Date(slot.inicio).getTime(), slot]),
      );
      // A booking outside today's hours (the hours changed after it was made) still shows.
      for (const at of [
        ...drives.map((d) => d.inicio),
        ...inspections.flatMap((i) => (i.inicio ? [i.inicio] : [])),
      ]) {
        if (!hours.has(at.getTime())) hours.set(at.getTime(), { inicio: at.toISOString(), hora: hourOf(at) });
      }
      const holding = (status: string, retenidoHasta: Date | null) =>
        !(SLOT_FREEING_STATUSES as readonly string[]).includes(status) &&
        (status !== 'PENDIENTE' || (retenidoHasta?.getTime() ?? 0) > now.getTime());
      return {
        fecha,
        sede,
        tienda: placeOf(ajustes.oficinas, sede).tienda || INSPECTION_SITE_LABELS[sede],
        capacidad: SLOT_CAPACITY,
        horas: [...hours.entries()]
          .sort(([a], [b]) => a - b)
          .map(([time, slot]) => {
            const pruebas = drives.filter((d) => d.inicio.getTime() === time);
            const inspecciones = inspections.filter((i) => i.inicio?.getTime() === time);
            return {
              inicio: new Date(time).toISOString(),
              hora: slot.hora,
              usados:
                pruebas.filter((d) => d.status === 'PROGRAMADA').length +
                inspecciones.filter((i) => holding(i.status, i.retenidoHasta)).length,
              pruebas: pruebas.map((d) => ({
                id: d.id,
                codigo: d.codigo,
                estado: d.status as TestDriveStatus,
                auto: d.automovil,
                idAuto: d.idAuto,
                nombreCompleto: d.nombreCompleto,
                celular: d.celular,
                idInteresado: d.idInteresado,
                version: d.version,
              })),
              inspecciones: inspecciones.map((i) => ({
                codigo: i.codigo ?? '',
                auto: `${i.marca} ${i.modelo} ${i.anio}`,
                nombreCompleto: i.nombreCompleto,
                estado: SELL_OFFER_STATUS_LABELS[i.status as SellOfferStatus] ?? i.status,
              })),
            };
          }),
      };
    },

    async outcome(id: number, body: Outcome, user: SessionUser, context: RequestContext, now = new Date()) {
      await db.transaction(async (tx) => {
        const row = await lockDrive(tx, id);
        if (!row) throw notFound(M.notFound);
        if (row.version !== body.version) throw conflict(M.conflict);
        if (row.status !== 'PROGRAMADA') throw conflict(M.notScheduled);
        if (todayInLima(row.inicio) > todayInLima(now)) throw conflict(M.notYet);
        const saved = await updateDrive(tx, row, { status: body.estado }, user.sub, now);
        const label = TEST_DRIVE_STATUS_LABELS[body.estado];
        await recordDriveChange(tx, {
          drive: saved,
          actor: staffActor(user),
          codigo: 'testDrive.outcome',
          accion: `Marcó como ${label.toLowerCase()} la prueba de manejo`,
          nota:
            body.estado === 'REALIZADA'
              ? `Prueba de manejo realizada (${saved.codigo})`
              : `El cliente no asistió a la prueba de manejo (${saved.codigo})`,
          cambios: changeOf('Estado', TEST_DRIVE_STATUS_LABELS.PROGRAMADA, label),
          context,
          now,
        });
      });
      return M.marked;
    },
  };
}
