// Run by `npm run build` after the Vite build (decision 0031): writes a `.br` (quality 11) and a
// `.gz` (level 9) beside every text file of apps/web/build/client of 1 KB or more, so the server
// sends bytes compressed once at build time and never compresses a static file per request.
// Usage: node scripts/precompress.mjs [client dir]   (default: apps/web/build/client)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/build/client'));
/** Written last, beside the client folder: `npm start` rebuilds when it is missing or older than the build. */
const MARKER = path.join(path.dirname(clientDir), 'precompressed.json');

// .ttf: the PDF font (decision 0042) halves under brotli; woff2 and images are compressed already.
const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml', '.ttf']);
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (EXTENSIONS.has(path.extname(entry.name))) yield full;
  }
}

async function precompress(file) {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: file.endsWith('.ttf')
          ? constants.BROTLI_MODE_FONT
          : constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: bytes.length, br: br.length, gz: gz.length };
}

const started = performance.now();
await stat(clientDir);
const files = [];
for await (const file of textFiles(clientDir)) files.push(file);
// zlib runs on libuv's thread pool: a few files at a time keep every core busy.
const results = [];
const queue = [...files];
await Promise.all(
  Array.from({ length: Math.max(2, cpus().length) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const result = await precompress(file);
      if (result) results.push(result);
    }
  }),
);
const sum = (key) => results.reduce((total, result) => total + result[key], 0);
await writeFile(MARKER, `${JSON.stringify({ files: results.length, at: new Date().toISOString() })}\n`);
console.info(
  `  Precompressed ${results.length} files (${(sum('raw') / 1024).toFixed(0)} KB → br ${(sum('br') / 1024).toFixed(0)} KB, gzip ${(sum('gz') / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
