import { isOfferedSlot, SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import {
  TEST_DRIVE_MESSAGES as M,
  sitesOfStore,
  TEST_DRIVE_STATUS_LABELS,
  type TestDriveView,
  type testDriveCancelSchema,
  type testDriveLookupSchema,
  type testDriveMoveSchema,
} from '@motorplaza/domain/test-drives/test-drive.schema';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import { lockAndCountSlot } from '../appointments/slot-capacity.repository';
import type { RequestContext } from '../movements/request-context';
import { inspectionCalendar } from '../offers/inspection-calendar';
import { findDriveOfBuyer, type TestDriveRow, updateDrive } from './test-drive.repository';
import type { TestDriveDeps } from './test-drive-book.service';
import { driveMailInput, driveSlotText, testDriveCancelledMail, testDriveMovedMail } from './test-drive-mail';
import { changeOf, recordDriveChange } from './test-drive-timeline';
import { testDriveView } from './test-drive-view';

/** How the movements log names the buyer's own changes (no staff user made them). */
export const BUYER_ACTOR = { idUsuario: null, usuario: 'Comprador (consulta web)' };

type Lookup = z.output<typeof testDriveLookupSchema>;
type Move = z.output<typeof testDriveMoveSchema>;
type Cancel = z.output<typeof testDriveCancelSchema>;

export type TestDriveBuyerService = ReturnType<typeof createTestDriveBuyerService>;

/**
 * The buyer's look-up (as the seller's, decision 0043): the code plus the DNI find the drive; a wrong
 * code and a wrong DNI answer the same 404. A move or a cancellation locks the drive, checks the
 * version the page read, and in one transaction writes the change, the lead's timeline event, the
 * movement and the buyer's e-mail with the updated calendar event.
 */
export function createTestDriveBuyerService(deps: TestDriveDeps) {
  const { db, settings, catalog } = deps;
  const calendar = inspectionCalendar(db, settings);

  async function sitesOf(row: TestDriveRow) {
    const vehicle = row.idAuto === null ? undefined : await catalog.vehicle(row.idAuto);
    return vehicle ? sitesOfStore(vehicle.swPiso) : [row.sede as TestDriveView['sede']];
  }

  async function openDrive(tx: DbOrTx, body: Lookup & { version: number }, now: Date) {
    const row = await findDriveOfBuyer(tx, body.codigo, body.dni, true);
    if (!row) throw notFound(M.notFound);
    if (row.version !== body.version) throw conflict(M.stale);
    if (row.status !== 'PROGRAMADA' || row.inicio.getTime() <= now.getTime()) throw conflict(M.closed);
    return row;
  }

  async function view(codigo: string, dni: string, now: Date) {
    const row = await findDriveOfBuyer(db, codigo, dni);
    if (!row) throw notFound(M.notFound);
    const ajustes = await settings.get();
    return testDriveView(row, ajustes.oficinas, await sitesOf(row), now);
  }

  return {
    lookup: (body: Lookup, now = new Date()) => view(body.codigo, body.dni, now),

    async move(body: Move, context: RequestContext, now = new Date()): Promise<TestDriveView> {
      const inicio = new Date(body.inicio);
      const { ajustes, hours, options } = await calendar(now);
      // The car's stores are read before the transaction (the catalogue may read the database).
      const current = await findDriveOfBuyer(db, body.codigo, body.dni);
      if (!current) throw notFound(M.notFound);
      const sedes = await sitesOf(current);
      await db.transaction(async (tx) => {
        const row = await openDrive(tx, body, now);
        if (row.sede === body.sede && row.inicio.getTime() === inicio.getTime()) {
          throw badRequest({ inicio: M.sameSlot }, M.sameSlot);
        }
        if (!sedes.includes(body.sede)) throw badRequest({ sede: M.wrongSite }, M.wrongSite);
        if (!isOfferedSlot(hours, inicio, options)) {
          throw badRequest({ inicio: M.slotUnavailable }, M.slotUnavailable);
        }
        if ((await lockAndCountSlot(tx, body.sede, inicio, now)) >= SLOT_CAPACITY) {
          throw conflict(M.slotFull, { inicio: M.slotFull });
        }
        const saved = await updateDrive(tx, row, { sede: body.sede, inicio }, null, now);
        const before = driveSlotText(ajustes.oficinas, row.sede, row.inicio);
        const after = driveSlotText(ajustes.oficinas, saved.sede, saved.inicio);
        await recordDriveChange(tx, {
          drive: saved,
          actor: BUYER_ACTOR,
          codigo: 'testDrive.reschedule',
          accion: 'El comprador cambió la prueba de manejo',
          nota: `Prueba de manejo reprogramada: ${after} (antes: ${before})`,
          cambios: changeOf('Horario', before, after),
          context,
          now,
        });
        await enqueueMail(
          tx,
          testDriveMovedMail(driveMailInput(saved, ajustes, deps.publicUrl, now), before),
        );
      });
      deps.mail.wake();
      return view(body.codigo, body.dni, now);
    },

    async cancel(body: Cancel, context: RequestContext, now = new Date()): Promise<TestDriveView> {
      const ajustes = await settings.get();
      await db.transaction(async (tx) => {
        const row = await openDrive(tx, body, now);
        const saved = await updateDrive(tx, row, { status: 'CANCELADA', motivo: body.motivo }, null, now);
        const slot = driveSlotText(ajustes.oficinas, row.sede, row.inicio);
        await recordDriveChange(tx, {
          drive: saved,
          actor: BUYER_ACTOR,
          codigo: 'testDrive.cancel',
          accion: 'El comprador canceló la prueba de manejo',
          nota: `Prueba de manejo cancelada por el cliente: ${slot}${body.motivo ? `. Motivo: ${body.motivo}` : ''}`,
          cambios: changeOf(
            'Estado',
            TEST_DRIVE_STATUS_LABELS.PROGRAMADA,
            TEST_DRIVE_STATUS_LABELS.CANCELADA,
          ),
          context,
          now,
        });
        await enqueueMail(
          tx,
          testDriveCancelledMail(driveMailInput(saved, ajustes, deps.publicUrl, now), 'buyer'),
        );
      });
      deps.mail.wake();
      return view(body.codigo, body.dni, now);
    },
  };
}
