// `npm start`: builds what is missing or older than its sources (the web app with Vite, the API
// compiled to apps/api/dist with esbuild), then runs the single server process (API, media and
// web) as plain JavaScript, `node apps/api/dist/main.js`: no TypeScript transpiler at run time
// (decision 0033).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

/** Rebuilds `output` with `command` when it is missing or older than any of `sources`. */
function buildWhenStale(output, sources, message, command) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map((source) => newest(path.join(root, source))))) return;
  console.info(message);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

// scripts/precompress.mjs writes this marker after the Vite build: a build without it is incomplete.
buildWhenStale(
  path.join(root, 'apps/web/build/precompressed.json'),
  ['apps/web/app', 'apps/web/public', 'packages/domain/src', 'apps/web/vite.config.ts'],
  '  Construyendo la aplicación web…',
  'npm run build -w @motorplaza/web',
);
const serverEntry = path.join(root, 'apps/api/dist/main.js');
buildWhenStale(
  serverEntry,
  ['apps/api/src', 'packages/domain/src', 'apps/api/build.mjs', 'apps/api/package.json'],
  '  Compilando el servidor…',
  'node apps/api/build.mjs',
);

// `--build-only`: stop here (tests that start several servers at once build first, once).
if (process.argv.includes('--build-only')) process.exit(0);

// The server runs in a child process, so that its memory allocator can be configured before it starts
// (decision 0033): glibc gives each thread that allocates (sharp's and libuv's) an arena of its own and
// keeps what they freed, which after the demo seed's photos alone held ~300 MB. Two arenas keep the
// resident set near what is in use. Node flags given to this script (e.g. --enable-source-maps) pass on.
const child = spawn(process.execPath, [...process.execArgv, serverEntry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
