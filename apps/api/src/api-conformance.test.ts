import { type OperationId, policyOf } from '@motorplaza/domain/access/api-policies';
import { DEFAULT_ROLE_PERMISSIONS } from '@motorplaza/domain/access/permissions';
import { decide } from '@motorplaza/domain/access/policy';
import { ROLES, type Role } from '@motorplaza/domain/access/roles';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CampaignFixtures, prepareCampaign } from '../test/campaign-fixtures';
import { seededRandom } from '../test/hostile-values';
import {
  answerProblems,
  createSchemaChecker,
  type DocumentedOperation,
  documentedOperations,
  fetchDocument,
  type OpenApiDocument,
} from '../test/openapi-document';
import { bodyOf, injectOptions, parametersOf, type RequestValues } from '../test/openapi-requests';
import { objectViolations, scalarViolations, urlValue, validValues } from '../test/openapi-values';
import { createTestApp, type TestApp } from '../test/test-app';
import { loginTurn } from './db/schema/index';

/**
 * The API answers as its OpenAPI document says (docs/decisions/0062-api-description-from-the-routes.md), checked the way an outside fuzzer checks it, from the document alone: for every
 * operation and every identity (visitor and each role), requests generated from the documented
 * schemas (json-schema-faker, seeded) and requests breaking one documented rule each. Every answer's
 * status must be documented for the operation and its body must fit the documented schema (ajv); a
 * valid request must be accepted, or refused for a stated reason (no right to it, a record that does
 * not exist, a conflict, a throttle, or a field whose rule the document states in words); an invalid
 * one must be refused with a 4xx. The sample follows FUZZ_SEED (printed on failure).
 */

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const POSITIVE_FULL = 3;
const NEGATIVE_FULL = 40;
const NEGATIVE_SAMPLE = 4;

/** Operations that end the caller's session or change its password. */
const SESSION_ENDING = new Set(['auth.logout', 'auth.profile.update', 'usuario.password']);

let t: TestApp;
let document: OpenApiDocument;
let check: ReturnType<typeof createSchemaChecker>;
let fixtures: CampaignFixtures;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  fixtures = await prepareCampaign(t);
  document = await fetchDocument(t);
  check = createSchemaChecker(document);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function userOf(caller: Role | null) {
  return caller ? { rol: caller, permisos: [...DEFAULT_ROLE_PERMISSIONS[caller]] } : null;
}

async function send(
  operation: DocumentedOperation,
  caller: Role | null,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  address += 1;
  const remoteAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  // What ends or changes a session runs in a session of its own, so the role's token stays valid.
  const response =
    caller && SESSION_ENDING.has(operation.operationId)
      ? await t.server.inject({
          ...options,
          remoteAddress,
          headers: {
            ...options.headers,
            authorization: `Bearer ${await t.tokenFor(t.users[caller].idUsuario)}`,
          },
        })
      : await t.injectAs(caller, { ...options, remoteAddress });
  // Wrong guesses take growing turns (decision 0049): each one here starts a fresh turn.
  if (operation.operationId === 'auth.login') await t.database.db.delete(loginTurn);
  return response;
}

/** Field names an operation states rules for in words (`campo`), beyond what its schema expresses. */
function statedFields(operation: DocumentedOperation): Set<string> {
  const texts = [operation.operation.description ?? '', bodyOf(operation)?.schema.description ?? ''];
  return new Set(
    texts.flatMap((text) => [...text.matchAll(/`([A-Za-z_.]+)`/g)].map((match) => match[1] ?? '')),
  );
}

/** Why a valid request may be refused: the reasons the document states for this operation. */
function statedRefusal(
  operation: DocumentedOperation,
  caller: Role | null,
  response: LightMyRequestResponse,
) {
  const status = response.statusCode;
  if (!operation.operation.responses[String(status)]) return false;
  if ([404, 409, 422, 429].includes(status)) return true;
  if (status === 403 && caller !== null) return true; // a record this user may not act on
  if (status === 401 && operation.operation.security?.length === 0) return true; // it checks a credential itself
  if (status !== 400) return false;
  const errors = Object.keys((response.json() as { errors?: object }).errors ?? {});
  const stated = statedFields(operation);
  return (
    errors.length > 0 && errors.every((field) => stated.has(field) || stated.has(field.split('.')[0] ?? ''))
  );
}

async function generated(schema: Parameters<typeof validValues>[0], seed: number) {
  return (await validValues(schema, check, seed, 1))[0];
}

/** Valid requests: the fixtures' values first (known records), then values generated from the document. */
async function positiveRequests(operation: DocumentedOperation, seed: number, count: number) {
  const id = operation.operationId as OperationId;
  const body = bodyOf(operation);
  const known = fixtures.bodies[id] ?? fixtures.multipart[id]?.valid();
  const requests: RequestValues[] = [];
  for (let index = 0; index < count; index += 1) {
    const values: RequestValues = { path: {}, query: {}, headers: {} };
    for (const parameter of parametersOf(operation, 'path')) {
      const fixture = fixtures.params[parameter.name];
      // A generator that finds no valid value for a seed (a calendar date's pattern) falls back to the
      // fixture's known value rather than sending an empty segment.
      const value =
        index === 0 && fixture ? fixture : ((await generated(parameter.schema, seed + index)) ?? fixture);
      values.path[parameter.name] = urlValue(parameter.schema, value).text;
    }
    const random = seededRandom(seed + index);
    for (const parameter of parametersOf(operation, 'query')) {
      const fixture = fixtures.queries[id]?.[parameter.name];
      if (index === 0 && fixture) values.query[parameter.name] = fixture;
      else if (parameter.required || random() < 0.5)
        values.query[parameter.name] = urlValue(
          parameter.schema,
          await generated(parameter.schema, seed + index),
        ).text;
    }
    if (body) values.body = index === 0 && known ? known : await generated(body.schema, seed + index);
    requests.push(values);
  }
  return requests;
}

/** Requests that break one documented rule each, built on a valid one. */
function negativeRequests(operation: DocumentedOperation, valid: RequestValues) {
  const requests: { label: string; values: RequestValues }[] = [];
  const body = bodyOf(operation);
  if (body && valid.body && typeof valid.body === 'object' && !Array.isArray(valid.body)) {
    for (const variant of objectViolations(body.schema, valid.body as Record<string, unknown>)) {
      if (check(body.schema, variant.value) !== null)
        requests.push({ label: `body ${variant.label}`, values: { ...valid, body: variant.value } });
    }
  }
  for (const place of ['path', 'query'] as const) {
    for (const parameter of parametersOf(operation, place)) {
      if (parameter.required && place === 'query')
        requests.push({
          label: `?${parameter.name} missing`,
          values: { ...valid, query: without(valid.query, parameter.name) },
        });
      for (const variant of scalarViolations(parameter.schema)) {
        const { text, read } = urlValue(parameter.schema, variant.value);
        if (check(parameter.schema, read) === null) continue;
        requests.push({
          label: `${place} ${parameter.name}: ${variant.label}`,
          values: { ...valid, [place]: { ...valid[place], [parameter.name]: text } },
        });
      }
    }
  }
  return requests;
}

function without(values: Record<string, string>, name: string) {
  const { [name]: _removed, ...rest } = values;
  return rest;
}

function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
  return items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map((entry) => entry.item);
}

describe('the API answers as its OpenAPI document says', () => {
  it('for every operation and identity: documented answers, valid values accepted, invalid refused', async () => {
    const random = seededRandom(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of documentedOperations(document)) {
      const name = `${operation.method} ${operation.path}`;
      const policy = policyOf(operation.operationId);
      let fullDone = false;
      for (const caller of [null, ...ROLES] as (Role | null)[]) {
        const who = caller ?? 'visitor';
        const allowed = decide(policy, userOf(caller)) === 'allow';
        const full = allowed && !fullDone;
        if (allowed) fullDone = true;
        const positives = await positiveRequests(operation, SEED + sent, full ? POSITIVE_FULL : 1);
        if (bodyOf(operation) && positives.some((values) => values.body === undefined))
          failures.push(`${name}: no valid body could be generated from the documented schema`);
        for (const values of positives) {
          const response = await send(operation, caller, await injectOptions(operation, values));
          sent += 1;
          const problems = answerProblems(check, operation.operation, response);
          if (!allowed && response.statusCode !== (caller ? 403 : 401))
            problems.push(`a caller without rights got ${response.statusCode}`);
          else if (allowed && response.statusCode >= 300 && !statedRefusal(operation, caller, response))
            problems.push(`valid request refused: ${response.statusCode} ${response.body.slice(0, 200)}`);
          for (const problem of problems)
            failures.push(`${name} as ${who}, valid ${JSON.stringify(values).slice(0, 300)}: ${problem}`);
        }
        if (!allowed) continue;
        const negatives = negativeRequests(operation, positives[0] as RequestValues);
        for (const negative of pick(negatives, full ? NEGATIVE_FULL : NEGATIVE_SAMPLE, random)) {
          const response = await send(operation, caller, await injectOptions(operation, negative.values));
          sent += 1;
          const problems = answerProblems(check, operation.operation, response);
          if (response.statusCode < 400 || response.statusCode >= 500)
            problems.push(`invalid request answered ${response.statusCode}`);
          for (const problem of problems) failures.push(`${name} as ${who}, ${negative.label}: ${problem}`);
        }
      }
    }
    console.info(`API conformance: ${sent} requests, seed ${SEED}, ${failures.length} failures`);
    expect(sent).toBeGreaterThan(1000);
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  }, 300_000);
});
