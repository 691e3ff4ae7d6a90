/**
 * Lighthouse (mobile settings: the default emulated phone and simulated slow 4G) on the catalogue
 * and on a vehicle page, in Debian's Chromium, against the production server.
 *
 *   npx tsx bench/lighthouse.bench.ts        (needs the web build and /usr/bin/chromium)
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductionServer } from './lib/production-server';

const PORT = 3412;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const server = await startProductionServer(PORT);
const catalogue = (await (await fetch(`${server.url}/api/v1/catalogo`)).json()) as {
  data: { automoviles: { idAuto: number }[] };
};
const vehicle = catalogue.data.automoviles[0];
if (!vehicle) throw new Error('the catalogue is empty');
const pages = [`${server.url}/compra-tu-auto`, `${server.url}/info-auto/${vehicle.idAuto}`];

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
try {
  for (const url of pages) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { categories, audits } = result.lhr;
    const scores = CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100));
    const failing = Object.values(audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => audit.id);
    rows.push(
      `| ${new URL(url).pathname} | ${scores.join(' | ')} | ${audits['largest-contentful-paint']?.displayValue ?? ''} | ${audits['total-blocking-time']?.displayValue ?? ''} | ${audits['cumulative-layout-shift']?.displayValue ?? ''} |`,
    );
    console.info(`${url}: ${scores.join(' / ')}; audits under 90: ${failing.join(', ') || 'none'}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.info('\n| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
console.info('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.info(row);
