/**
 * The JavaScript a first visit to a page downloads, gzipped: React Router's manifest, the client
 * entry, the root route and the page's route module, each with the chunks it imports (counted once).
 * Reads the build React Router wrote (`npm run build -w @motorplaza/web` first).
 *
 *   npx tsx bench/initial-js.ts [route id, default routes/compra-tu-auto]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

const CLIENT = path.join(import.meta.dirname, '../apps/web/build/client');
const routeId = process.argv[2] ?? 'routes/compra-tu-auto';
const manifestFile = readdirSync(path.join(CLIENT, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error('No React Router manifest: build the web app first');
const manifestSource = readFileSync(path.join(CLIENT, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(
  manifestSource.replace(/^window\.__reactRouterManifest=/, '').replace(/;$/, ''),
) as Manifest;

const route = manifest.routes[routeId];
const root = manifest.routes.root;
if (!route || !root) throw new Error(`Unknown route ${routeId}`);
const files = new Set([`/assets/${manifestFile}`]);
for (const part of [manifest.entry, root, route]) {
  files.add(part.module);
  for (const file of part.imports ?? []) files.add(file);
}

const rows = [...files].map((file) => {
  const bytes = readFileSync(path.join(CLIENT, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.info(`Initial JavaScript of ${routeId}: ${rows.length} files`);
console.info('| file | raw | gzip |');
console.info('|---|---:|---:|');
for (const row of rows) console.info(`| ${row.file} | ${kb(row.raw)} | ${kb(row.gzip)} |`);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
  raw: 0,
  gzip: 0,
});
console.info(`| total | ${kb(total.raw)} | ${kb(total.gzip)} |`);
