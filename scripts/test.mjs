// `npm test`: the whole suite. Unit and API tests on PGlite, then the browser tests against the
// production build in Debian's Chromium, with the API tests on PostgreSQL beside them when
// TEST_DATABASE_URL is set.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
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
// First on the embedded PGlite whatever the environment says.
run('npx vitest run', { TEST_DATABASE_URL: '' });
// Then the API again on PostgreSQL, beside the browser tests: one waits on the database server, the
// other on Chromium, so together they take little more than the longer of the two. The PostgreSQL run's
// output is kept in a file and printed when it ends, so the two do not interleave.
const postgres = process.env.TEST_DATABASE_URL ? startPostgresSuite() : Promise.resolve(0);
let browserFailed = false;
try {
  run('npm test -w @motorplaza/e2e');
} catch {
  browserFailed = true;
}
const postgresCode = await postgres;
if (browserFailed || postgresCode !== 0) process.exit(1);

function startPostgresSuite() {
  const logFile = path.join(root, 'apps/api/.postgres-tests.log');
  console.info(
    `  Pruebas de la API sobre PostgreSQL (${process.env.TEST_DATABASE_URL}), junto a las de navegador…`,
  );
  const out = openSync(logFile, 'w');
  const child = spawn('npx', ['vitest', 'run', '--project', 'api'], {
    cwd: root,
    stdio: ['ignore', out, out],
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.info(`\n  Resultado de las pruebas de la API sobre PostgreSQL (código ${code}):`);
      console.info(readFileSync(logFile, 'utf8'));
      resolve(code ?? 1);
    });
  });
}
