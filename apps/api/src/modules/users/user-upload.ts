import { USER_ADMIN_MESSAGES, USER_PHOTO_MAX_BYTES } from '@motorplaza/domain/users/user-admin.schema';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { drainPart, readLimited, type UploadedFile } from '../../lib/multipart-file';
import { readMultipartForm } from '../../lib/multipart-form';

/** The multipart body of POST/PUT /usuario (spec 001 §7): part `usuario` (JSON) and optional `file`. */
export interface UserUpload {
  usuario: string | undefined;
  file: UploadedFile | undefined;
}

/** Reads every part (each one is consumed, so the client always gets an answer); one photo of ≤ 5 MB. */
export async function readUserUpload(request: FastifyRequest): Promise<UserUpload> {
  if (!request.isMultipart())
    throw badRequest({ usuario: USER_ADMIN_MESSAGES.notMultipart }, USER_ADMIN_MESSAGES.notMultipart);
  const upload: UserUpload = { usuario: undefined, file: undefined };
  try {
    upload.usuario = await readMultipartForm(request, {
      jsonPart: 'usuario',
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
