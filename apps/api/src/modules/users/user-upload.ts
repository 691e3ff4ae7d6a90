import { USER_ADMIN_MESSAGES, USER_PHOTO_MAX_BYTES } from '@motorplaza/domain/users/user-admin.schema';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { drainPart, readLimited, type UploadedFile } from '../../lib/multipart-file';

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
    // `throwFileSizeLimit` is read by @fastify/multipart at run time but missing from its types.
    const options = {
      limits: { fileSize: USER_PHOTO_MAX_BYTES + 1, files: 2, fields: 4 },
      throwFileSizeLimit: false,
    } as Parameters<FastifyRequest['parts']>[0];
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        if (part.fieldname === 'usuario' && typeof part.value === 'string') upload.usuario = part.value;
      } else if (part.fieldname === 'file' && !upload.file) {
        upload.file = await readLimited(part.file, USER_PHOTO_MAX_BYTES);
      } else {
        await drainPart(part.file);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest({}, USER_ADMIN_MESSAGES.malformedForm);
  }
  return upload;
}
