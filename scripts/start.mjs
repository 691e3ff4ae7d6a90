// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the single server process (API, media and web) in this same process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildEntry = path.join(root, 'apps/web/build/server/index.js');
// Written by scripts/precompress.mjs after the Vite build: a build without it is incomplete.
const precompressed = path.join(root, 'apps/web/build/precompressed.json');
const sources = ['apps/web/app', 'apps/web/public', 'packages/domain/src', 'apps/web/vite.config.ts'];

function newest(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newest(path.join(target, name))));
}

const builtAt =
  existsSync(buildEntry) &&
  existsSync(precompressed) &&
  statSync(precompressed).mtimeMs >= statSync(buildEntry).mtimeMs
    ? statSync(buildEntry).mtimeMs
    : 0;
if (builtAt < Math.max(...sources.map((source) => newest(path.join(root, source))))) {
  console.info('  Construyendo la aplicación web…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/api/src/main.ts'));
