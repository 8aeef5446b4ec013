import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

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
