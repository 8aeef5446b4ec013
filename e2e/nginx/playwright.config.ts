import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from '../playwright.config';

/**
 * The deploy recipe proven: a smoke subset of the journeys against real nginx serving out/ with
 * scripts/deploy/ (started and stopped by global-setup.ts). Fails, saying why, where nginx is not
 * installed: CI installs it (.ci/run).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.smoke.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: '../../test-results/nginx',
  globalSetup: './global-setup.ts',
  use: {
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'nginx',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium', viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
});
