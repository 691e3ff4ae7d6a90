/**
 * Lighthouse (mobile settings: the default emulated phone and simulated slow 4G) on the catalogue, the
 * home page and a vehicle page, in Debian's Chromium, against the production server: the median of
 * RUNS runs (3 by default) per page, and before that the render-blocking CSS of each page (the
 * stylesheets linked from the server's HTML, raw and gzipped at level 6).
 *
 *   npx tsx bench/lighthouse.bench.ts        (needs the web build and /usr/bin/chromium)
 *
 * PORT (default 3412) is where it starts the server; LIGHTHOUSE_URL measures a server already running
 * instead (e.g. http://127.0.0.1:3000 after `npm start`). Exits non-zero when a median misses the
 * targets of issue 13: performance ≥ 95, accessibility, best practices and SEO 100.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type RunningServer, startProductionServer } from './lib/production-server';

const PORT = Number(process.env.PORT ?? 3412);
const RUNS = Number(process.env.RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'] as const;

const server: Pick<RunningServer, 'url' | 'stop'> = process.env.LIGHTHOUSE_URL
  ? { url: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startProductionServer(PORT);
const catalogue = (await (await fetch(`${server.url}/api/v1/catalogo`)).json()) as {
  data: { automoviles: { idAuto: number }[] };
};
const vehicle = catalogue.data.automoviles[0];
if (!vehicle) throw new Error('the catalogue is empty');
const paths = ['/compra-tu-auto', '/inicio', `/info-auto/${vehicle.idAuto}`];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// What blocks the first paint: every stylesheet the server's HTML links in its <head>.
console.info('| page | render-blocking stylesheets | raw | gzip |');
console.info('|---|---:|---:|---:|');
for (const path of paths) {
  const html = await (await fetch(server.url + path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map(
    (match) => /href="([^"]+)"/.exec(match[0])?.[1] ?? '',
  );
  let raw = 0;
  let gzip = 0;
  for (const href of hrefs) {
    const body = Buffer.from(await (await fetch(new URL(href, server.url))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 6 }).length;
  }
  console.info(`| ${path} | ${hrefs.length} | ${kb(raw)} | ${kb(gzip)} |`);
}
console.info('');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows: string[] = [];
let missed = false;
try {
  for (const path of paths) {
    const url = server.url + path;
    const scores: Record<string, number[]> = {};
    const metrics: Record<string, number[]> = {};
    let cls: number[] = [];
    for (let run = 1, attempts = 0; run <= RUNS; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`no Lighthouse result for ${url}`);
      // A run that Lighthouse itself could not complete (e.g. NO_FCP on a loaded machine) has no
      // scores to count: it is reported and run again, up to RUNS more times per page.
      if (result.lhr.runtimeError) {
        console.warn(`${path} run ${run}: ${result.lhr.runtimeError.code}, run again`);
        if (++attempts > RUNS) throw new Error(`Lighthouse keeps failing on ${url}`);
        run--;
        continue;
      }
      const { categories, audits } = result.lhr;
      for (const id of CATEGORIES) {
        scores[id] = [...(scores[id] ?? []), Math.round((categories[id]?.score ?? 0) * 100)];
      }
      for (const id of METRICS)
        metrics[id] = [...(metrics[id] ?? []), audits[id]?.numericValue ?? Number.NaN];
      cls = [...cls, audits['cumulative-layout-shift']?.numericValue ?? Number.NaN];
      const failing = Object.values(audits)
        .filter(
          (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
        )
        .map((audit) => audit.id);
      console.info(
        `${path} run ${run}: ${CATEGORIES.map((id) => scores[id]?.at(-1)).join(' / ')}; audits under 90: ${failing.join(', ') || 'none'}`,
      );
    }
    const medians = CATEGORIES.map((id) => median(scores[id] ?? []));
    missed ||= CATEGORIES.some((id, index) => (medians[index] ?? 0) < TARGETS[id]);
    const [fcp, lcp, tbt] = METRICS.map((id) => median(metrics[id] ?? []));
    rows.push(
      `| ${path.replace(/\d+$/, '{id}')} | ${medians.join(' | ')} | ${((fcp ?? 0) / 1000).toFixed(1)} s | ${((lcp ?? 0) / 1000).toFixed(1)} s | ${Math.round(tbt ?? 0)} ms | ${median(cls).toFixed(3)} | ${(scores.performance ?? []).join(', ')} |`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.info(`\nMedian of ${RUNS} runs per page:\n`);
console.info(
  '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | performance of each run |',
);
console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const row of rows) console.info(row);
if (missed) {
  console.error('\nFAIL: a median is under the target (performance 95, the other three 100)');
  process.exitCode = 1;
}
