import {
  type TestDriveBook,
  type TestDriveCancel,
  type TestDriveLookup,
  type TestDriveMove,
  testDriveDaySchema,
  testDriveOutcomeSchema,
  testDriveResponseSchema,
} from '@motorplaza/domain/test-drives/test-drive.schema';
import { z } from 'zod';
import { api } from '../../lib/api';

const PATH = '/pruebas-de-manejo';

/** POST /pruebas-de-manejo: the booked drive and the server's message; throws ApiError. */
export async function bookTestDrive(request: TestDriveBook, idempotencyKey: string) {
  const response = await api.request(PATH, {
    method: 'POST',
    body: request,
    idempotencyKey,
    schema: testDriveResponseSchema,
  });
  return { drive: response.data.prueba, message: response.message ?? '' };
}

async function buyerCall(path: string, body: TestDriveLookup | TestDriveMove | TestDriveCancel) {
  const response = await api.request(`${PATH}/consulta${path}`, {
    method: 'POST',
    body,
    schema: testDriveResponseSchema,
  });
  return { drive: response.data.prueba, message: response.message ?? '' };
}

/** The drive by its code and the buyer's DNI (404 alike for either wrong). */
export const lookupTestDrive = (request: TestDriveLookup) => buyerCall('', request);
/** Another day, hour or store (409 when the slot filled). */
export const moveTestDrive = (request: TestDriveMove) => buyerCall('/reprogramar', request);
export const cancelTestDrive = (request: TestDriveCancel) => buyerCall('/cancelar', request);

/** GET /pruebas-de-manejo/agenda: one store's day, hour by hour. */
export async function getTestDriveDay(fecha: string, sede: string, signal?: AbortSignal) {
  const response = await api.request(`${PATH}/agenda?${new URLSearchParams({ fecha, sede })}`, {
    schema: z.object({ success: z.literal(true), data: testDriveDaySchema }),
    signal,
  });
  return response.data;
}

/** PUT /pruebas-de-manejo/{id}/resultado: 'Realizada' or 'No asistió' with the version read. */
export async function saveTestDriveOutcome(id: number, body: z.input<typeof testDriveOutcomeSchema>) {
  return api.request(`${PATH}/${id}/resultado`, {
    method: 'PUT',
    body: testDriveOutcomeSchema.parse(body),
    schema: z.object({ success: z.literal(true), message: z.string() }),
  });
}
