import {
  MAX_PHOTO_BYTES,
  MAX_REVIEW_PDF_BYTES,
  MAX_VEHICLE_PHOTOS,
  PHOTO_MESSAGES,
  PHOTO_MIME_TYPES,
} from '@motorplaza/domain/photos/photo-rules';
import { versionSchema } from '@motorplaza/domain/shared/fields';
import { vehicleSaveSchema } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-error';
import { drainPart, readLimited, type UploadedFile } from '../../lib/multipart-file';
import { readMultipartForm } from '../../lib/multipart-form';
import type { MultipartDescription } from '../../plugins/api-description';

export type { UploadedFile };

/** The multipart body of POST/PUT /automoviles (see admin-vehicle.schema.ts). */
export interface VehicleUpload {
  /** The JSON text of the `automovil` field. */
  automovil: string | undefined;
  /** Files `foto_N`, by part name. */
  photos: Map<string, UploadedFile>;
  revision: UploadedFile | undefined;
}

export const UPLOAD_MESSAGES = {
  notMultipart: 'Envía el automóvil como formulario multipart (campo automovil y fotos).',
  malformed: 'No se pudo leer el formulario enviado.',
} as const;

const PHOTO_PART = /^foto_\d{1,2}$/;

/** The body of POST /automoviles, as the OpenAPI document describes it. */
export const VEHICLE_MULTIPART: MultipartDescription = {
  jsonPart: 'automovil',
  schema: vehicleSaveSchema,
  files: [
    {
      name: 'foto',
      count: MAX_VEHICLE_PHOTOS,
      contentTypes: PHOTO_MIME_TYPES,
      description: `Una foto (JPEG, PNG o WebP, hasta ${MAX_PHOTO_BYTES / 1_000_000} MB) que \`fotos\` nombra por su parte.`,
    },
    {
      name: 'revision',
      contentTypes: ['application/pdf'],
      description: `La revisión técnica en PDF, hasta ${MAX_REVIEW_PDF_BYTES / 1_000_000} MB (opcional).`,
    },
  ],
};

/**
 * The body of PUT /automoviles/{idAuto}: the same, where the save refuses a form without
 * `versionRegistro` (vehicle-save.service.ts, `missingVersion`).
 */
export const VEHICLE_UPDATE_MULTIPART: MultipartDescription = {
  ...VEHICLE_MULTIPART,
  schema: vehicleSaveSchema
    .and(z.object({ versionRegistro: versionSchema }))
    .describe(vehicleSaveSchema.description ?? ''),
};

/**
 * Reads every part of the request (each one is consumed, so the client always gets an answer).
 * Files are kept in memory: at most 25 photos of 5 MB and one PDF of 10 MB.
 */
export async function readVehicleUpload(request: FastifyRequest): Promise<VehicleUpload> {
  if (!request.isMultipart())
    throw badRequest({ automovil: UPLOAD_MESSAGES.notMultipart }, UPLOAD_MESSAGES.notMultipart);
  const upload: VehicleUpload = { automovil: undefined, photos: new Map(), revision: undefined };
  let photoParts = 0;
  try {
    // The plugin's 5 MB limit is raised here for the review PDF; photos are held to 5 MB below.
    upload.automovil = await readMultipartForm(request, {
      jsonPart: VEHICLE_MULTIPART.jsonPart,
      limits: { fileSize: MAX_REVIEW_PDF_BYTES + 1, files: MAX_VEHICLE_PHOTOS + 2, fields: 4 },
      async onFile(part) {
        if (PHOTO_PART.test(part.fieldname)) {
          photoParts += 1;
          const file = await readLimited(part.file, MAX_PHOTO_BYTES);
          if (!upload.photos.has(part.fieldname)) upload.photos.set(part.fieldname, file);
        } else if (part.fieldname === 'revision') {
          const file = await readLimited(part.file, MAX_REVIEW_PDF_BYTES);
          upload.revision ??= file;
        } else {
          await drainPart(part.file);
        }
      },
    });
  } catch (error) {
    throw uploadError(error);
  }
  if (photoParts > MAX_VEHICLE_PHOTOS)
    throw new HttpError(400, PHOTO_MESSAGES.maxFilesExceeded, { fotos: PHOTO_MESSAGES.maxFilesExceeded });
  return upload;
}

function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new HttpError(413, PHOTO_MESSAGES.maxFilesExceeded, { fotos: PHOTO_MESSAGES.maxFilesExceeded });
  }
  return badRequest({}, UPLOAD_MESSAGES.malformed);
}
