import { type OperationId, policyOf } from '@motorplaza/domain/access/api-policies';
import { DEFAULT_ROLE_PERMISSIONS } from '@motorplaza/domain/access/permissions';
import { decide } from '@motorplaza/domain/access/policy';
import { ROLES, type Role } from '@motorplaza/domain/access/roles';
import type { HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CampaignFixtures, prepareCampaign } from '../test/campaign-fixtures';
import {
  describe as describeValue,
  HOSTILE_RAW_BODIES,
  HOSTILE_URL_VALUES,
  mutationsOf,
  seededRandom,
} from '../test/hostile-values';
import { multipartBody } from '../test/multipart';
import { createTestApp, type TestApp } from '../test/test-app';
import { loginTurn } from './db/schema/index';
import { routePattern } from './plugins/method-not-allowed';

/**
 * Our own hostile campaign: every registered route, taken from the app itself, receives generated
 * hostile variants of its declared params, query and body — wrong types, missing and extra fields,
 * control characters, 1 MB strings, int32 ± 1, negative numbers, malformed JSON, wrong content
 * types — as a visitor and as each role. No answer may be a 5xx, every answer must fit the route's
 * declared response schema, and no message may be one of zod's English defaults. Runs on PGlite
 * and, with TEST_DATABASE_URL, on PostgreSQL. The sample changes with FUZZ_SEED (printed on failure).
 */

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
/** Variants sent per route to the first caller allowed to use it; others get a sample. */
const FULL_BUDGET = 260;
const SAMPLE_BUDGET = 40;
const DENIED_BUDGET = 3;

const ENGLISH =
  /Invalid input|Too (big|small)|expected |Required|Unrecognized|must be|FST_|Internal Server Error/;

let t: TestApp;
let address = 0;

interface Variant {
  label: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

interface RouteUnderTest {
  method: HTTPMethods;
  pattern: string;
  operation: OperationId;
  route: RouteOptions;
}

/** Valid params, bodies, queries and multipart parts (test/campaign-fixtures.ts). */
let PARAMS: Record<string, string>;
let BODIES: CampaignFixtures['bodies'];
let QUERIES: CampaignFixtures['queries'];
let MULTIPART: CampaignFixtures['multipart'];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  ({ params: PARAMS, bodies: BODIES, queries: QUERIES, multipart: MULTIPART } = await prepareCampaign(t));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

function routesUnderTest(): RouteUnderTest[] {
  return t.server.registeredRoutes.flatMap((route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    return methods
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .map((method) => ({
        method,
        pattern: routePattern(route.url),
        operation: route.config?.operation as OperationId,
        route,
      }));
  });
}

function fillPath(pattern: string, override: Record<string, string> = {}): string {
  return pattern
    .replace(/:([A-Za-z]+)/g, (_match, name: string) => {
      const value = override[name] ?? PARAMS[name];
      if (value === undefined) throw new Error(`no valid value for path parameter ${name} of ${pattern}`);
      return value;
    })
    .replace(/\*$/, override['*'] ?? PARAMS['*'] ?? 'x');
}

function jsonVariant(label: string, url: string, body: unknown): Variant {
  return {
    label,
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  };
}

/** Every variant of one route, valid first. */
async function variantsOf(target: RouteUnderTest): Promise<Variant[]> {
  const { route, pattern, operation } = target;
  const schema = (route.schema ?? {}) as {
    params?: unknown;
    querystring?: { shape?: object };
    body?: unknown;
  };
  const url = fillPath(pattern);
  const variants: Variant[] = [];
  const body = BODIES[operation];
  const multipart = MULTIPART[operation];
  if (schema.body && !body) throw new Error(`no valid body for ${operation}: add one to BODIES`);

  if (body) for (const m of mutationsOf(body)) variants.push(jsonVariant(m.label, url, m.body));
  else if (multipart) {
    for (const m of mutationsOf(multipart.valid())) {
      const form = await multipartBody({ [multipart.part]: JSON.stringify(m.body) });
      variants.push({ label: `multipart ${m.label}`, url, payload: form.payload, headers: form.headers });
    }
    const garbage = await multipartBody({ [multipart.part]: '{"roto":' }, [
      { name: 'foto_1', filename: 'foto.jpg', data: Buffer.from('no soy una imagen'), type: 'image/jpeg' },
    ]);
    variants.push({ label: 'multipart garbage', url, payload: garbage.payload, headers: garbage.headers });
  } else variants.push({ label: 'plain', url });

  for (const name of pattern.match(/:([A-Za-z]+)/g) ?? []) {
    for (const value of HOSTILE_URL_VALUES) {
      variants.push({
        label: `${name} = ${describeValue(value)}`,
        url: fillPath(pattern, { [name.slice(1)]: value }),
      });
    }
  }
  // Each query field hostile in turn, the others (if the operation has a valid query) valid.
  const validQuery = QUERIES[operation] ?? {};
  const withQuery = (values: Record<string, string>, more: string[] = []) => {
    const pairs = [...Object.entries(values).map(([key, value]) => `${key}=${value}`), ...more];
    return `${url}?${pairs.join('&')}`;
  };
  if (QUERIES[operation]) variants.push({ label: 'valid query', url: withQuery(validQuery) });
  const queryKeys = Object.keys(schema.querystring?.shape ?? {});
  for (const key of [...queryKeys, 'extra']) {
    for (const value of HOSTILE_URL_VALUES) {
      variants.push({
        label: `?${key}=${describeValue(value)}`,
        url: withQuery({ ...validQuery, [key]: value }),
      });
    }
    const { [key]: _replaced, ...others } = validQuery;
    variants.push({ label: `?${key} twice`, url: withQuery(others, [`${key}=a`, `${key}=b`]) });
  }
  if (body || multipart || ['POST', 'PUT', 'PATCH', 'DELETE'].includes(target.method)) {
    for (const raw of HOSTILE_RAW_BODIES) {
      variants.push({
        label: `raw ${raw.contentType ?? 'no content type'} ${describeValue(String(raw.payload).slice(0, 30))}`,
        url,
        payload: raw.payload,
        headers: raw.contentType ? { 'content-type': raw.contentType } : {},
      });
    }
  }
  return variants;
}

function pick<T>(items: readonly T[], count: number, random: () => number): T[] {
  if (items.length <= count) return [...items];
  const [first, ...rest] = items;
  const shuffled = rest
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.item);
  return [first as T, ...shuffled.slice(0, count - 1)];
}

function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** Problems with one answer: a 5xx, an undeclared status, a body off its schema, English text. */
function problemsOf(route: RouteOptions, status: number, body: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  if (ENGLISH.test(body)) problems.push(`English or internal text: ${body.slice(0, 160)}`);
  const responses = (
    route.schema as { response?: Record<number, { safeParse?(v: unknown): { success: boolean } }> }
  )?.response;
  if (!responses) return problems;
  const declared = responses[status];
  if (!declared) return [...problems, `status ${status} not declared`];
  // A file's answer (a PDF, a photo) is declared by its content types, not a JSON schema.
  if (!declared.safeParse) return problems;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [...problems, `status ${status} body is not JSON: ${body.slice(0, 80)}`];
  }
  if (!declared.safeParse(parsed).success)
    problems.push(`${status} body off its schema: ${body.slice(0, 160)}`);
  return problems;
}

describe('hostile campaign', () => {
  it('no route answers a client mistake with a 5xx, an undeclared body or English text', async () => {
    const random = seededRandom(SEED);
    const callers: (Role | null)[] = [...ROLES, null];
    const failures: string[] = [];
    let sent = 0;
    for (const target of routesUnderTest()) {
      const variants = await variantsOf(target);
      let fullDone = false;
      for (const caller of callers) {
        const user = caller ? { rol: caller, permisos: [...DEFAULT_ROLE_PERMISSIONS[caller]] } : null;
        const allowed = decide(policyOf(target.operation), user) === 'allow';
        const budget = !allowed ? DENIED_BUDGET : fullDone ? SAMPLE_BUDGET : FULL_BUDGET;
        if (allowed) fullDone = true;
        for (const variant of pick(variants, budget, random)) {
          const options: InjectOptions = {
            method: target.method as InjectOptions['method'],
            url: variant.url,
            remoteAddress: nextAddress(),
            ...(variant.payload !== undefined ? { payload: variant.payload } : {}),
            headers: variant.headers ?? {},
          };
          const response = await t.injectAs(caller, options);
          sent += 1;
          // Wrong guesses on one account take growing turns (decision 0049, login-turn.routes.test.ts):
          // the campaign looks for 5xx and undeclared bodies, so each guess starts a fresh turn instead
          // of sleeping up to 8 s behind the previous one.
          if (target.operation === 'auth.login') await t.database.db.delete(loginTurn);
          for (const problem of problemsOf(target.route, response.statusCode, response.body)) {
            failures.push(
              `${target.method} ${target.pattern} as ${caller ?? 'visitor'}, ${variant.label}: ${problem}`,
            );
          }
        }
      }
    }
    console.info(`hostile campaign: ${sent} requests, seed ${SEED}, ${failures.length} failures`);
    expect(sent).toBeGreaterThan(1500);
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  }, 300_000);
});
