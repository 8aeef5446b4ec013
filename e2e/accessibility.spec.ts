import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DAY, END, HOUR, MINUTE, START } from './jornada';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

type Unreadable = { text: string; color: string; background: string; ratio: number; required: number };

/**
 * Every visible text inside `scope` measured directly: its computed colour against the
 * effective background (the first opaque one up the tree, with translucent layers blended in).
 * axe marks many such cases "incomplete" and passes them, which let a white-on-white link through.
 */
async function unreadableTexts(scope: Locator): Promise<Unreadable[]> {
  return scope.evaluate((root) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3];
      return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha)).concat(1) as Rgba;
    };
    const backgroundOf = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const layer = parse(getComputedStyle(node).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((channel) => channel / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const css = ([r, g, b]: Rgba) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;

    const found: Unreadable[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Not painted: hidden, or visually hidden for screen readers (1 px, clipped).
      if (box.width <= 1 || box.height <= 1 || style.visibility !== 'visible' || element.closest('[aria-hidden="true"]')) continue;
      if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.position === 'absolute')) continue;
      const background = backgroundOf(element);
      const color = over(parse(style.color), background);
      const [lighter, darker] = [luminance(color), luminance(background)].sort((a, b) => b - a) as [number, number];
      const ratio = (lighter + 0.05) / (darker + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const required = large ? 3 : 4.5;
      if (ratio < required) {
        found.push({ text: node.textContent.trim().slice(0, 60), color: css(color), background: css(background), ratio: Math.round(ratio * 100) / 100, required });
      }
    }
    return found;
  });
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

  test('every text and link of the registration form is readable, the privacy notice included', async ({ page }) => {
    // Before the session: the form as the spec describes it ('Registrarse').
    await page.clock.install({ time: START - DAY });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Registro para la jornada' });
    await expect(form.getByRole('link', { name: /Política de tratamiento/i })).toBeVisible();
    expect(await unreadableTexts(form)).toEqual([]);

    // With every field's error showing.
    await form.getByRole('button', { name: 'Registrarse', exact: true }).click();
    await expect(form.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
    expect(await unreadableTexts(form)).toEqual([]);
  });

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
