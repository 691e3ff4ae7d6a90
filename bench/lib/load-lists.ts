import { type BenchDatabase, signIn } from './bench-databases';
import { fmt, ms, problems, type Row } from './load-rows';
import { writeEverySecond } from './writes';
import { measure, runWrk, type WrkResult } from './wrk';

/** What a browser sends: the product picks brotli. */
const BROWSER_ENCODING = 'gzip, deflate, br';
const STAFF_P99_MS = 100;

/** The staff lists of issue 13 and every later screen: their first page, as the screen asks it. */
const LISTS = [
  {
    path: '/api/v1/automoviles',
    first: 'estado=DISPONIBLE&page=1&pageSize=12',
    terms: ['toyota', 'kia rio', 'ABC'],
  },
  { path: '/api/v1/clientes', first: 'page=1&pageSize=10', terms: ['ana', 'quispe', '4'] },
  { path: '/api/v1/interesados', first: 'page=1', terms: ['ana', 'toyota', '9'] },
  { path: '/api/v1/ofertas', first: 'page=1', terms: ['ana', 'toyota', '9'] },
  { path: '/api/v1/libro-reclamaciones', first: 'page=1', terms: ['ana', 'reclamo', '2026'] },
  { path: '/api/v1/usuario/logs', first: 'page=1', terms: ['admin', 'vehículo', 'ingreso'] },
  { path: '/api/v1/usuario', first: 'page=1', terms: ['ana', 'asesor', 'motorplaza'] },
];

/** Pages 1–20 of the list's first filter and three searches: 23 different answers in turn. */
function variedPaths(list: (typeof LISTS)[number]): string[] {
  const pages = Array.from(
    { length: 20 },
    (_, index) => `${list.path}?${list.first.replace('page=1', `page=${index + 1}`)}`,
  );
  const searches = list.terms.map((term) => `${list.path}?${list.first}&q=${encodeURIComponent(term)}`);
  return [...pages, ...searches];
}

/**
 * Each staff list signed in as ADMIN, with the Accept-Encoding of a browser: first its page 1 again
 * and again; then 23 different pages and searches in turn while one write a second (the settings)
 * moves the data's generation, so each of them is computed again after every write (decision 0036).
 */
export async function benchLists(
  database: BenchDatabase,
  serverUrl: string,
  durationS: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  const token = await signIn(serverUrl, database.admin);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODING };
  for (const list of LISTS) {
    const first = `${list.path}?${list.first}`;
    // After a list that overran wrk's timeout the server may still be writing: retry once.
    const probe = () => fetch(serverUrl + first, { headers });
    const raw = await probe().catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      return probe();
    });
    const bytes = (await raw.arrayBuffer()).byteLength;
    if (!raw.ok) throw new Error(`${first}: ${raw.status}`);
    const product = await measure({ url: serverUrl + first, headers, durationS });
    rows.push(staffRow(database, `staff list ${first}`, bytes, product, true));

    const paths = variedPaths(list);
    const turns = await measure({ url: serverUrl + first, headers, durationS, paths });
    rows.push(
      staffRow(
        database,
        `staff list ${list.path}: ${paths.length} pages and searches in turn`,
        0,
        turns,
        true,
      ),
    );
    const writes = await writeEverySecond(serverUrl, token);
    const varied = await runWrk({ url: serverUrl + first, headers, durationS, paths }).finally(() =>
      writes.stop(),
    );
    const written = (await writes.stop()).length;
    rows.push(
      staffRow(
        database,
        `staff list ${list.path}: ${paths.length} pages and searches in turn, ${written} writes`,
        0,
        varied,
      ),
    );
  }
  return rows;
}

function staffRow(
  database: BenchDatabase,
  target: string,
  bytes: number,
  product: WrkResult,
  targeted = false,
): Row {
  console.info(
    `${database.name} · ${target}: ${fmt(product.requestsPerSecond)} req/s, p99 ${ms(product.p99)}${bytes ? ` (${bytes} B decoded)` : ''}`,
  );
  return {
    database: database.name,
    target,
    encoding: 'br (browser)',
    bytes,
    product,
    pass: (!targeted || product.p99 < STAFF_P99_MS) && !problems(product),
    goal: targeted ? `p99 < ${STAFF_P99_MS} ms${problems(product)}` : `reported${problems(product)}`,
  };
}
