import { test, expect } from './fixtures';

/** /primera-jornada (spec §2): badge, three figures, the full video, testimonials, links to /. */

test.describe('/primera-jornada', () => {
  test('shows the completed badge, the three figures and three testimonials', async ({ page }) => {
    await page.goto('/primera-jornada/');
    await expect(page.getByText('09 de Abril de 2025 - Primera Jornada (Completada)', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const results = page.locator('#results');
    await expect(results.getByRole('term')).toHaveText(['personas conectadas', 'de familias beneficiadas', 'de satisfacción']);
    await expect(results.getByRole('definition')).toHaveText(['3.000+', 'Miles', '98%']);

    const testimonials = page.locator('#testimonials');
    await expect(testimonials.locator('blockquote')).toHaveCount(3);
    await expect(testimonials.getByRole('img', { name: '5 de 5 estrellas' })).toHaveCount(3);
  });

  test('links to / to register for the second session', async ({ page }) => {
    await page.goto('/primera-jornada/');
    const links = page.getByRole('main').getByRole('link', { name: 'Registrarme en la Segunda Jornada' });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/');
    await links.first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recupera tu tranquilidad financiera con la nueva Ley de Insolvencia');
  });

  test.describe('the full video', () => {
    test.use({ allowedExternalHosts: ['www.youtube-nocookie.com'] });

    test('loads nothing from YouTube until the visitor presses play', async ({ page, externalRequests }) => {
      await page.goto('/primera-jornada/');
      const play = page.getByRole('button', { name: /^Reproducir video: Video completo de la Primera Jornada/ });
      await play.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(externalRequests).toEqual([]);
      await play.click();
      await expect(page.locator('iframe[title^="Video completo de la Primera Jornada"]')).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
      );
      await expect.poll(() => externalRequests.length).toBeGreaterThan(0);
    });
  });
});
