import { test, expect } from './fixtures';

/**
 * Every route, loaded and scrolled to the end like a visitor would: no console error, no page
 * error, no CSP violation (the fixtures fail the test on any) and no request to a third party
 * until the visitor asks for one (a video is played, a link followed). /envivo is checked here
 * before the start; its live window is in e2e/envivo.spec.ts.
 */
const ROUTES = ['/', '/envivo/', '/nuevavida/', '/primera-jornada/', '/no-existe/'];

for (const route of ROUTES) {
  test(`${route} loads without console errors or third-party requests`, async ({ page, externalRequests }) => {
    await page.clock.install({ time: Date.parse('2025-09-01T12:00:00-05:00') });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(externalRequests).toEqual([]);
  });
}

test.describe('each page’s metadata', () => {
  const PAGES = [
    { route: '/envivo/', title: /^Transmisión en vivo – Segunda Jornada \| / },
    { route: '/nuevavida/', title: /^Una nueva vida financiera es posible \| / },
    { route: '/primera-jornada/', title: /^Resultados de la Primera Jornada \| / },
  ];

  for (const { route, title } of PAGES) {
    test(`${route} has its own title, description, canonical URL and social card`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route}$`));
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${route}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-image\.png$/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
  }
});
