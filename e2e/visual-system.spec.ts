import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { TESTIMONIALS_ARE_EXAMPLES } from '@/content/testimonials';
import { recapJornadas, recapPath } from '@/lib/jornadas';
import { theme } from '@/lib/theme';
import { START, DAY } from './jornada';

/** One visual system (DESIGN.md): the same star colour and one primary button colour on every page. */
const ROUTES = ['/', '/envivo/', '/nuevavida/', ...recapJornadas().map(recapPath)];

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** Secondary buttons may be filled with the page's own surfaces; any other fill is a primary one. */
const SURFACES = [theme.colors.background, theme.colors.surface].map((hex) => rgb(hex));

/** Every shown rating's colour, and the background of every shown button or link that has one. */
async function colours(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const stars = Array.from(document.querySelectorAll('[role="img"][aria-label$="estrellas"]'))
      .filter(shown)
      .map((element) => getComputedStyle(element).color);
    const filled = Array.from(document.querySelectorAll('a, button'))
      .filter(shown)
      // The developers' settings panel (only on localhost) is not part of the site.
      .filter((element) => !element.closest('[data-settings]'))
      .map((element) => ({ text: (element.textContent ?? '').trim(), background: getComputedStyle(element).backgroundColor }))
      .filter(({ background }) => background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent');
    return { stars, filled };
  }).then(({ stars, filled }) => ({ stars, filled: filled.filter(({ background }) => !SURFACES.includes(background)) }));
}

for (const route of ROUTES) {
  test(`${route}: rating stars in the star colour, every filled button in the accent`, async ({ page }) => {
    await page.clock.install({ time: START - 30 * DAY });
    await page.goto(route);
    const { stars, filled } = await colours(page);
    // Example testimonials carry no rating (components/ui/star-rating.tsx).
    if (route !== '/envivo/' && !TESTIMONIALS_ARE_EXAMPLES) expect(stars.length).toBeGreaterThan(0);
    for (const colour of stars) expect(colour).toBe(rgb(theme.colors.star));
    expect(filled.length).toBeGreaterThan(0);
    for (const button of filled) expect(button, button.text).toMatchObject({ background: rgb(theme.colors.accent) });
  });
}
