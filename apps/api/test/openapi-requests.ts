import type { InjectOptions } from 'fastify';
import { noisyJpeg } from './images';
import { multipartWithJson } from './multipart';
import type { DocumentedOperation, JsonSchema, Parameter } from './openapi-document';

/**
 * Requests built from an operation of the OpenAPI document, as an outside client builds them: path
 * and query parameters in the URL, the body in the documented content type (a multipart body gets its
 * JSON part and a real photo for every `foto_N` part its JSON names).
 */

export interface RequestValues {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The JSON body, or the JSON part of a multipart body. */
  body?: unknown;
}

export function parametersOf(operation: DocumentedOperation, place: Parameter['in']): Parameter[] {
  return (operation.operation.parameters ?? []).filter((parameter) => parameter.in === place);
}

/** The body's media type and schema (`multipart/form-data` bodies: the JSON part's). */
export function bodyOf(
  operation: DocumentedOperation,
): { type: string; schema: JsonSchema; jsonPart?: string } | undefined {
  const content = operation.operation.requestBody?.content;
  if (!content) return undefined;
  const json = content['application/json']?.schema;
  if (json) return { type: 'application/json', schema: json };
  const form = content['multipart/form-data'];
  const jsonPart = Object.entries(form?.encoding ?? {}).find(
    ([, encoding]) => encoding.contentType === 'application/json',
  )?.[0];
  const schema = jsonPart ? form?.schema?.properties?.[jsonPart] : undefined;
  if (!jsonPart || !schema) throw new Error(`${operation.operationId}: a body neither JSON nor multipart`);
  return { type: 'multipart/form-data', schema, jsonPart };
}

export function urlOf(operation: DocumentedOperation, values: RequestValues): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(values.path[name] ?? ''),
  );
  const query = new URLSearchParams(values.query).toString();
  return query ? `${path}?${query}` : path;
}

let photo: Buffer | undefined;

/** Photo parts named by the JSON part (`fotos: [{ archivo: 'foto_1' }]`), each a real JPEG. */
async function namedPhotos(json: unknown) {
  const fotos = (json as { fotos?: unknown } | null)?.fotos;
  const names = Array.isArray(fotos)
    ? fotos
        .map((foto) => (foto as { archivo?: unknown } | null)?.archivo)
        .filter((name): name is string => typeof name === 'string' && /^foto_\d{1,2}$/.test(name))
    : [];
  photo ??= await noisyJpeg(320, 240);
  const image = photo;
  return [...new Set(names)].map((name) => ({
    name,
    filename: `${name}.jpg`,
    data: image,
    type: 'image/jpeg',
  }));
}

export async function injectOptions(
  operation: DocumentedOperation,
  values: RequestValues,
): Promise<InjectOptions> {
  const options: InjectOptions = {
    method: operation.method as InjectOptions['method'],
    url: urlOf(operation, values),
    headers: { ...values.headers },
  };
  const body = bodyOf(operation);
  if (!body || values.body === undefined) return options;
  if (body.jsonPart) {
    const form = await multipartWithJson(
      body.jsonPart,
      JSON.stringify(values.body),
      'json',
      await namedPhotos(values.body),
    );
    return { ...options, payload: form.payload, headers: { ...options.headers, ...form.headers } };
  }
  return {
    ...options,
    payload: JSON.stringify(values.body),
    headers: { ...options.headers, 'content-type': 'application/json' },
  };
}
