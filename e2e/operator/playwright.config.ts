import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * The season journeys of `npm run test:operator` (scripts/operator-check.mjs): they need a
 * content/jornadas.ts with at least two jornadas to come, which only the operator check's copy
 * has, so they are not in the main suite (its testMatch is *.spec.ts). Same server, browsers and
 * fixtures as the main suite.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.operator.ts',
  outputDir: '../../test-results/operator',
  webServer: base.webServer && !Array.isArray(base.webServer) ? { ...base.webServer, cwd: '../..' } : base.webServer,
});
