import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder, found from this module's location by walking up to its package.json.
 * The same answer from the sources (`src/…`, under tsx in development and tests) and from the
 * compiled bundle (`dist/main.js`, production; decision 0033), whose depths differ.
 */
function findApiDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@motorplaza/api'
    )
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/api/package.json not found above the running module');
    dir = parent;
  }
}

/** apps/api */
export const API_DIR = findApiDir();
/** The repository's root (apps/web/build, the root package.json). */
export const ROOT = path.resolve(API_DIR, '../..');
/** The committed migrations, applied at start-up. */
export const MIGRATIONS_DIR = path.join(API_DIR, 'drizzle');
/**
 * Whether this process runs the compiled bundle (apps/api/dist) rather than the TypeScript sources:
 * a worker entry is `dist/<name>.js` then (apps/api/build.mjs, ENTRY_POINTS), `src/….ts` otherwise.
 */
export const RUNNING_COMPILED = !fileURLToPath(import.meta.url).endsWith('.ts');
