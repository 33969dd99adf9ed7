import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Journeys wait for states, never for time; these are only the ceilings a state may take on CI's
  // two busy cores (a passing journey never waits for them).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1366, height: 860 } } }],
  webServer: {
    command: `npm exec -- vite preview --port ${port} --strictPort --outDir ${process.env.E2E_OUT_DIR ?? 'dist'}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
