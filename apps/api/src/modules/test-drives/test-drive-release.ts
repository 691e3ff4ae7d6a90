import {
  TEST_DRIVE_MESSAGES as M,
  TEST_DRIVE_STATUS_LABELS,
} from '@motorplaza/domain/test-drives/test-drive.schema';
import { enqueueMail } from '../../mail/enqueue-mail';
import { staffActor } from '../movements/movement.repository';
import { readSettings } from '../settings/settings.repository';
import type { CarBookings } from '../vehicles/car-sales';
import { lockFutureDrivesOfCar, updateDrive } from './test-drive.repository';
import { driveMailInput, driveSlotText, testDriveCancelledMail } from './test-drive-mail';
import { changeOf, recordDriveChange } from './test-drive-timeline';

/**
 * A car that leaves the sale — sold, no longer available, deleted — frees its future test drives
 * (issue 26): each is cancelled with the reason, its lead's timeline and the movement say so, and its
 * buyer's e-mail ('El auto ya no está disponible…', with the CANCEL .ics) waits in the outbox, all in
 * the transaction of the car's change.
 */
export function testDriveBookings(deps: { publicUrl: string }): CarBookings {
  return {
    async release(tx, vehicle, by) {
      const drives = await lockFutureDrivesOfCar(tx, vehicle.idAuto, by.now);
      if (drives.length === 0) return false;
      // Read in the car's transaction: on PGlite another query would wait for it to end.
      const ajustes = await readSettings(tx);
      if (!ajustes) throw new Error('site_settings row missing: run the bootstrap');
      for (const row of drives) {
        const saved = await updateDrive(
          tx,
          row,
          { status: 'CANCELADA', motivo: M.carGone },
          by.user.sub,
          by.now,
        );
        const slot = driveSlotText(ajustes.oficinas, row.sede, row.inicio);
        await recordDriveChange(tx, {
          drive: saved,
          actor: staffActor(by.user),
          codigo: 'testDrive.cancel',
          accion: 'Canceló, porque el auto ya no está disponible, la prueba de manejo',
          nota: `Prueba de manejo cancelada: ${M.carGone.toLowerCase()} (${slot})`,
          cambios: changeOf(
            'Estado',
            TEST_DRIVE_STATUS_LABELS.PROGRAMADA,
            TEST_DRIVE_STATUS_LABELS.CANCELADA,
          ),
          context: by.context,
          now: by.now,
        });
        await enqueueMail(
          tx,
          testDriveCancelledMail(driveMailInput(saved, ajustes, deps.publicUrl, by.now), 'car'),
        );
      }
      return true;
    },
  };
}
