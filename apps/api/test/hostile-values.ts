/**
 * What a hostile client sends: wrong types, control characters, huge strings, numbers just past
 * PostgreSQL's `integer`, and the JSON values a mutation puts in place of a valid one.
 */

const INT32_MAX = 2_147_483_647;
const INT32_MIN = -2_147_483_648;

/** Values that replace one field of a valid JSON body. */
export const HOSTILE_JSON_VALUES: readonly unknown[] = [
  null,
  true,
  12,
  'texto',
  [],
  {},
  ['a', 'b'],
  { $ne: null },
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\ud800',
  '😀'.repeat(200),
  "' OR 1=1 --",
  'x'.repeat(1_000_000),
  'y'.repeat(10_000),
  INT32_MAX,
  INT32_MAX + 1,
  INT32_MIN,
  INT32_MIN - 1,
  -1,
  0,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '2147483648',
];

/** Strings that replace a path parameter or a query value (already percent-encoded). */
export const HOSTILE_URL_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  '%07%1B',
  '2147483647',
  '2147483648',
  '-2147483649',
  '-1',
  '0',
  '1.5',
  '1e309',
  'abc',
  '%F0%9F%98%80',
  '%E0%A4%A',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5000),
  "'%20OR%201%3D1--",
];

/** Whole request bodies that are wrong as a whole: malformed, mistyped, of the wrong kind. */
export const HOSTILE_RAW_BODIES: readonly { payload: string | Buffer; contentType?: string }[] = [
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"texto"', contentType: 'application/json' },
  { payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}', contentType: 'application/json' },
  { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'hola', contentType: 'text/plain' },
  { payload: '<x/>', contentType: 'application/xml' },
  { payload: '--x\r\n\r\n', contentType: 'multipart/form-data' },
  {
    payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
  { payload: Buffer.alloc(1_100_000, 0x61), contentType: 'application/json' },
  { payload: '{}', contentType: 'application/json; charset=utf-16' },
  { payload: '{}' },
];

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Every one-place mutation of a valid JSON body: each field (one level into objects, the first
 * element of arrays) removed or replaced by each hostile value, plus an extra field.
 */
export function* mutationsOf(valid: Record<string, unknown>): Generator<{ label: string; body: unknown }> {
  yield { label: 'valid', body: valid };
  yield { label: 'extra field', body: { ...valid, campoExtra: '\u0000', __proto__: { admin: true } } };
  for (const [key, value] of Object.entries(valid)) {
    const { [key]: _removed, ...without } = valid;
    yield { label: `${key} missing`, body: without };
    for (const hostile of HOSTILE_JSON_VALUES) {
      yield { label: `${key} = ${describe(hostile)}`, body: { ...valid, [key]: hostile } };
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) {
        for (const hostile of HOSTILE_JSON_VALUES.slice(0, 20)) {
          if (hostile === innerValue) continue;
          yield {
            label: `${key}.${inner} = ${describe(hostile)}`,
            body: { ...valid, [key]: { ...value, [inner]: hostile } },
          };
        }
      }
    }
    if (Array.isArray(value) && value.length > 0 && typeof value[0] === 'object') {
      for (const [inner] of Object.entries(value[0] as object)) {
        for (const hostile of HOSTILE_JSON_VALUES.slice(0, 20)) {
          const first = { ...(value[0] as object), [inner]: hostile };
          yield { label: `${key}[0].${inner} = ${describe(hostile)}`, body: { ...valid, [key]: [first] } };
        }
      }
    }
  }
}

export function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length})` : text;
}

/** A small deterministic generator, so a failing run can be repeated. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
