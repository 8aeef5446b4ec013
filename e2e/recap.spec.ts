import { test, expect } from './fixtures';
import { HERO } from '@/content/home';
import { VIDEO } from '@/content/video';
import { youtubeWatchUrl } from '@/lib/images';
import { figureValue } from '@/lib/claims';
import { recapJornadas, jornadaDates, recapPath } from '@/lib/jornadas';
import { DAY, END, HOUR, JORNADA, START } from './jornada';

/**
 * The recap pages, one per jornada with a recap in content/jornadas.ts (spec §2 "/primera-jornada":
 * badge, three figures, the full video, testimonials, links to / to register).
 */
for (const recap of recapJornadas()) {
  const path = recapPath(recap);
  const { badgeDate, longDate } = jornadaDates(recap);
  /** Registrations open for a later jornada until it ends. */
  const laterJornada = Date.parse(JORNADA.start) > Date.parse(recap.start);

  test.describe(path, () => {
    test('shows the completed badge, the figures and the testimonials', async ({ page }) => {
      await page.goto(path);
      const badge = page.getByText(`${badgeDate} - ${recap.name} (Completada)`, { exact: true });
      await expect(badge).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // On a phone it takes two lines: the date, then the jornada; neither is broken inside.
      const lineTops = await badge.evaluate((element, parts) => {
        const text = element.textContent ?? '';
        return parts.map((part) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const tops = new Set<number>();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent?.indexOf(part) ?? -1;
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + part.length);
            for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
          }
          return text.includes(part) ? tops.size : -1;
        });
      }, [`${recap.name} (Completada)`, `${badgeDate} -`]);
      expect(lineTops).toEqual([1, 1]);
      // The client's string is drawn whole, its dash too (on a phone it ends the first line).
      expect(await badge.evaluate((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim())).toBe(`${badgeDate} - ${recap.name} (Completada)`);

      const results = page.locator('#results');
      await expect(results.getByRole('term')).toHaveText(recap.recap!.stats.map((stat) => stat.label));
      await expect(results.getByRole('definition')).toHaveText(recap.recap!.stats.map(figureValue));

      const testimonials = page.locator('#testimonials');
      await expect(testimonials.locator('blockquote')).toHaveCount(recap.recap!.testimonials.length);
    });

    test('before the next session, links to / to register for it; during it, to its broadcast; after it, to the waiting list', async ({ page }) => {
      await page.clock.install({ time: START - DAY });
      await page.goto(path);
      const main = page.getByRole('main');
      if (laterJornada) {
        const links = main.getByRole('link', { name: `Registrarse para la ${JORNADA.name}` });
        await expect(links).toHaveCount(2);
        for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/');
        await expect(main.getByRole('link', { name: 'Avisarme de la próxima jornada' })).toHaveCount(0);
        await links.first().click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.title);
      }

      if (laterJornada) {
        // While it is on, the way on is its broadcast, not registering.
        await page.clock.setFixedTime(START + HOUR / 2);
        await page.goto(path);
        await expect(main.getByRole('link', { name: /^Registrarse para la / })).toHaveCount(0);
        const live = main.getByRole('link', { name: `Ver la ${JORNADA.name} en vivo` });
        await expect(live).toHaveCount(2);
        for (const link of await live.all()) await expect(link).toHaveAttribute('href', '/envivo/');
        await expect(main.getByRole('heading', { name: `La ${JORNADA.name} está en vivo` })).toBeVisible();
        expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/No te pierdas|cupos limitados/);
      }

      await page.clock.setFixedTime(END + HOUR);
      await page.goto(path);
      await expect(main.getByRole('link', { name: /^Registrarse para la / })).toHaveCount(0);
      await expect(main.getByRole('link', { name: / en vivo$/ })).toHaveCount(0);
      const waitlist = main.getByRole('link', { name: 'Avisarme de la próxima jornada' });
      await expect(waitlist).toHaveCount(2);
      for (const link of await waitlist.all()) await expect(link).toHaveAttribute('href', '/#register');
      expect(await page.evaluate(() => document.body.innerText)).not.toContain('cupos limitados');
    });

    test.describe('the full video', () => {
      test.use({ allowedExternalHosts: ['www.youtube-nocookie.com'] });

      test('loads nothing from YouTube until the visitor presses play', async ({ page, externalRequests }) => {
        await page.goto(path);
        const play = page.getByRole('button', { name: `Reproducir video: Video completo de la ${recap.name} (${longDate})` });
        await play.scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
        expect(externalRequests).toEqual([]);
        await play.click();
        await expect(page.locator(`iframe[title^="Video completo de la ${recap.name}"]`)).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
        await expect.poll(() => externalRequests.length).toBeGreaterThan(0);
      });
    });

    test.describe('without the page\'s scripts', () => {
      test.use({ javaScriptEnabled: false });

      test('the full video is still a link away, on YouTube', async ({ page }) => {
        // Spec §2: a recap page has the full video (content/jornadas.ts gives each recapped jornada its recording).
        expect(recap.videos.recording, `${recap.name}: videos.recording in content/jornadas.ts`).toBeTruthy();
        await page.goto(path);
        const watch = page.getByRole('link', { name: new RegExp(`^${VIDEO.watchOnYoutube.label}`) });
        await expect(watch).toBeVisible();
        await expect(watch).toHaveAttribute('href', youtubeWatchUrl(recap.videos.recording!));
        await expect(watch).toHaveAttribute('target', '_blank');
      });
    });
  });
}
