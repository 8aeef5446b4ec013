import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DAY, END, HOUR, MINUTE, START } from './jornada';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The focused element shows a visible focus indicator (an outline of 2 px or more). */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      name: `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}`,
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    };
  });
  expect(focus, 'something has the focus').not.toBeNull();
  expect(focus!.outline, `visible focus on ${focus!.name}`).toBe(true);
}

test.describe('the main page’s accessibility', () => {
  const PHASES = [
    { phase: 'before the session', time: START - DAY },
    { phase: 'during the session', time: START + 10 * MINUTE },
    { phase: 'after the session', time: END + HOUR },
  ];
  for (const { phase, time } of PHASES) {
    test(`has no axe violations ${phase}, at the top and with the header solid`, async ({ page }) => {
      await page.clock.install({ time });
      await page.goto('/');
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('a keyboard-only visitor reaches the header, the hero and the form with visible focus', async ({ page, isMobile }) => {
    // Before the session, the page as the spec describes it; the hidden variants of other phases take no focus.
    await page.clock.install({ time: START - DAY });
    await page.goto('/');
    const header = page.locator('header').first();

    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: /Ir al inicio/ })).toBeFocused();
    await expectVisibleFocus(page);

    if (!isMobile) {
      const jornadas = header.getByRole('button', { name: 'Jornadas' });
      await page.keyboard.press('Tab');
      await expect(jornadas).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await expectVisibleFocus(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(jornadas).toBeFocused();
      for (const label of ['Beneficios', 'Ley 2445', 'Equipo']) {
        await page.keyboard.press('Tab');
        await expect(header.getByRole('link', { name: label, exact: true })).toBeFocused();
        await expectVisibleFocus(page);
      }
    }

    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Registrarse', exact: true })).toBeFocused();
    await expectVisibleFocus(page);

    // The hero: the results banner, then its two calls to action.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Ver resultados' })).toBeFocused();
    await page.keyboard.press('Tab');
    const register = page.getByRole('link', { name: 'Registrarse Ahora' });
    await expect(register).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Conocer Más' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /Reproducir video/ })).toBeFocused();
    await expectVisibleFocus(page);

    // Follow the call to action with Enter, then Tab into the form.
    await register.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#register$/);
    const nombre = page.getByLabel('Nombre', { exact: true });
    for (let presses = 0; presses < 40; presses += 1) {
      if (await nombre.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page);
    }
    await expect(nombre).toBeFocused();
    await expectVisibleFocus(page);
  });
});
