import { API_POLICIES, type OperationId } from '@motorplaza/domain/access/api-policies';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedOperations, fetchDocument, type OpenApiDocument } from '../test/openapi-document';
import { bodyOf } from '../test/openapi-requests';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The OpenAPI document at /api/docs/json is a valid OpenAPI 3 description (checked by
 * @readme/openapi-parser, a validator nobody here wrote) and says what the routes do: each
 * operation's security is its policy's, the statuses a route answers are listed, multipart bodies
 * are described part by part, and a method a path does not serve answers 405 with Allow
 * (docs/decisions/0062-api-description-from-the-routes.md, 0063-method-not-allowed.md).
 */

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  document = await fetchDocument(t);
});
afterAll(async () => {
  await t.close();
});

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

describe('GET /api/docs/json', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
  });

  it("gives each operation its policy's security: none when public, a bearer token otherwise", () => {
    const operations = documentedOperations(document);
    expect(operations.length).toBeGreaterThan(90);
    for (const { operationId, operation, method, path } of operations) {
      const policy = API_POLICIES[operationId as OperationId];
      expect(policy, `${method} ${path} names no operation`).toBeDefined();
      const expected = policy.access === 'public' ? [] : [{ bearer: [] }];
      expect(operation.security, `${method} ${path}`).toEqual(expected);
      expect(operation.description, `${method} ${path}`).toMatch(/Acceso: /);
    }
    expect(document.paths['/api/v1/catalogo']?.get?.security).toEqual([]);
    expect(document.paths['/api/v1/health']?.get?.security).toEqual([]);
    expect(document.paths['/api/v1/usuario']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('lists the statuses each route answers, with their bodies', () => {
    const sheet = document.paths['/api/v1/reclamos/hoja.pdf']?.get;
    expect(Object.keys(sheet?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404', '429']));
    expect(sheet?.responses['200']?.content?.['application/pdf']).toBeDefined();
    expect(sheet?.responses['404']?.content?.['application/json']?.schema).toBeDefined();
    const photo = document.paths['/api/v1/ofertas/{idOferta}/fotos/{imagen}']?.get;
    expect(Object.keys(photo?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
    expect(photo?.responses['200']?.content?.['image/webp']).toBeDefined();
    // A public reading route without input answers neither 400 nor 401.
    expect(Object.keys(document.paths['/api/v1/health']?.get?.responses ?? {})).toEqual([
      '200',
      '500',
      '503',
    ]);
    // A versioned write documents its conflict.
    expect(document.paths['/api/v1/accesorios/{idAccesorio}']?.put?.responses['409']).toBeDefined();
  });

  it('describes every multipart body: its JSON part from the zod schema and its file parts', () => {
    const cases = [
      ['/api/v1/usuario', 'post', 'usuario', 'correo', 'file'],
      ['/api/v1/usuario', 'put', 'usuario', 'version', 'file'],
      ['/api/v1/automoviles', 'post', 'automovil', 'marca', 'foto_25'],
      ['/api/v1/automoviles/{idAuto}', 'put', 'automovil', 'versionRegistro', 'revision'],
      ['/api/v1/vende-tu-auto', 'post', 'oferta', 'placa', 'foto_1'],
    ] as const;
    for (const [path, method, part, field, file] of cases) {
      const operation = document.paths[path]?.[method];
      const media = operation?.requestBody?.content['multipart/form-data'];
      expect(media, `${method} ${path}`).toBeDefined();
      expect(media?.encoding?.[part]?.contentType).toBe('application/json');
      expect(media?.schema?.required).toContain(part);
      expect(media?.schema?.properties?.[file]).toMatchObject({ type: 'string', format: 'binary' });
      const json = bodyOf({
        path,
        method: method.toUpperCase(),
        operationId: '',
        operation: operation as never,
      });
      expect(JSON.stringify(json?.schema), `${method} ${path}`).toContain(`"${field}"`);
    }
  });

  it('documents the sign-in failures in the envelope, with the spec’s `error`', () => {
    const login = document.paths['/api/v1/auth/login']?.post;
    for (const status of ['400', '401', '429']) {
      const schema = login?.responses[status]?.content?.['application/json']?.schema;
      expect(schema?.required, status).toEqual(expect.arrayContaining(['success', 'message', 'error']));
    }
  });
});

describe('a method a path does not serve', () => {
  it('DELETE /api/v1/catalogo answers 405 with Allow: GET, HEAD and the envelope', async () => {
    const response = await t.injectAs(null, { method: 'DELETE', url: '/api/v1/catalogo' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual({ success: false, message: HTTP_MESSAGES.methodNotAllowed });
  });

  it('answers 405 on every documented path, listing the documented methods (and HEAD with GET)', async () => {
    for (const [path, item] of Object.entries(document.paths)) {
      const served = METHODS.filter((method) => item[method.toLowerCase()]);
      const allow = served.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])).join(', ');
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const method of METHODS.filter((each) => !served.includes(each))) {
        const response = await t.injectAs('ADMIN', { method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      }
    }
  });

  it('still answers 404 where no route exists, and for a path parameter the router refuses', async () => {
    expect((await t.injectAs(null, { method: 'DELETE', url: '/api/v1/no-existe' })).statusCode).toBe(404);
    const long = `/api/v1/catalogo/${'1'.repeat(200)}`;
    expect((await t.injectAs(null, { method: 'DELETE', url: long })).statusCode).toBe(404);
  });

  it('answers 405 for a write to a stored file (/media is read only)', async () => {
    const response = await t.injectAs(null, { method: 'POST', url: '/media/autos/1/foto.webp' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('security that is not ignored', () => {
  it('every protected operation refuses a visitor and a forged token with 401', async () => {
    for (const { path, method, operation } of documentedOperations(document)) {
      if (operation.security?.length === 0) continue;
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const authorization of [undefined, 'Bearer no.es.un-token']) {
        const headers = authorization ? { authorization } : {};
        const response = await t.server.inject({ method: method as 'GET', url, headers });
        expect(response.statusCode, `${method} ${url} ${authorization ?? 'sin token'}`).toBe(401);
      }
    }
  });
});
