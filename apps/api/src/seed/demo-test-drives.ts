import { limaSlotInstant } from '@motorplaza/domain/offers/inspection-slots';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { testDriveCode } from '@motorplaza/domain/test-drives/test-drive.schema';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { automovil, interesado } from '../db/schema/index';
import { insertTestDrive } from '../modules/test-drives/test-drive.repository';

/** Who books the demo's test drives of the day (issue 26): fixed, so two seeds give the same rows. */
const DRIVERS = [
  {
    nombreCompleto: 'Carmen Rosa Huamán Quispe',
    dni: '70112233',
    celular: '987001122',
    hora: 600,
    swPiso: 1,
  },
  { nombreCompleto: 'Jorge Luis Paredes Soto', dni: '70223344', celular: '987002233', hora: 660, swPiso: 1 },
  { nombreCompleto: 'Milagros Vega Torres', dni: '70334455', celular: '987003344', hora: 600, swPiso: 2 },
] as const;

/**
 * Today's test drives in each store, so the staff's day view (/admin/pruebas-de-manejo) has
 * something to mark 'Realizada' or 'No asistió': on available cars, each tied to an open lead of
 * its car when there is one.
 */
export async function insertDemoTestDrives(tx: Tx, now: Date): Promise<void> {
  const today = todayInLima(now);
  const year = Number(today.slice(0, 4));
  for (const [index, driver] of DRIVERS.entries()) {
    const cars = await tx
      .select()
      .from(automovil)
      .where(and(eq(automovil.estadoDes, 'DISPONIBLE'), eq(automovil.swPiso, driver.swPiso)))
      .orderBy(asc(automovil.idAuto))
      .limit(index + 1);
    const car = cars[index] ?? cars[0];
    if (!car) continue;
    const [lead] = await tx
      .select({ idInteresado: interesado.idInteresado })
      .from(interesado)
      .where(and(eq(interesado.idAuto, car.idAuto), isNull(interesado.resultado)))
      .orderBy(asc(interesado.idInteresado))
      .limit(1);
    await insertTestDrive(
      tx,
      {
        idAuto: car.idAuto,
        automovil: [car.marca, car.modelo, car.anioFabricacion].filter(Boolean).join(' '),
        sede: driver.swPiso === 1 ? 'SAN_ISIDRO' : 'SURCO',
        inicio: new Date(limaSlotInstant(today, driver.hora)),
        nombreCompleto: driver.nombreCompleto,
        dni: driver.dni,
        correo: `${driver.dni}@example.pe`,
        celular: driver.celular,
        idInteresado: lead?.idInteresado ?? null,
        createdAt: now,
        updatedAt: now,
      },
      (id) => testDriveCode(id, year),
    );
  }
}
