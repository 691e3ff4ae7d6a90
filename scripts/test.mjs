// `npm test`: the whole suite. Unit and API tests (PGlite; PostgreSQL too when TEST_DATABASE_URL is
// set), then the browser tests against the production build in Debian's Chromium.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, env = {}) =>
  execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Debian's Chromium for the browser tests; a Java runtime for the Nu Html Checker they run (vnu-jar);
// poppler-utils (pdftotext, pdffonts) for the tests that read our PDFs back; DejaVu fonts for the labels
// drawn on the demo photos (the same list as .ci/run).
const missing = [];
if (!existsSync(CHROMIUM)) missing.push('chromium');
if (spawnSync('java', ['-version']).error) missing.push('default-jre-headless');
if (spawnSync('pdftotext', ['-v']).error) missing.push('poppler-utils');
if (!/dejavu/i.test(spawnSync('fc-list').stdout?.toString() ?? '')) missing.push('fonts-dejavu-core');
if (missing.length > 0) {
  if (process.getuid?.() === 0) {
    console.info(`  Instalando ${missing.join(' y ')} de Debian para las pruebas de navegador…`);
    run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`);
  } else {
    console.error(
      `  Falta${missing.length > 1 ? 'n' : ''} ${missing.join(' y ')}: ejecuta "sudo apt-get install -y ${missing.join(' ')}" y vuelve a probar.`,
    );
    process.exit(1);
  }
}

// The production build first (web and compiled API): the instances test (apps/api) and the browser
// tests run it.
run('npm run build');
// First on the embedded PGlite whatever the environment says; then the API again on PostgreSQL.
run('npx vitest run', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  console.info(`  Pruebas de la API sobre PostgreSQL (${process.env.TEST_DATABASE_URL})…`);
  run('npx vitest run --project api');
}
run('npm test -w @motorplaza/e2e');
