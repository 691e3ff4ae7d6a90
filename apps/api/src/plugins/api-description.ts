import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { policyOf } from '@motorplaza/domain/access/api-policies';
import type { Policy } from '@motorplaza/domain/access/policy';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The OpenAPI document at /api/docs/json, generated from the routes themselves
 * (docs/decisions/0062-api-description-from-the-routes.md): each operation's schemas are the zod
 * schemas its route validates with; its security is its policy's (api-policies.ts); its statuses are
 * the ones the error handler adds from what the route declares (route-statuses.ts); a multipart body
 * is the zod schema its JSON part is parsed with, beside its file parts.
 */

/** A file part of a multipart body; `count` names numbered parts `name_1` … `name_count`. */
export interface MultipartFilePart {
  name: string;
  count?: number;
  contentTypes: readonly string[];
  description: string;
}

/** What a multipart route reads: its JSON part, parsed with `schema`, and its file parts. */
export interface MultipartDescription {
  jsonPart: string;
  schema: z.ZodType;
  files: readonly MultipartFilePart[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart body the route reads by hand (documented as its request body). */
    multipart?: MultipartDescription;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Schema = Record<string, unknown>;

const BEARER = 'bearer';

/** Who may call an operation, in the words of the description. */
export function accessText(policy: Policy | undefined): string {
  if (!policy) return 'Acceso: nadie (operación sin política).';
  if (policy.access === 'public') return 'Acceso: público, sin sesión.';
  const permissions = policy.permissions.length > 0 ? `; permisos: ${policy.permissions.join(', ')}` : '';
  return `Acceso: token Bearer de un usuario con rol ${policy.roles.join(', ')}${permissions}.`;
}

function filePartSchemas(parts: readonly MultipartFilePart[]): Record<string, Schema> {
  const properties: Record<string, Schema> = {};
  for (const part of parts) {
    const names = part.count
      ? Array.from({ length: part.count }, (_, index) => `${part.name}_${index + 1}`)
      : [part.name];
    for (const name of names) {
      properties[name] = { type: 'string', format: 'binary', description: part.description };
    }
  }
  return properties;
}

/** The multipart/form-data schema of a route: its JSON part (as JSON Schema) and its file parts. */
function multipartBody(input: TransformInput, multipart: MultipartDescription): Schema {
  const converted = jsonSchemaTransform({ ...input, schema: { body: multipart.schema } }).schema as {
    body: Schema;
  };
  return {
    type: 'object',
    required: [multipart.jsonPart],
    properties: {
      [multipart.jsonPart]: {
        ...converted.body,
        description: [
          'El registro en JSON (como campo de texto o parte application/json).',
          converted.body.description,
        ]
          .filter(Boolean)
          .join(' '),
      },
      ...filePartSchemas(multipart.files),
    },
  };
}

/** Each route's schema, as @fastify/swagger documents it. */
export function describeRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Schema | undefined;
  if (!schema || schema.hide) return result;
  // A prefix's root route answers with and without its trailing slash; the document names it without
  // (as the web calls it), so one path lists every method it serves (`/interesados`: GET and POST).
  if (result.url.length > 1 && result.url.endsWith('/')) result.url = result.url.slice(0, -1);
  const route = (input as { route?: { config?: { operation?: string; multipart?: MultipartDescription } } })
    .route;
  const operation = route?.config?.operation;
  const policy = policyOf(operation);
  schema.security = policy?.access === 'public' ? [] : [{ [BEARER]: [] }];
  if (operation) schema.operationId = operation;
  // A query's rules between its parameters (its schema's description) go in the operation's text.
  const queryRules = (schema.querystring as { description?: string } | undefined)?.description;
  schema.description = [schema.description, queryRules, accessText(policy)].filter(Boolean).join('\n\n');
  const multipart = route?.config?.multipart;
  if (multipart) {
    schema.body = multipartBody(input, multipart);
    schema.consumes = ['multipart/form-data'];
  }
  return result;
}

/** What each error status means, as every operation's responses say. */
const STATUS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '400': 'Datos no válidos: `errors` da el mensaje de cada campo (nada se guardó).',
  '401': 'Sin sesión, o con un token que ya no vale.',
  '403': 'Sin permiso para esta operación o este registro, o escritura enviada desde otro sitio.',
  '404': 'No existe el registro pedido.',
  '409': 'Conflicto: otra persona cambió el registro (versión), o el dato ya está en uso.',
  '413': 'El archivo o la solicitud es demasiado grande.',
  '415': 'Tipo de contenido no admitido.',
  '422': 'La clave Idempotency-Key ya se usó con otros datos.',
  '429': 'Demasiadas solicitudes: espera y vuelve a intentarlo.',
  '500': 'Error inesperado (queda en el registro del servidor).',
  '503': 'Servicio no disponible por un momento (base de datos o cola ocupada): reintentar.',
};

interface MediaType {
  schema?: { properties?: Record<string, { format?: string }> };
  encoding?: Record<string, { contentType: string }>;
}

/** The content types each multipart part is sent with (OpenAPI `encoding`). */
function multipartEncoding(media: MediaType, multipart: MultipartDescription): void {
  const encoding: Record<string, { contentType: string }> = {
    [multipart.jsonPart]: { contentType: 'application/json' },
  };
  for (const part of multipart.files) {
    for (const name of Object.keys(filePartSchemas([part]))) {
      encoding[name] = { contentType: part.contentTypes.join(', ') };
    }
  }
  media.encoding = encoding;
}

/**
 * `\\d` written as `[0-9]`: JavaScript reads it so, but other engines reading the document (Python's,
 * .NET's) also match other scripts' digits, which the server refuses. Zod's own date patterns use it.
 */
export function asciiDigits(pattern: string): string {
  let written = '';
  let inClass = false;
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '\\') {
      const next = pattern[index + 1] ?? '';
      written += next === 'd' ? (inClass ? '0-9' : '[0-9]') : `${char}${next}`;
      index += 1;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    written += char;
  }
  return written;
}

/** Every `pattern` of the document's schemas, with ASCII digits. */
function rewritePatterns(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) rewritePatterns(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, inner] of Object.entries(record)) {
    if (key === 'pattern' && typeof inner === 'string') record[key] = asciiDigits(inner);
    else rewritePatterns(inner);
  }
}

interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string }>;
}

/**
 * The finished document: error responses described, multipart parts given their content types.
 * `multiparts` maps an operationId to its multipart description.
 */
export function finishDocument(
  document: { paths?: Record<string, Record<string, Operation>> },
  multiparts: ReadonlyMap<string, MultipartDescription>,
): void {
  rewritePatterns(document);
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const description = STATUS_DESCRIPTIONS[status];
        if (description && response.description === 'Default Response') response.description = description;
      }
      const multipart = operation.operationId ? multiparts.get(operation.operationId) : undefined;
      const media = operation.requestBody?.content?.['multipart/form-data'];
      if (multipart && media) multipartEncoding(media, multipart);
    }
  }
}

/** The options of @fastify/swagger: the document and how each route enters it. */
export function apiDescriptionOptions(appVersion: string): FastifyDynamicSwaggerOptions {
  const multiparts = new Map<string, MultipartDescription>();
  return {
    openapi: {
      info: {
        title: 'MotorPlaza API',
        version: appVersion,
        description: [
          'API del sitio y del back-office. Los errores son `{ success: false, message, errors? }` en español.',
          `Un método que una ruta existente no atiende responde 405 ("${HTTP_MESSAGES.methodNotAllowed}") con la cabecera Allow.`,
          'Las operaciones públicas no piden token; las demás, un token Bearer (la cookie `jwt` del sitio).',
        ].join('\n\n'),
      },
      components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const described = describeRoute(input as TransformInput);
      const route = (
        input as { route?: { config?: { operation?: string; multipart?: MultipartDescription } } }
      ).route;
      if (route?.config?.operation && route.config.multipart)
        multiparts.set(route.config.operation, route.config.multipart);
      return described;
    },
    transformObject: (documents) => {
      if (!('openapiObject' in documents)) return documents.swaggerObject;
      finishDocument(documents.openapiObject as Parameters<typeof finishDocument>[0], multiparts);
      return documents.openapiObject;
    },
  };
}
