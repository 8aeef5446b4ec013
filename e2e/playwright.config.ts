import { defineConfig, devices } from '@playwright/test';
import chromium from '../scripts/lib/chromium.js';

const { launchOptions } = chromium;

/**
 * Browser journeys against the built export (out/), served by scripts/serve.mjs with the site's
 * real headers (out/_headers, so its Content-Security-Policy is in force). This config builds
 * nothing: `npm test` runs `npm run build` first; alone, run `npm run build && npm run test:e2e`.
 * e2e/nginx/ runs a smoke subset against real nginx with the deploy recipe.
 */

/** E2E_PORT lets two checkouts on one machine run their suites at once. */
const PORT = Number(process.env.E2E_PORT) || 4173;
const BASE_URL = `http://127.0.0.1:${PORT}`;

export { launchOptions };

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a flaky journey is a bug to fix, not to hide.
  retries: 0,
  // The machines have 2 cores.
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: '../test-results',
  use: {
    baseURL: BASE_URL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // Layout-specific journeys are tagged and run only where they apply (no skipped tests).
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], browserName: 'chromium', viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    cwd: '..',
    url: `${BASE_URL}/`,
    // Never reuse: a server already on the port may serve another (or an older) out/. Starting
    // ours takes well under a second.
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: 15_000,
  },
});
