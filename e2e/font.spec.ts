import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DAY, START } from './jornada';

/**
 * The site's font (lib/web-font.ts): never in the way of the first paint. A first visit paints and
 * stays with the fallback, and fetches Inter only after it has painted; the next visit shows Inter.
 */

/** The families Chromium actually drew the headline's text with. */
async function headlineFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#hero-title' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test('a first visit paints with the fallback and fetches Inter after its first paint; the next one shows Inter', async ({ page }) => {
  await page.goto('/');
  const timing = () =>
    page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      font: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))?.startTime ?? null,
    }));
  await expect.poll(async () => (await timing()).font).not.toBeNull();
  const { paint, font } = await timing();
  expect(paint).not.toBeNull();
  expect(font).toBeGreaterThan(paint ?? Infinity);
  expect(await headlineFonts(page)).not.toContain('Inter');

  await page.reload();
  await expect(page.locator('#hero-title')).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.woff2')))).toBe(true);
  await expect.poll(() => headlineFonts(page)).toEqual(['Inter']);
});

test.describe('Inter blocked', () => {
  // The warm-up download after the first paint fails: that is the point.
  test.use({ allowedConsoleErrors: [/inter-es-wght\.woff2/] });

  test('a first visit in the fallback font, Inter never arriving: the hero and its date cards fit at every width', async ({ page }) => {
    // Before the jornada: the hero shows its date and time cards (lib/page-phase.ts).
    await page.clock.install({ time: START - DAY });
    await page.route('**/*.woff2', (route) => route.abort());
    await page.goto('/');
    // The metric-matched fallback (lib/web-font.ts FALLBACK_FONTS) draws the page, not the system sans.
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].filter((face) => face.family.startsWith('Inter Fallback') && face.status === 'loaded').length))
      .toBeGreaterThan(0);
    expect(await headlineFonts(page)).not.toContain('Inter');
    for (const width of [390, 768, 1024, 1280, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('#hero *')]
          .filter((element) => element.clientWidth > 1 && element.checkVisibility() && element.scrollWidth > element.clientWidth + 1)
          .map((element) => `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}" ${element.scrollWidth} > ${element.clientWidth}`),
      );
      expect(overflowing, `at ${width} px`).toEqual([]);
    }
  });
});
