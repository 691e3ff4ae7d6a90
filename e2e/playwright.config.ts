import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(import.meta.dirname, `.data-${PORT}`);
/**
 * The demo server sends its e-mail over SMTP to a real sink (e2e/smtp-sink.ts) beside it, which writes
 * each message it accepts into this folder (decision 0025).
 */
const SINK_PORT = PORT + 3;
export const MAIL_SINK_DIR = path.join(import.meta.dirname, `.mail-${PORT}`);

// A second server on an empty installation (SEED=none: only the first administrator), for the
// screens' empty states. Its password is drawn per run; the workers inherit it from this process.
const EMPTY_PORT = PORT + 1;
export const EMPTY_BASE_URL = `http://127.0.0.1:${EMPTY_PORT}`;
const EMPTY_DATA_DIR = path.join(import.meta.dirname, `.data-${EMPTY_PORT}`);
process.env.E2E_EMPTY_ADMIN_EMAIL ??= 'admin@instalacion-vacia.pe';
process.env.E2E_EMPTY_ADMIN_PASSWORD ??= randomUUID();

const CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };
const INVENTORY_WRITES = /admin-(inventory|accessories|price-history)\.spec\.ts$/;
// The reports count sales: they run last, alone on the demo server, so no other test sells meanwhile.
const REPORTS = /admin-reports\.spec\.ts$/;
// Sell your car creates a vehicle from an offer: after the inventory's tests, before the reports.
const OFFERS = /sell-your-car(-seller)?\.spec\.ts$/;
const EMPTY_INSTALLATION = /\.empty\.spec\.ts$/;
// The complaints book files and answers sheets (and their movements): after the readers, beside the
// inventory writers, whose data it does not touch.
const COMPLAINTS = /complaints(-[a-z-]+)?\.spec\.ts$/;
// Closing leads as sold sells three demo cars (decision 0040): after the inventory's writers, whose
// statistics it would move, and before the reports, which count sales.
const LEAD_SALE = /lead-sale\.spec\.ts$/;

// One production server for the whole run (the compiled bundle of `npm run build`, decision 0033), on a
// fresh embedded database with the demo data.
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0, // a retried test is still reported as flaky
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // CI shares two cores between the server, two browsers and their GPU processes: a step that takes
  // 2 s on a quiet machine can take 8 s there, so its limits are wider (a retried test still shows).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [INVENTORY_WRITES, REPORTS, OFFERS, EMPTY_INSTALLATION, COMPLAINTS, LEAD_SALE],
      use: CHROMIUM,
    },
    { name: 'empty', testMatch: EMPTY_INSTALLATION, use: { ...CHROMIUM, baseURL: EMPTY_BASE_URL } },
    // Tests that change the inventory run after the others, which read the catalogue it feeds.
    { name: 'inventory', testMatch: INVENTORY_WRITES, dependencies: ['chromium'], use: CHROMIUM },
    { name: 'complaints', testMatch: COMPLAINTS, dependencies: ['chromium'], use: CHROMIUM },
    { name: 'offers', testMatch: OFFERS, dependencies: ['inventory'], use: CHROMIUM },
    { name: 'lead-sale', testMatch: LEAD_SALE, dependencies: ['inventory'], use: CHROMIUM },
    {
      name: 'reports',
      testMatch: REPORTS,
      dependencies: ['offers', 'complaints', 'lead-sale'],
      use: CHROMIUM,
    },
  ],
  webServer: [
    {
      command: `rm -rf "${MAIL_SINK_DIR}" && npx tsx smtp-sink.ts`,
      port: SINK_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SINK_PORT: String(SINK_PORT), SINK_DIR: MAIL_SINK_DIR },
    },
    {
      command: `rm -rf "${DATA_DIR}" && node ../apps/api/dist/main.js`,
      url: `${BASE_URL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE_URL,
        DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${SINK_PORT}`,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        // Every form of the run is filed from this one address: the per-address limits of the public
        // forms (their API tests prove them) would otherwise throttle the later specs.
        RATE_LIMIT_ALLOW: '127.0.0.1',
      },
    },
    {
      command: `rm -rf "${EMPTY_DATA_DIR}" && node ../apps/api/dist/main.js`,
      url: `${EMPTY_BASE_URL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(EMPTY_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: EMPTY_BASE_URL,
        DATA_DIR: EMPTY_DATA_DIR,
        SEED: 'none',
        ADMIN_EMAIL: process.env.E2E_EMPTY_ADMIN_EMAIL,
        ADMIN_PASSWORD: process.env.E2E_EMPTY_ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
