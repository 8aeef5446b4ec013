import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { recapJornadas, recapPath } from '@/lib/jornadas';
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

  test('in forced colours, light or dark, the header’s name, the debt range’s arrow and the booking icon still show', async ({ page }) => {
    await page.clock.install({ time: START - DAY });
    await page.goto('/');
    // Each region's pixels at 3:1 or more against its first one (the background): what can be seen there.
    const luminance = (rgb: number[]) =>
      rgb.map((value) => value / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const inkIn = async (clip: { x: number; y: number; width: number; height: number }) => {
      const { data, info } = await sharp(await page.screenshot({ clip })).raw().toBuffer({ resolveWithObject: true });
      const pixel = (index: number) => luminance([0, 1, 2].map((channel) => data[index * info.channels + channel]!));
      const background = pixel(0);
      const contrast = (l: number) => (Math.max(l, background) + 0.05) / (Math.min(l, background) + 0.05);
      return Array.from({ length: info.width * info.height }, (_, index) => pixel(index)).filter((l) => contrast(l) >= 3).length;
    };
    const regions = {
      // The brand link right of its 44 px mark: the name (an SVG's own fills stay put: navy on black).
      name: async () => {
        const box = (await page.getByRole('banner').getByRole('link').first().boundingBox())!;
        return { x: box.x + 48, y: box.y + 2, width: box.width - 50, height: box.height - 4 };
      },
      // The field's last 48 px inside its border, where the arrow is drawn.
      arrow: async () => {
        const box = (await page.getByRole('form', { name: 'Registro para la jornada' }).getByLabel('¿Cuánto debes en total?').boundingBox())!;
        return { x: box.x + box.width - 50, y: box.y + 4, width: 46, height: box.height - 8 };
      },
      icon: async () => (await page.locator('#schedule svg').first().boundingBox())!,
    };
    for (const media of [{ forcedColors: 'none' }, { forcedColors: 'active', colorScheme: 'dark' }, { forcedColors: 'active', colorScheme: 'light' }] as const) {
      await page.emulateMedia(media);
      for (const [name, region] of Object.entries(regions)) {
        await page.evaluate(() => window.scrollTo(0, 0));
        if (name !== 'name') await page.locator(name === 'arrow' ? '#register select' : '#schedule svg').first().scrollIntoViewIfNeeded();
        expect(await inkIn(await region()), `${name} ${JSON.stringify(media)}`).toBeGreaterThan(10);
      }
    }
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

    // The hero: its two calls to action, then the results banner under them.
    await page.keyboard.press('Tab');
    const register = page.getByRole('link', { name: 'Registrarse Ahora' });
    await expect(register).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Conocer Más' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    await expect(page.locator('#hero').getByRole('link', { name: 'Ver resultados' })).toBeFocused();
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

/** Every route of the export (the 404 page included). */
const ROUTES = ['/', '/envivo/', '/nuevavida/', ...recapJornadas().map(recapPath), '/no-existe/'];

/** WCAG 1.4.12's text spacing, applied over the page's own styles as a user style sheet would. */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Texts inside `scope` that cannot be read whole: cut by an ancestor that clips its overflow, or
 * drawn over another text. Each text is measured line by line (Range.getClientRects).
 */
async function clippedOrOverlappingTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // checkVisibility: not the content of a closed <details>, which keeps its boxes unpainted.
      if (!element.checkVisibility({ visibilityProperty: true }) || box.width <= 1 || box.height <= 1 || style.clipPath !== 'none') return false;
      // Not inside text for screen readers only (clipped to nothing, at any level above it).
      for (let node: Element | null = element; node; node = node.parentElement) {
        const nodeStyle = getComputedStyle(node);
        if (nodeStyle.position === 'absolute' && nodeStyle.clip !== 'auto') return false;
      }
      return true;
    };
    const texts: { text: string; element: Element; boxes: Box[] }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim() || !shown(element) || element.closest('[aria-hidden="true"], [data-sr-only]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const boxes = Array.from(range.getClientRects()).filter((box) => box.width > 0.5 && box.height > 0.5);
      texts.push({ text: node.textContent.trim().slice(0, 50), element, boxes });
    }
    const problems: string[] = [];
    for (const { text, element, boxes } of texts) {
      for (let ancestor: Element | null = element; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        // A scrolling box lets the visitor reach what overflows it.
        if (/auto|scroll/.test(style.overflowX + style.overflowY)) continue;
        const clip = ancestor.getBoundingClientRect();
        if (boxes.some((box) => box.left < clip.left - 1 || box.right > clip.right + 1 || box.top < clip.top - 1 || box.bottom > clip.bottom + 1)) {
          problems.push(`«${text}» cut by ${ancestor.tagName.toLowerCase()}${ancestor.className ? '.' + String(ancestor.className).split(' ')[0] : ''}`);
          break;
        }
      }
    }
    const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const [a, b] = [texts[i]!, texts[j]!];
        if (a.boxes.some((boxA) => b.boxes.some((boxB) => overlap(boxA, boxB)))) problems.push(`«${a.text}» over «${b.text}»`);
      }
    }
    return problems;
  });
}

/**
 * Targets under 24 by 24 CSS px (WCAG 2.2, 2.5.8) that no exception covers: links inside a sentence
 * are inline, and an undersized target passes when a 24 px circle on its centre touches no other
 * target. The developers' settings panel (only on localhost) is not part of the site.
 */
async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const targets = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]')).filter((element) => {
      const style = getComputedStyle(element);
      return element.getClientRects().length > 0 && style.visibility === 'visible' && !element.closest('[inert], [data-settings], [aria-hidden="true"]');
    });
    const inline = (element: HTMLElement) => {
      if (element.tagName !== 'A') return false;
      const block = element.parentElement;
      return Boolean(block && getComputedStyle(element).display === 'inline' && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length);
    };
    const boxes = targets.map((element) => ({ element, box: element.getBoundingClientRect() }));
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom));
    return boxes
      .filter(({ element, box }) => (box.width < 24 || box.height < 24) && !inline(element))
      .filter(({ element, box }) => {
        const point = centre(box);
        return boxes.some((other) => other.element !== element && !other.element.contains(element) && !element.contains(other.element) && (distanceToBox(point, other.box) < 12 || Math.hypot(point.x - centre(other.box).x, point.y - centre(other.box).y) < 24));
      })
      .map(({ element, box }) => `${element.tagName.toLowerCase()} «${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}» ${Math.round(box.width)}×${Math.round(box.height)}`);
  });
}

/**
 * Links and controls under DESIGN.md's 44 × 44 px on a phone, except a link inside a sentence (it is the
 * sentence's size) and a box or radio inside its label, which is then the target and is measured instead.
 */
async function underDesignTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary')).filter(
      (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible' && !element.closest('[inert], [data-settings], [aria-hidden="true"], [data-sr-only], [data-honeypot]'),
    );
    const target = (element: HTMLElement) => (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type) ? (element.labels?.[0] ?? element) : element);
    const inSentence = (element: HTMLElement) =>
      element.tagName === 'A' &&
      ['inline', 'inline-block'].includes(getComputedStyle(element).display) &&
      (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    return controls
      .filter((element) => !inSentence(element))
      .map((element) => ({ element, box: target(element).getBoundingClientRect() }))
      .filter(({ box }) => Math.round(box.width) < 44 || Math.round(box.height) < 44)
      .map(({ element, box }) => `${element.tagName.toLowerCase()} «${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}» ${Math.round(box.width)}×${Math.round(box.height)}`);
  });
}

/** Nothing on the page reaches past the viewport's sides, and the page does not scroll sideways (WCAG 1.4.10). */
async function expectNoSidewaysScroll(page: Page) {
  const sideways = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()}${element.id ? '#' + element.id : ''} «${(element.textContent ?? '').trim().slice(0, 30)}» ${Math.round(box.left)}–${Math.round(box.right)}`;
    };
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && !element.closest('[data-sr-only], [data-honeypot], [data-settings]') && element.checkVisibility();
      })
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.right > width + 1 || box.left < -1;
      })
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide: wide.slice(0, 10) };
  });
  expect(sideways.wide, 'elements reaching past the viewport').toEqual([]);
  expect(sideways.scrollWidth).toBeLessThanOrEqual(sideways.width);
}

test.describe('WCAG 2.2 beyond axe, on every route', () => {
  for (const route of ROUTES) {
    test(`${route} reflows at 320 CSS px, with WCAG text spacing too: nothing scrolls sideways @phone-only`, async ({ page }) => {
      await page.clock.install({ time: START - DAY });
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(route);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectNoSidewaysScroll(page);
      await page.addStyleTag({ content: TEXT_SPACING_CSS });
      await expectNoSidewaysScroll(page);
    });

    test(`${route}: every link, button and field is at least 24×24 px or spaced (2.5.8)`, async ({ page }) => {
      await page.clock.install({ time: START - DAY });
      await page.goto(route);
      expect(await undersizedTargets(page)).toEqual([]);
    });

    test(`${route}: on a phone, every link and control that is not in a sentence is at least 44 × 44 px (DESIGN.md) @phone-only`, async ({ page }) => {
      await page.clock.install({ time: START - DAY });
      await page.goto(route);
      expect(await underDesignTargets(page)).toEqual([]);
    });
  }

  test('with WCAG text spacing, no text of the header, hero, form or cards is cut or drawn over another', async ({ page }) => {
    await page.clock.install({ time: START - DAY });
    await page.goto('/');
    await page.addStyleTag({ content: TEXT_SPACING_CSS });
    await expect(page.locator('body')).not.toHaveCSS('letter-spacing', 'normal');
    for (const scope of [page.locator('header').first(), page.locator('#hero'), page.getByRole('form', { name: 'Registro para la jornada' }), page.locator('main section:not(#hero)')]) {
      for (const element of await scope.all()) expect(await clippedOrOverlappingTexts(element)).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });

  test('every focusable element of / shows a visible focus indicator when reached by keyboard', async ({ page }) => {
    await page.clock.install({ time: START - DAY });
    await page.goto('/');
    const seen = new Set<string>();
    for (let presses = 0; presses < 200; presses += 1) {
      await page.keyboard.press('Tab');
      const key = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        return `${element.tagName}#${element.id}|${element.getAttribute('href') ?? ''}|${(element.textContent ?? '').trim().slice(0, 30)}|${element.getBoundingClientRect().top + window.scrollY}`;
      });
      if (key === null || seen.has(key)) break;
      seen.add(key);
      await expectVisibleFocus(page);
    }
    expect(seen.size).toBeGreaterThan(20);
  });
});
