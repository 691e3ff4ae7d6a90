import {
  USER_ADMIN_MESSAGES,
  USER_PHOTO_MAX_BYTES,
  USER_PHOTO_TYPES,
  userCreateSchema,
  userUpdateSchema,
} from '@motorplaza/domain/users/user-admin.schema';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-error';
import { drainPart, readLimited, type UploadedFile } from '../../lib/multipart-file';
import { readMultipartForm } from '../../lib/multipart-form';
import type { MultipartDescription } from '../../plugins/api-description';

/** The multipart body of POST/PUT /usuario (spec 001 §7): part `usuario` (JSON) and optional `file`. */
export interface UserUpload {
  usuario: string | undefined;
  file: UploadedFile | undefined;
}

/** The body of POST (userCreateSchema) or PUT (userUpdateSchema) /usuario, as the OpenAPI document says. */
function userMultipart(schema: z.ZodType): MultipartDescription {
  return {
    jsonPart: 'usuario',
    schema,
    files: [
      {
        name: 'file',
        contentTypes: USER_PHOTO_TYPES,
        description: `La foto del usuario (PNG o JPEG, hasta ${USER_PHOTO_MAX_BYTES / 1_000_000} MB; opcional).`,
      },
    ],
  };
}
export const USER_CREATE_MULTIPART = userMultipart(userCreateSchema);
export const USER_UPDATE_MULTIPART = userMultipart(userUpdateSchema);

/** Reads every part (each one is consumed, so the client always gets an answer); one photo of ≤ 5 MB. */
export async function readUserUpload(request: FastifyRequest): Promise<UserUpload> {
  if (!request.isMultipart())
    throw badRequest({ usuario: USER_ADMIN_MESSAGES.notMultipart }, USER_ADMIN_MESSAGES.notMultipart);
  const upload: UserUpload = { usuario: undefined, file: undefined };
  try {
    upload.usuario = await readMultipartForm(request, {
      jsonPart: USER_CREATE_MULTIPART.jsonPart,
      limits: { fileSize: USER_PHOTO_MAX_BYTES + 1, files: 2, fields: 4 },
      async onFile(part) {
        if (part.fieldname !== 'file' || upload.file) return drainPart(part.file);
        upload.file = await readLimited(part.file, USER_PHOTO_MAX_BYTES);
      },
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest({}, USER_ADMIN_MESSAGES.malformedForm);
  }
  return upload;
}
