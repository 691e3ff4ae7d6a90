import type { Readable } from 'node:stream';
import { z } from 'zod';

/**
 * A response whose body is a file (a PDF, an image), for a route's `response` schemas: the OpenAPI
 * document gives its content types; Fastify sends the bytes as they are (a Buffer or a stream is never
 * serialized), so the schema only describes them.
 */
export function binaryResponse(contentTypes: readonly string[], description: string) {
  // Typed as the bytes the handler sends: the schema is never run on them.
  const schema = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Buffer | Readable>;
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])),
  };
}
