// `npm run build -w @motorplaza/api` (part of the root `npm run build`; scripts/start.mjs runs it when
// the bundle is older than its sources): compiles the server to plain JavaScript in dist/, so
// production runs no TypeScript transpiler (decision 0033). Our own code (apps/api/src and
// packages/domain) is bundled; every package of node_modules stays an import, resolved at run time.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
export const DIST_DIR = path.join(apiDir, 'dist');

/**
 * One bundle per entry, written as dist/<name>.js. A worker thread's module (e.g. a sharp pool's
 * worker) is an entry of its own: add it here and start it from `dist/<name>.js` when
 * `RUNNING_COMPILED` (src/config/paths.ts) is true.
 */
export const ENTRY_POINTS = {
  main: 'src/main.ts',
};

/** Bundles ours (relative paths and @motorplaza/*), leaves every other package external. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@motorplaza/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi() {
  await rm(DIST_DIR, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: apiDir,
    entryPoints: Object.fromEntries(
      Object.entries(ENTRY_POINTS).map(([name, source]) => [name, path.join(apiDir, source)]),
    ),
    outdir: DIST_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Readable stack traces with NODE_OPTIONS=--enable-source-maps; not loaded otherwise.
    sourcemap: 'linked',
    legalComments: 'none',
    plugins: [externalPackages],
    logLevel: 'warning',
    metafile: true,
  });
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const result = await buildApi();
  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const sizes = outputs.map(([file, info]) => `${file} ${(info.bytes / 1024).toFixed(0)} KB`);
  console.info(`  API compilada en ${Math.round(performance.now() - started)} ms: ${sizes.join(', ')}`);
}
