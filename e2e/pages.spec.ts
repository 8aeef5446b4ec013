import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { recapJornadas, recapPath } from '@/lib/jornadas';
import { DAY, END, HOUR, JORNADA, START } from './jornada';

const RECAP_PATHS = recapJornadas().map(recapPath);

/**
 * Every route, loaded and scrolled to the end like a visitor would: no console error, no page
 * error, no CSP violation (the fixtures fail the test on any) and no request to a third party
 * until the visitor asks for one (a video is played, a link followed). /envivo is checked here
 * before the start; its live window is in e2e/envivo.spec.ts.
 */
const ROUTES = ['/', '/envivo/', '/nuevavida/', ...RECAP_PATHS, '/no-existe/'];

for (const route of ROUTES) {
  test(`${route} loads without console errors or third-party requests`, async ({ page, externalRequests }) => {
    await page.clock.install({ time: START - 30 * DAY });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(externalRequests).toEqual([]);
    // Every shown icon draws its symbol from the sprite: a missing file or symbol leaves it empty.
    const emptyIcons = () =>
      page.locator('svg > use').evaluateAll((uses) =>
        uses
          .filter((use) => use.closest('svg')!.getClientRects().length > 0 && (use as SVGGraphicsElement).getBBox().width === 0)
          .map((use) => use.getAttribute('href')),
      );
    await expect.poll(emptyIcons).toEqual([]);
  });
}

test.describe('each page’s metadata', () => {
  const PAGES = [
    // Built after the last jornada's end, /envivo is its recording (e2e/envivo.spec.ts checks which title).
    { route: '/envivo/', title: new RegExp(`^(Transmisión en vivo – |Grabación de la )${JORNADA.name} \\| `) },
    { route: '/nuevavida/', title: /^Una nueva vida financiera es posible \| / },
    ...recapJornadas().map((recap) => ({ route: recapPath(recap), title: new RegExp(`^Resultados de la ${recap.name} \\| `) })),
  ];

  for (const { route, title } of PAGES) {
    test(`${route} has its own title, description, canonical URL and social card`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      // What a search result shows of it, no more.
      expect(description?.length).toBeLessThanOrEqual(160);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route}$`));
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${route}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
  }
});

test('each page has its own social card: a 1200×630 PNG with its alt text, served as image/png', async ({ page }) => {
  const cards = new Set<string>();
  for (const route of ['/', '/envivo/', '/nuevavida/', ...RECAP_PATHS]) {
    await page.goto(route);
    const card = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S{4}/);
    await expect(page.locator('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/png');
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', card.href);
    cards.add(card.pathname);
    // The card's URL names the canonical host; the same path is served here.
    const response = await page.request.get(card.pathname + card.search);
    expect(response.status(), card.pathname).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  expect(cards.size).toBe(3 + RECAP_PATHS.length);
});

test.describe('accessibility (axe, WCAG 2.x A and AA)', () => {
  const CASES = [
    { name: '/envivo/ before the start', route: '/envivo/', time: START - DAY },
    { name: '/envivo/ after the end', route: '/envivo/', time: END + HOUR },
    { name: '/nuevavida/', route: '/nuevavida/', time: START },
    ...RECAP_PATHS.map((route) => ({ name: route, route, time: START })),
    { name: 'the 404 page', route: '/no-existe/', time: START },
  ];

  for (const { name, route, time } of CASES) {
    test(`${name} has no violations`, async ({ page }) => {
      await page.clock.install({ time });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[role="timer"][data-ready="false"]')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
