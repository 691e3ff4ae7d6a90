import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { type VehicleSave, vehicleSaveSchema } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { fieldErrors } from '../../lib/field-errors';
import { badRequest } from '../../lib/http-error';

export const SAVE_MESSAGES = {
  missingForm: 'Falta el campo automovil con los datos del vehículo.',
  malformedForm: 'Los datos del vehículo no son un JSON válido.',
  missingFile: (name: string) => `Falta el archivo ${name} de la lista de fotos.`,
  unknownPhoto: 'La lista de fotos incluye una foto que no pertenece a este automóvil.',
  repeatedPhoto: 'La lista de fotos repite una foto.',
  missingVersion: 'Falta la versión del registro; recarga el automóvil.',
} as const;

/** The multipart part `automovil`: JSON checked by the form's own schema. */
export function parseForm(text: string | undefined): VehicleSave {
  if (text === undefined)
    throw badRequest({ automovil: SAVE_MESSAGES.missingForm }, SAVE_MESSAGES.missingForm);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest({ automovil: SAVE_MESSAGES.malformedForm }, SAVE_MESSAGES.malformedForm);
  }
  const parsed = vehicleSaveSchema.safeParse(json);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    throw badRequest(errors, errors.fotos ?? HTTP_MESSAGES.badRequest);
  }
  return parsed.data;
}
