import { defineConfig, devices } from '@playwright/test';

/**
 * The end-to-end shop runs on its own ports and data so it never meets a running `npm start`;
 * E2E_PORT_BASE moves the five ports (and the data directory) so two runs can share a machine.
 */
const GATEWAY_PORT = Number(process.env.E2E_PORT_BASE ?? 4000);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  // Two runs on one machine must not clean each other's results.
  outputDir: process.env.E2E_PORT_BASE ? `test-results-${GATEWAY_PORT}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${GATEWAY_PORT}`,
    // A French browser: the main store's root then stays French (locale detection, section 9).
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop-chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node ../scripts/serve.mjs',
    url: `http://localhost:${GATEWAY_PORT}/api/v5/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      // The development mode: the tests read the shop's e-mails in its outbox.
      SHOP_MODE: 'development',
      SHOP_FRESH: '1',
      SEED_PRODUCTS: '600',
      DATA_DIR: `.data/e2e-${GATEWAY_PORT}`,
      GATEWAY_PORT: String(GATEWAY_PORT),
      STOREFRONT_PORT: String(GATEWAY_PORT + 1),
      CHECKOUT_PORT: String(GATEWAY_PORT + 2),
      API_PORT: String(GATEWAY_PORT + 3),
      SEARCH_PORT: String(GATEWAY_PORT + 4),
      SHOP_PUBLIC_PORT: String(GATEWAY_PORT),
      LOG_LEVEL: 'warn',
    },
  },
});
