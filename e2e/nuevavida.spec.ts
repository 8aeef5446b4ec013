import { test, expect } from './fixtures';
import { NUEVAVIDA_HERO, NUEVAVIDA_VIDEOS } from '@/content/nuevavida';
import { SITE } from '@/content/site';
import { TEAM } from '@/content/team';
import { NUEVAVIDA_TESTIMONIALS, TESTIMONIALS_ARE_EXAMPLES } from '@/content/testimonials';
import { claimFigure } from '@/lib/claims';

/** /nuevavida (spec §2): navigation hidden, WhatsApp, two videos, five benefits, testimonials. */

test.describe('/nuevavida', () => {
  test('the header shows the brand only, without navigation or the Registrarse button', async ({ page }) => {
    await page.goto('/nuevavida/');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: /Ir al inicio/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Jornadas' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Registrarse', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tus deudas no definen tu futuro');
  });

  test('the WhatsApp buttons open a chat with the firm’s number and the prefilled message', async ({ page }) => {
    await page.goto('/nuevavida/');
    const buttons = page.getByRole('link', { name: /Hablemos por WhatsApp|Escríbenos por WhatsApp/ });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
      const url = new URL((await button.getAttribute('href'))!);
      expect(url.origin).toBe('https://wa.me');
      // Digits only, with Colombia's 57, no '+'.
      expect(url.pathname).toMatch(/^\/57\d{10}$/);
      expect(url.searchParams.get('text')).toBe(
        'Hola, vengo de la página Nueva Vida y quiero seguir hablando sobre mis finanzas y cómo salir de mis deudas.',
      );
    }
    // Where the chat starts, what is done with what the visitor writes in it (Ley 1581, art. 12).
    const note = page.locator('#hero').getByText(/^Respondemos /);
    await expect(note).toContainText(SITE.contact.whatsappHours);
    const policy = note.getByRole('link', { name: NUEVAVIDA_HERO.note.policy });
    await expect(policy).toHaveAttribute('href', SITE.privacyPolicyUrl);
    await expect(policy).toHaveAttribute('target', '_blank');
  });

  test('under the WhatsApp button, the firm’s claims as the home page shows them, on the first screen of a desktop', async ({ page, isMobile }) => {
    await page.goto('/nuevavida/');
    const hero = page.locator('#hero');
    for (const { claim, label } of TEAM.claims) {
      // The figure, then what it means, in one tile.
      const tile = hero.locator('dl > div').filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
      await expect(tile.getByRole('definition').first()).toHaveText(claimFigure(claim));
      await expect(tile).toBeVisible();
    }
    if (!isMobile) await expect(hero.getByText(claimFigure(TEAM.claims.at(-1)!.claim), { exact: true })).toBeInViewport();
  });

  test('two videos, five benefits, three testimonials (five-star once real) and a second call to action', async ({ page, externalRequests }) => {
    await page.goto('/nuevavida/');
    await expect(page.getByRole('button', { name: /^Reproducir video:/ })).toHaveCount(2);
    await expect(page.locator('iframe')).toHaveCount(0);
    // Each video's name is its poster's and its heading for screen readers; printed under it, what it holds.
    const videos = page.locator('#videos');
    for (const video of NUEVAVIDA_VIDEOS.items) {
      await expect(videos.getByRole('heading', { level: 3, name: video.title })).toHaveCount(1);
      await expect(videos.getByText(video.caption)).toBeVisible();
    }

    const benefits = page.locator('#benefits');
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveCount(5);

    const testimonials = page.locator('#testimonials');
    await expect(testimonials.locator('blockquote')).toHaveCount(3);
    // Example testimonials carry no rating (components/ui/star-rating.tsx); real ones are rated 5.
    await expect(testimonials.getByRole('img', { name: /estrellas$/ })).toHaveCount(TESTIMONIALS_ARE_EXAMPLES ? 0 : 3);
    if (!TESTIMONIALS_ARE_EXAMPLES) await expect(testimonials.getByRole('img', { name: '5 de 5 estrellas' })).toHaveCount(3);

    const finalCta = page.locator('#nuevavida-cta');
    await expect(finalCta.getByRole('heading', { name: 'Tu nueva vida puede empezar hoy' })).toBeVisible();
    await expect(finalCta.getByRole('link', { name: /Prefiero agendar una cita/ })).toHaveAttribute('target', '_blank');

    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(externalRequests).toEqual([]);
  });

  test('on a wide screen the five benefits are cards of one width, the last row centred', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/nuevavida/#benefits');
    const cards = await page.locator('#benefits li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    expect(cards).toHaveLength(5);
    for (const card of cards) expect(card.width).toBeCloseTo(cards[0]!.width, 0);
    const list = (await page.locator('#benefits ul').boundingBox())!;
    const last = cards.slice(3);
    expect(last[0]!.top).toBeGreaterThan(cards[0]!.bottom);
    expect(last[0]!.left - list.x).toBeCloseTo(list.x + list.width - last[1]!.right, 0);
  });

  test('the footer carries the firm’s site and the Superintendencia de Industria y Comercio', async ({ page }) => {
    await page.goto('/nuevavida/');
    const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Enlaces de interés' });
    await expect(links.getByRole('link')).toHaveCount(2);
    await expect(links.getByRole('link', { name: /Sitio web de la firma/ })).toHaveAttribute('target', '_blank');
    const regulator = links.getByRole('link', { name: /Superintendencia de Industria y Comercio/ });
    await expect(regulator).toHaveAttribute('href', 'https://www.sic.gov.co/');
    await expect(regulator).toHaveAttribute('rel', 'noopener noreferrer');
    // The main page's anchors are not offered here.
    await expect(page.getByRole('contentinfo').locator('a[href^="/#"]')).toHaveCount(0);
  });
});

test.describe('/nuevavida on a phone', { tag: '@phone-only' }, () => {
  test('the testimonials one under the other, each whole across the screen: none behind a swipe', async ({ page }) => {
    await page.goto('/nuevavida/');
    const cards = page.locator('#testimonials ul').first().locator(':scope > li');
    await expect(cards).toHaveCount(NUEVAVIDA_TESTIMONIALS.length);
    const width = page.viewportSize()!.width;
    const boxes = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    for (const [index, box] of boxes.entries()) {
      expect(box.left, `card ${index + 1}`).toBeGreaterThanOrEqual(0);
      expect(box.right, `card ${index + 1}`).toBeLessThanOrEqual(width);
      if (index > 0) expect(box.top, `card ${index + 1}`).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
    }
    for (const [index, testimonial] of NUEVAVIDA_TESTIMONIALS.entries()) {
      await expect(cards.nth(index)).toBeVisible();
      await expect(cards.nth(index)).toContainText(testimonial.text);
    }
  });
});
