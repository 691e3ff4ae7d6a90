import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './http-error';

/** A form of a few short fields, not an upload. */
const FORM_BODY_LIMIT = 4096;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Lets the routes of this (encapsulated) scope read an HTML form's text fields, sent form-encoded
 * or as multipart, into a plain object their zod schema validates: what a mail program's one-click
 * unsubscribe posts (RFC 8058 §3.2 allows both). The body is parsed by the platform's own `Response`
 * (WHATWG FormData); a file part or an unreadable body is a 400, never a 5xx.
 */
export function acceptFormFields(scope: FastifyInstance, message: string): void {
  for (const type of FORM_TYPES) {
    if (scope.hasContentTypeParser(type)) scope.removeContentTypeParser(type);
    scope.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
      async (request: FastifyRequest, body: Buffer) => {
        let form: FormData;
        try {
          form = await new Response(new Uint8Array(body), {
            headers: { 'content-type': request.headers['content-type'] ?? type },
          }).formData();
        } catch {
          throw badRequest({ _: message }, message);
        }
        const fields: Record<string, string> = {};
        for (const [name, value] of form) {
          if (typeof value !== 'string') throw badRequest({ [name]: message }, message);
          fields[name] ??= value;
        }
        return fields;
      },
    );
  }
}
