import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { drainPart, readLimited } from './multipart-file';

/** The JSON part of a form is read whole up to this size (busboy's own limit for a plain field). */
export const MAX_JSON_PART_BYTES = 1_000_000;

export const MULTIPART_MESSAGES = {
  jsonTooLarge: 'Los datos del formulario superan 1 MB.',
} as const;

export interface MultipartForm {
  /** The name of the part that carries the record as JSON (`usuario`, `automovil`, `oferta`). */
  jsonPart: string;
  /** Limits of the files besides the JSON part; `fields` counts plain fields other than it. */
  limits: { fileSize: number; files: number; fields: number };
  /** Called for each file part but the JSON one, in order; it must consume the part's stream. */
  onFile(part: MultipartFile): Promise<void>;
  /**
   * Called with the first JSON part's text as soon as it is read, before any later part: a caller
   * can refuse the form there, and the later parts are then read and dropped, never kept.
   */
  onJson?(text: string): Promise<void>;
}

// busboy's own rule (a file has a name or is octet-stream), plus the JSON part whatever its type.
function isPartAFile(jsonPart: string) {
  return (fieldName: string, contentType: string, fileName: string | undefined) =>
    fieldName === jsonPart || contentType === 'application/octet-stream' || fileName !== undefined;
}

/**
 * Reads a multipart form and returns the text of its JSON part, however a client typed it: a plain
 * field, or a part typed `application/json` with or without a file name (a browser `Blob`, the
 * original client). The JSON part is always taken as a stream, so @fastify/multipart never parses or
 * refuses it on its own: the caller parses the text and answers bad JSON with its Spanish 400.
 * Other plain fields are ignored. Errors of the parser (limits, a broken body) are thrown as they come;
 * an error of `onFile` or `onJson` is thrown once the rest of the body has been read and dropped, so
 * the client always gets its answer.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  form: MultipartForm,
): Promise<string | undefined> {
  const { fileSize, files, fields } = form.limits;
  // `throwFileSizeLimit` and busboy's `isPartAFile` are read at run time but missing from the types.
  const options = {
    limits: { fileSize: Math.max(fileSize, MAX_JSON_PART_BYTES + 1), files: files + 1, fields },
    throwFileSizeLimit: false,
    isPartAFile: isPartAFile(form.jsonPart),
  } as Parameters<FastifyRequest['parts']>[0];
  let json: string | undefined;
  let tooLarge = false;
  let failure: { error: unknown } | undefined;
  for await (const part of request.parts(options)) {
    if (part.type === 'field') continue;
    if (failure) {
      await drainPart(part.file);
      continue;
    }
    try {
      if (part.fieldname !== form.jsonPart) {
        await form.onFile(part);
        continue;
      }
      // Read to its end even when too large, so every part is consumed and the client gets its answer.
      const read = await readLimited(part.file, MAX_JSON_PART_BYTES);
      tooLarge ||= read.tooLarge;
      if (json !== undefined || read.tooLarge) continue;
      // The first JSON part counts; a byte-order mark some editors write is not part of the JSON.
      json = read.data.toString('utf8').replace(/^\uFEFF/, '');
      await form.onJson?.(json);
    } catch (error) {
      failure = { error };
      await drainPart(part.file);
    }
  }
  if (tooLarge) {
    const message = MULTIPART_MESSAGES.jsonTooLarge;
    throw new HttpError(413, message, { [form.jsonPart]: message });
  }
  if (failure) throw failure.error;
  return json;
}
