import { test, expect } from './fixtures';

const SECTION_ORDER = ['hero', 'benefits', 'about', 'team', 'register', 'testimonials', 'results', 'faq', 'schedule'];

test.describe('main page', () => {
  test('the header turns solid past 50 px of scroll and back', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(header).toHaveCSS('box-shadow', 'none');

    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('background-color', 'rgba(255, 255, 255, 0.92)');
    await expect(header).toHaveCSS('backdrop-filter', 'blur(10px)');
    await expect(header).not.toHaveCSS('box-shadow', 'none');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('the sections come in the specified order, each reachable by its anchor', async ({ page }) => {
    await page.goto('/');
    const ids = await page.locator('main > section[id]').evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(SECTION_ORDER);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Recupera tu tranquilidad financiera con la nueva Ley de Insolvencia',
    );
    const footer = page.getByRole('contentinfo');
    for (const anchor of ['hero', 'benefits', 'about', 'team', 'register', 'schedule']) {
      await expect(footer.locator(`a[href="/#${anchor}"]`)).toHaveCount(1);
    }
  });

  test('the hero buttons lead to the registration and the benefits', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Registrarse Ahora' }).click();
    await expect(page).toHaveURL(/#register$/);
    await expect(page.getByRole('heading', { name: 'Reserva tu cupo gratis' })).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Conocer Más' }).click();
    await expect(page).toHaveURL(/#benefits$/);
    const benefitsTitle = page.getByRole('heading', { name: 'Lo que la ley de insolvencia puede hacer por ti' });
    await expect(benefitsTitle).toBeInViewport();
    // The fixed header does not cover the section title.
    const titleBox = await benefitsTitle.boundingBox();
    const headerBox = await page.locator('header').first().boundingBox();
    expect(titleBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  });

  test('the registration section shows date, time, mode and cost', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#register');
    await expect(section).toContainText('30 de septiembre de 2025');
    await expect(section).toContainText('7:00 PM a 9:00 PM');
    await expect(section).toContainText('Virtual (se enviará el enlace después del registro)');
    await expect(section).toContainText('Completamente gratis');
    await expect(section).toContainText('No tiene ningún costo, cupos limitados');
    await expect(section).toContainText('personas con problemas financieros y deudas');
  });

  test('the booking card opens the firm’s booking page in a new tab', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('#schedule').getByRole('link', { name: /Agendar una cita/ });
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('the invitation video', () => {
  test.use({ allowedExternalHosts: ['www.youtube-nocookie.com'] });

  test('requests nothing from YouTube until the visitor presses play', async ({ page, externalRequests }) => {
    await page.goto('/');
    const play = page.getByRole('button', { name: 'Reproducir video: Video de invitación a la Segunda Jornada' });
    await expect(play).toBeVisible();
    await page.mouse.wheel(0, 800);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(externalRequests).toEqual([]);

    await play.scrollIntoViewIfNeeded();
    const frameBefore = await play.boundingBox();
    await play.click();
    const player = page.locator('iframe[title="Video de invitación a la Segunda Jornada"]');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?.*autoplay=1/);
    const frameAfter = await player.boundingBox();
    expect(frameAfter).toEqual(frameBefore);
    await expect.poll(() => externalRequests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    expect(externalRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });
});

// The phone header shows only the Registrarse button: these run in the desktop project only.
test.describe('header navigation on desktop', { tag: '@desktop-only' }, () => {
  test('the Jornadas dropdown works with the mouse', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const jornadas = nav.getByRole('button', { name: 'Jornadas' });
    await expect(jornadas).toHaveAttribute('aria-expanded', 'false');
    await jornadas.click();
    await expect(jornadas).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Segunda Jornada.*30 sep\. 2025.*Próximamente/ })).toBeVisible();
    const first = nav.getByRole('link', { name: /Primera Jornada.*09 abr\. 2025.*Ver resultados/ });
    await expect(first).toBeVisible();

    await page.getByRole('heading', { level: 1 }).click();
    await expect(jornadas).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeHidden();

    await jornadas.click();
    await first.click();
    await expect(page).toHaveURL(/\/primera-jornada\/$/);
  });

  test('the Jornadas dropdown works with the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const jornadas = nav.getByRole('button', { name: 'Jornadas' });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Ir al inicio/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(jornadas).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(jornadas).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: /Segunda Jornada/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: /Primera Jornada/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(jornadas).toHaveAttribute('aria-expanded', 'false');
    await expect(jornadas).toBeFocused();

    await page.keyboard.press('Space');
    await expect(jornadas).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#register$/);
  });

  test('the header links reach their sections', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    for (const [label, id] of [
      ['Beneficios', 'benefits'],
      ['Ley 2445', 'about'],
      ['Equipo', 'team'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id} h2`)).toBeInViewport();
    }
  });
});

test.describe('phone layout', { tag: '@phone-only' }, () => {
  test('only the Registrarse button shows in the header', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Registrarse', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Jornadas' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Beneficios' })).toBeHidden();
    // Nothing overflows the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await header.getByRole('link', { name: 'Registrarse', exact: true }).click();
    await expect(page).toHaveURL(/#register$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is complete and styled', async ({ page }) => {
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await expect(title).toHaveCSS('color', 'rgb(11, 37, 69)');
    await expect(page.getByRole('link', { name: 'Registrarse Ahora' })).toHaveCSS('background-color', 'rgb(245, 165, 36)');
    await expect(page.locator('header').first()).toHaveCSS('position', 'fixed');
    for (const id of SECTION_ORDER) await expect(page.locator(`#${id}`)).toBeAttached();
    await expect(page.locator('#benefits article')).toHaveCount(6);
    await expect(page.getByText('¿La jornada tiene algún costo?')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Bogotá');
    await expect(page.locator('#register')).toContainText('Completamente gratis');
  });
});
