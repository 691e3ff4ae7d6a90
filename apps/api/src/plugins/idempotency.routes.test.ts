import { randomUUID } from 'node:crypto';
import { COMPLAINT_MESSAGES } from '@motorplaza/domain/complaints/complaint-texts';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENT_REPLAYED_HEADER } from '@motorplaza/domain/http/idempotency';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, fullSheet } from '../../test/complaint-fixtures';
import { noisyJpeg } from '../../test/images';
import { inspectionSlots, offerBody, offerForm } from '../../test/offer-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { photoPart } from '../../test/vehicle-fixtures';
import { accesorio, complaint, idempotencyKey, sellOffer } from '../db/schema/index';

/**
 * One submission, one record (docs/decisions/0044-idempotent-forms-and-live-permissions.md), on PGlite
 * or TEST_DATABASE_URL's PostgreSQL: two identical requests fired together with one key make one
 * record and get the same answer.
 */

let t: TestApp;
let photo: Buffer;
let slots: string[];

beforeAll(async () => {
  t = await createTestApp();
  photo = await noisyJpeg(400, 300);
  slots = await inspectionSlots(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const count = async (table: typeof complaint | typeof sellOffer | typeof accesorio) =>
  (await t.database.db.select().from(table)).length;

function fileSheet(key: string | null, body: object, remoteAddress: string) {
  return t.injectAs(null, {
    method: 'POST',
    url: '/api/v1/reclamos',
    payload: body,
    remoteAddress,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

/** The first answer and its replay: same status and body, only the replay says it is one. */
function expectOneAnswer(answers: LightMyRequestResponse[], status: number) {
  const [a, b] = answers;
  expect(a?.statusCode, a?.body).toBe(status);
  expect(b?.statusCode, b?.body).toBe(status);
  expect(b?.json()).toEqual(a?.json());
  const replayed = answers.map((answer) => answer.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]);
  expect(replayed.sort()).toEqual(['true', undefined]);
}

describe('POST /api/v1/reclamos with an Idempotency-Key', () => {
  it('two clicks at the same instant file one sheet with one number and answer it twice', async () => {
    const before = await count(complaint);
    const key = randomUUID();
    const address = freshAddress();
    const answers = await Promise.all([
      fileSheet(key, fullSheet(), address),
      fileSheet(key, fullSheet(), address),
    ]);
    expectOneAnswer(answers, 201);
    expect(answers[0]?.json().message).toBe(COMPLAINT_MESSAGES.created);
    expect(await count(complaint)).toBe(before + 1);

    // Later, the same key still answers the first sheet.
    const later = await fileSheet(key, fullSheet(), address);
    expect(later.statusCode).toBe(201);
    expect(later.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(later.json().data.hoja.codigo).toBe(answers[0]?.json().data.hoja.codigo);
    expect(await count(complaint)).toBe(before + 1);
  });

  it('the same key with other data is a 422 in Spanish and files nothing', async () => {
    const key = randomUUID();
    const address = freshAddress();
    expect((await fileSheet(key, fullSheet(), address)).statusCode).toBe(201);
    const before = await count(complaint);
    const other = await fileSheet(key, fullSheet({ detalle: 'Otro reclamo distinto del primero.' }), address);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ success: false, message: IDEMPOTENCY_MESSAGES.keyReused });
    expect(await count(complaint)).toBe(before);
  });

  it("a key is its sender's: another address with the same key files its own sheet", async () => {
    const key = randomUUID();
    const before = await count(complaint);
    const [a, b] = await Promise.all([
      fileSheet(key, fullSheet(), freshAddress()),
      fileSheet(key, fullSheet(), freshAddress()),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
    expect(a?.json().data.hoja.codigo).not.toBe(b?.json().data.hoja.codigo);
    expect(await count(complaint)).toBe(before + 2);
  });

  it('without a key each request files its own sheet, as API clients of the spec expect', async () => {
    const before = await count(complaint);
    const address = freshAddress();
    const answers = await Promise.all([
      fileSheet(null, fullSheet(), address),
      fileSheet(null, fullSheet(), address),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await count(complaint)).toBe(before + 2);
  });

  it('refuses a malformed key with a Spanish 400 before filing anything', async () => {
    const before = await count(complaint);
    const response = await fileSheet('no válida', fullSheet(), freshAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['idempotency-key']).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    // One character past its column: refused, never a 500.
    const long = await fileSheet(
      'k'.repeat(COLUMN_LENGTHS.idempotencyKey.clave + 1),
      fullSheet(),
      freshAddress(),
    );
    expect(long.statusCode).toBe(400);
    expect(await count(complaint)).toBe(before);
  });
});

describe('POST /api/v1/vende-tu-auto with an Idempotency-Key', () => {
  async function send(
    key: string,
    form: unknown,
    files = [photoPart('foto_1', photo), photoPart('foto_2', photo)],
  ) {
    const body = await offerBody(form, files);
    return t.server.inject({
      method: 'POST',
      url: '/api/v1/vende-tu-auto',
      remoteAddress: '10.44.0.1',
      payload: body.payload,
      headers: { ...body.headers, 'idempotency-key': key },
    });
  }

  it('three clicks at once leave one offer and give its reference three times', async () => {
    const before = await count(sellOffer);
    const key = randomUUID();
    const form = offerForm(slots[3] ?? '');
    const answers = await Promise.all([send(key, form), send(key, form), send(key, form)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const codes = new Set(answers.map((answer) => answer.json().data.codigo));
    expect(codes.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await count(sellOffer)).toBe(before + 1);
  });

  it('a first send refused by the handler frees its key for the corrected fill', async () => {
    const key = randomUUID();
    const form = offerForm(slots[4] ?? '');
    const before = await count(sellOffer);
    // The form lists two photos but only one arrives: refused, nothing kept.
    const refused = await send(key, form, [photoPart('foto_1', photo)]);
    expect(refused.statusCode).toBe(400);
    const corrected = await send(key, form);
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await count(sellOffer)).toBe(before + 1);
  });
});

describe('staff creation forms with an Idempotency-Key', () => {
  it('POST /accesorios twice at once as one user makes one accessory', async () => {
    const before = await count(accesorio);
    const key = randomUUID();
    const create = () =>
      t.injectAs('EJECUTIVO', {
        method: 'POST',
        url: '/api/v1/accesorios',
        payload: { nombre: 'Cámara de retroceso', tipo: 'Seguridad', estado: true },
        headers: { 'idempotency-key': key },
      });
    const answers = await Promise.all([create(), create()]);
    expectOneAnswer(answers, 201);
    expect(await count(accesorio)).toBe(before + 1);
  });

  it('keeps the key of a user apart from a visitor and documents the header on the OpenAPI page', async () => {
    const docs = await t.server.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = docs.json().paths['/api/v1/reclamos'].post;
    const header = operation.parameters.find((p: { name: string }) => p.name === 'idempotency-key');
    expect(header).toMatchObject({ in: 'header', required: false });
    expect(operation.responses['422']).toBeDefined();
    const rows = await t.database.db.select().from(idempotencyKey);
    expect(rows.some((row) => row.scope.startsWith('usuario:'))).toBe(true);
    expect(rows.some((row) => row.scope.startsWith('ip:'))).toBe(true);
  });
});
