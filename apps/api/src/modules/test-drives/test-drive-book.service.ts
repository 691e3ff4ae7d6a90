import { CONSENT_TEXTS } from '@motorplaza/domain/legal/consent';
import { isOfferedSlot, SLOT_CAPACITY } from '@motorplaza/domain/offers/inspection-slots';
import type { InspectionSchedule } from '@motorplaza/domain/offers/sell-offer.schema';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import {
  TEST_DRIVE_MESSAGES as M,
  sitesOfStore,
  type TestDriveView,
  type testDriveBookSchema,
  testDriveCode,
} from '@motorplaza/domain/test-drives/test-drive.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { MailDrainer } from '../../mail/mail-drainer';
import { lockAndCountSlot } from '../appointments/slot-capacity.repository';
import type { CatalogService } from '../catalog/catalog.service';
import { insertWithTimeline, leadConsent, lockOpenLeadOf } from '../leads/lead-intake';
import { leadValues } from '../leads/lead-values';
import { WEB_ACTOR } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import { inspectionCalendar, siteSchedule } from '../offers/inspection-calendar';
import type { SettingsService } from '../settings/settings.service';
import { insertTestDrive } from './test-drive.repository';
import { driveMailInput, driveSlotText, testDriveBookedMail } from './test-drive-mail';
import { recordDriveChange } from './test-drive-timeline';
import { testDriveView } from './test-drive-view';

type Book = z.output<typeof testDriveBookSchema>;

export interface TestDriveDeps {
  db: Db;
  settings: SettingsService;
  catalog: CatalogService;
  mail: MailDrainer;
  publicUrl: string;
}

export type TestDriveBookService = ReturnType<typeof createTestDriveBookService>;

/**
 * 'Agendar prueba de manejo' (issue 26): the slots of the car's stores, and the booking — checked
 * against the offered slots, then in one transaction under the slot's lock: the shared capacity, the
 * lead (a new one with origin PRUEBA_MANEJO, assigned in turn, or the buyer's open lead of the same
 * car), the drive, the lead's timeline, the movements and the buyer's e-mail with its .ics.
 */
export function createTestDriveBookService(deps: TestDriveDeps) {
  const { db, settings, catalog } = deps;
  const calendar = inspectionCalendar(db, settings);

  async function availableCar(idAuto: number) {
    const vehicle = await catalog.vehicle(idAuto);
    if (vehicle?.estadoDes !== 'DISPONIBLE') throw notFound(M.vehicleNotFound);
    return vehicle;
  }

  return {
    async schedule(idAuto: number, now = new Date()): Promise<InspectionSchedule> {
      const vehicle = await availableCar(idAuto);
      return siteSchedule(db, await calendar(now), sitesOfStore(vehicle.swPiso), now);
    },

    async book(body: Book, context: RequestContext, now = new Date()): Promise<TestDriveView> {
      const vehicle = await availableCar(body.idAuto);
      const sedes = sitesOfStore(vehicle.swPiso);
      if (!sedes.includes(body.sede)) throw badRequest({ sede: M.wrongSite }, M.wrongSite);
      const inicio = new Date(body.inicio);
      const { ajustes, hours, options } = await calendar(now);
      if (!isOfferedSlot(hours, inicio, options))
        throw badRequest({ inicio: M.slotUnavailable }, M.slotUnavailable);
      const drive = await db.transaction(async (tx) => {
        if ((await lockAndCountSlot(tx, body.sede, inicio, now)) >= SLOT_CAPACITY) {
          throw conflict(M.slotFull, { inicio: M.slotFull });
        }
        const contact = { ...body, comentarios: undefined, fechaCita: todayInLima(inicio) };
        const values = leadValues(contact, vehicle, now);
        const open = await lockOpenLeadOf(tx, body.dni, body.idAuto);
        const idInteresado =
          open?.idInteresado ??
          (await insertWithTimeline(tx, { ...values, origen: 'PRUEBA_MANEJO' }, WEB_ACTOR, context));
        await leadConsent(tx, idInteresado, values, { texts: CONSENT_TEXTS, ip: context.ip });
        const saved = await insertTestDrive(
          tx,
          {
            idAuto: body.idAuto,
            automovil: values.automovil,
            sede: body.sede,
            inicio,
            nombreCompleto: values.nombreCompleto,
            dni: values.dni,
            correo: values.correo,
            celular: values.celular,
            idInteresado,
          },
          (id) => testDriveCode(id, Number(todayInLima(now).slice(0, 4))),
        );
        const slot = driveSlotText(ajustes.oficinas, saved.sede, saved.inicio);
        await recordDriveChange(tx, {
          drive: saved,
          actor: WEB_ACTOR,
          codigo: 'testDrive.book',
          accion: 'Agendó la prueba de manejo',
          nota: `Prueba de manejo agendada: ${slot} (${saved.codigo})`,
          context,
          now,
        });
        await enqueueMail(tx, testDriveBookedMail(driveMailInput(saved, ajustes, deps.publicUrl, now)));
        return saved;
      });
      deps.mail.wake();
      return testDriveView(drive, ajustes.oficinas, sedes, now);
    },
  };
}
