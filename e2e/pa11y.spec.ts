import pa11y from 'pa11y';
import puppeteer, { type Browser } from 'puppeteer';
import { test, expect } from './fixtures';
import { launchOptions } from './playwright.config';
import { recapJornadas, recapPath } from '@/lib/jornadas';

/**
 * pa11y with HTML CodeSniffer (WCAG 2 AA, errors) over every route of the export, at a phone's and
 * a laptop's width, as the pages are served now (axe checks each phase in accessibility.spec.ts).
 * pa11y drives its own Chromium through puppeteer: Debian's, with the same flags as Playwright's
 * (puppeteer's postinstall, which would download one, is off in package.json's allowScripts).
 */
const ROUTES = ['/', '/envivo/', '/nuevavida/', ...recapJornadas().map(recapPath), '/no-existe/'];

const VIEWPORTS = [
  { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true },
  { width: 1366, height: 768 },
];

let browser: Browser;

test.beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: launchOptions.executablePath, args: launchOptions.args, headless: true });
});

test.afterAll(async () => {
  await browser?.close();
});

for (const route of ROUTES) {
  test(`${route} passes pa11y (HTML CodeSniffer, WCAG 2 AA) at 390 and 1366 px @desktop-only`, async ({ baseURL }) => {
    for (const viewport of VIEWPORTS) {
      const { issues } = await pa11y(new URL(route, baseURL).href, {
        browser,
        standard: 'WCAG2AA',
        runners: ['htmlcs'],
        viewport,
        // The webhook settings panel exists only on localhost, for developers (spec §6).
        hideElements: '[data-settings]',
        timeout: 20_000,
      });
      expect(
        issues.map((issue) => `${issue.code} ${issue.selector}: ${issue.message}`),
        `${route} at ${viewport.width} px`,
      ).toEqual([]);
    }
  });
}
