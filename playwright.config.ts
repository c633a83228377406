import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3107);
// A fresh embedded database per run, so the tests see the seeded demo content and nothing left from earlier runs.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'confsite-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // CI builds the client once before the tests (.ci/run) and says so; anywhere else the e2e run builds its own.
    command: process.env.E2E_PREBUILT ? 'npm run serve' : 'npm run build && npm run serve',
    url: `http://127.0.0.1:${port}/api/v1/ping`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The e2e server always runs on the embedded database, whatever DATABASE_URL says: the API suites cover PostgreSQL.
    // The browser's origin: sign-in's redirects (and the local provider's issuer) are addressed to it.
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, SITE_ENV: 'cont', DATABASE_URL: '', NODE_ENV: 'test', QA_WAIT_MS: '500' },
  },
});
