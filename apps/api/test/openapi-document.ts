import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TestApp } from './test-app';

/**
 * The API's own OpenAPI document, read the way an outside client reads it: operations, their
 * parameters and bodies, and an ajv check of every answer against the documented status and schema.
 */

export type JsonSchema = {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  [key: string]: unknown;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface MediaType {
  schema?: JsonSchema;
  encoding?: Record<string, { contentType?: string }>;
}

export interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface DocumentedOperation {
  path: string;
  method: string;
  operationId: string;
  operation: Operation;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export async function fetchDocument(t: TestApp): Promise<OpenApiDocument> {
  const response = await t.injectAs(null, { method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  return response.json() as OpenApiDocument;
}

export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({
        path,
        method: method.toUpperCase(),
        operationId: operation.operationId ?? `${method} ${path}`,
        operation,
      })),
  );
}

/** ajv with OpenAPI 3.0's vocabulary: `nullable`, and formats (`binary` is a file's bytes). */
export function openApiAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false, multipleOfPrecision: 6 });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

/**
 * OpenAPI 3.0 in ajv's dialect (draft 7): boolean `exclusiveMinimum` beside `minimum` becomes the
 * bound itself; `nullable: true` becomes a `null` alternative.
 */
export function toDraft7<T>(value: T): T {
  if (Array.isArray(value)) return value.map(toDraft7) as T;
  if (value === null || typeof value !== 'object') return value;
  const schema = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toDraft7(inner)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[flag] !== 'boolean') continue;
    if (schema[flag]) schema[flag] = schema[bound];
    else delete schema[flag];
    if (schema[flag] !== undefined) delete schema[bound];
  }
  if (schema.nullable === true) {
    const { nullable: _nullable, description, default: fallback, ...rest } = schema;
    return { description, default: fallback, anyOf: [rest, { type: 'null' }] } as T;
  }
  return schema as T;
}

/** Compiles each schema once (by identity); `$ref`s point into the document's components. */
export function createSchemaChecker(document: OpenApiDocument) {
  const ajv = openApiAjv();
  ajv.addSchema({ components: document.components ?? {} }, 'openapi');
  const compiled = new WeakMap<JsonSchema, ValidateFunction>();
  const rewrite = (schema: JsonSchema): JsonSchema =>
    toDraft7(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')));
  return (schema: JsonSchema, value: unknown): string | null => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(rewrite(schema));
      compiled.set(schema, validate);
    }
    if (validate(value)) return null;
    return ajv.errorsText(validate.errors, { separator: '; ' });
  };
}

/** The media type of a Content-Type header, without its parameters. */
export function mediaTypeOf(header: unknown): string {
  return String(header ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() as string;
}

/**
 * Problems with one answer against the document: an undocumented status, an undocumented content
 * type, a JSON body off its documented schema.
 */
export function answerProblems(
  check: ReturnType<typeof createSchemaChecker>,
  operation: Operation,
  answer: { statusCode: number; headers: Record<string, unknown>; body: string },
): string[] {
  const response = operation.responses[String(answer.statusCode)] ?? operation.responses.default;
  const documented = Object.keys(operation.responses).join(', ');
  if (!response) return [`status ${answer.statusCode} not documented (documented: ${documented})`];
  if (!response.content || answer.body.length === 0) return [];
  const type = mediaTypeOf(answer.headers['content-type']);
  const media = response.content[type];
  if (!media) {
    return [`${answer.statusCode} content type ${type} not documented (${Object.keys(response.content)})`];
  }
  if (type !== 'application/json' || !media.schema) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return [`${answer.statusCode} body is not JSON: ${answer.body.slice(0, 80)}`];
  }
  const error = check(media.schema, parsed);
  return error ? [`${answer.statusCode} body off its schema (${error}): ${answer.body.slice(0, 160)}`] : [];
}
