import { HERO } from '@/content/home';
import { NOT_FOUND } from '@/content/not-found';
import { test, expect } from './fixtures';
import { DAY, LAST_END, MINUTE, START } from './jornada';

/** Unknown paths (spec §2 "404 page"), served by the static server from out/404.html. */

const UNKNOWN_PATH = '/esta-ruta-no-existe/';

test.describe('an unknown path', () => {
  test('is answered with status 404 and the not-found page', async ({ request }) => {
    const response = await request.get(UNKNOWN_PATH);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Página no encontrada');
    // One robots meta, saying noindex.
    expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual([expect.stringMatching(/content="noindex/)]);
    // The site's font is declared by a script in <head>, as on every other page (e2e/font.spec.ts).
    expect(html).toMatch(/<head>.*new FontFace\("Inter".*<\/head>/s);
    // Prerendered once for every path: the path itself is not in the HTML.
    expect(html).not.toContain('esta-ruta-no-existe');
  });

  test('shows the texts and the way home, and logs the path after mount without a hydration error', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') logged.push(message.text());
    });

    const response = await page.goto(`${UNKNOWN_PATH}?origen=prueba`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByText('La página que está buscando no existe o ha sido movida.')).toBeVisible();
    await expect(page).toHaveTitle(/Página no encontrada/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

    await expect.poll(() => logged).toContain(`404: se intentó abrir una ruta que no existe: ${UNKNOWN_PATH}`);
    // (A hydration mismatch, React error #418, would be a console error: the fixture fails on it.)

    const home = page.getByRole('main').getByRole('link', { name: 'Volver al inicio' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.title);
  });

  test('a nested unknown path gets the same page', async ({ page }) => {
    const response = await page.goto('/envivo/no-existe/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  });

  for (const [phase, at] of [
    ['upcoming', START - 30 * DAY],
    ['live', START + 30 * MINUTE],
    ['ended', LAST_END + DAY],
  ] as const) {
    test(`beside the way home, what a visitor most likely came for (${phase})`, async ({ page }) => {
      await page.clock.install({ time: at });
      await page.goto(UNKNOWN_PATH);
      const main = page.getByRole('main');
      for (const [other, link] of Object.entries(NOT_FOUND.phaseLinks)) {
        const shown = main.getByRole('link', { name: link.label, exact: true });
        if (other === phase) await expect(shown).toHaveAttribute('href', link.href);
        else await expect(shown).toBeHidden();
      }
      // One filled button, first: the broadcast while it is on, else the way home.
      const buttons = main.getByRole('link').filter({ visible: true });
      await expect(buttons).toHaveCount(2);
      const filled = await buttons.evaluateAll((links) => links.map((link) => getComputedStyle(link).backgroundColor !== 'rgba(0, 0, 0, 0)'));
      expect(filled).toEqual([true, false]);
      await expect(buttons.first()).toHaveText(phase === 'live' ? NOT_FOUND.phaseLinks.live.label : NOT_FOUND.homeLink.label);
    });
  }
});
