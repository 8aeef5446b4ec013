import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { REGISTER } from '@/content/home';
import { CALENDAR_TEXT, REGISTRATION_FORM, REGISTRATION_NOTICES } from '@/content/registration';
import { SITE } from '@/content/site';
import { formatLongDate, formatTimeRange, formatWeekday } from '@/lib/dates';
import { jornadaDates, jornadaFullName, WAITLIST_JORNADA } from '@/lib/jornadas';
import { theme } from '@/lib/theme';
import chromium from '../scripts/lib/chromium.js';
import { expect, test } from './fixtures';
import { BUILT_PHASE, JORNADA as PAGE_JORNADA, LAST, utcStamp } from './jornada';
import {
  completedHeading,
  expectEmptyForm,
  expectValuesKept,
  FAILURE,
  fillValid,
  form,
  network,
  registroIdOf,
  SAVED,
  submit,
  SUCCESS,
  useWebhook,
  UUID,
  outboxKeys,
} from './registration-helpers';

/**
 * Registration journeys (spec §3–§9) against the exported site, with a real local webhook
 * receiver (scripts/webhook.mjs) as the destination. The page clock is set relative to the page's
 * jornada (content/jornadas.ts): before its start a registration is for it, after its end for the
 * waiting list. page.clock also drives the delays (1 s / 1.5 s panel, 15 s abort).
 */

const SETTINGS_HEADING = 'Configuración del webhook (solo en desarrollo)';

const HOUR = 3_600_000;
const START = Date.parse(PAGE_JORNADA.start);
const END = Date.parse(PAGE_JORNADA.end);
/** A month before the jornada, when the page invites to register for it. */
const BEFORE = new Date(START - 30 * 24 * HOUR);
/** The instant the clock is paused at before sending: `fecha` must be exactly this. */
const SENT_AT = new Date(BEFORE.getTime() + HOUR).toISOString();
const DATES = jornadaDates(PAGE_JORNADA);
/** An instant as calendars write it, in UTC. */
const utc = utcStamp;

/** axe (WCAG 2.x A and AA) on the registration section as it is now. */
async function expectAccessibleSection(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('#register')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Records layout shifts not caused by input, with whether they touched the form. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; inForm: boolean }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const inForm = (entry.sources ?? []).some((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          return Boolean(element?.closest('#register'));
        });
        shifts.push({ value: entry.value, inForm });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('registration with the local receiver', () => {
  test('a full registration arrives at the receiver with exactly the expected JSON', async ({ page, webhook, baseURL, isMobile }) => {
    await recordLayoutShifts(page);
    await useWebhook(page, webhook.url);
    await page.clock.install({ time: BEFORE });
    await page.goto('/');

    // The exported HTML holds the labelled form with a dormant submit button: before the script
    // runs nothing can be submitted natively (and the form has no action and uses POST anyway).
    const html = await (await page.request.get('/')).text();
    // Named as the heading above it in the phase the site was built in: the waiting list after the last jornada.
    const builtName = BUILT_PHASE === 'ended' ? REGISTRATION_FORM.waitlistFormLabel : REGISTRATION_FORM.formLabel;
    expect(html).toMatch(new RegExp(`<form[^>]*aria-label="${builtName}"[^>]*method="post"`));
    expect(html).toMatch(/<label for="registro-nombre">Nombre<\/label>/);
    expect(html).toContain('<button type="submit" disabled="" data-dormant=""><span data-show-in="upcoming">Registrarse</span>');
    expect(html).not.toMatch(/<form[^>]*\saction=/);

    await form(page).scrollIntoViewIfNeeded();
    await fillValid(page);
    // Nothing in the form moved while it loaded and was filled in.
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; inForm: boolean }[] }).__shifts);
    expect(shifts.filter((shift) => shift.inForm)).toEqual([]);
    // Where the section ends, in page coordinates: checked again once the panel replaces the form.
    // (Compared directly, not as layout-shift entries: the API ignores a shift within 500 ms of the
    // click, and under the fake clock how much real time has passed depends on the machine's load.)
    const sectionEnd = () => page.locator('#register').evaluate((section) => section.getBoundingClientRect().bottom + window.scrollY);
    const endBefore = await sectionEnd();
    await page.clock.pauseAt(new Date(SENT_AT));
    await submit(page).click();

    await expect(submit(page)).toHaveText('Procesando...');
    await expect(submit(page)).toBeDisabled();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(page.getByText('Gracias por registrarte para nuestra jornada de asesoría gratuita.')).toBeVisible();

    expect(webhook.received).toHaveLength(1);
    const [request] = webhook.received;
    expect(request?.headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(request?.json).toEqual({
      nombre: 'José',
      apellido: "D'Alessandro Muñoz",
      correo: 'jose@example.com',
      movil: '315-123-4567',
      rangoDeudas: '150-300',
      tipoPersona: 'comerciante',
      fecha: SENT_AT,
      origen: new URL(baseURL!).origin,
      jornada: PAGE_JORNADA.slug,
      registroId: expect.stringMatching(UUID),
      autorizaTratamientoDatos: true,
    });

    // Spec §9: the panel 1 s after the send.
    await page.clock.runFor(900);
    await expect(completedHeading(page)).toBeHidden();
    await page.clock.runFor(100);
    await expect(completedHeading(page)).toBeVisible();
    await expect(completedHeading(page)).toBeFocused();
    await expect(form(page)).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
    // The panel arrives in the room the (taller) form had: nothing under it jumps at the swap…
    expect(await sectionEnd()).toBeCloseTo(endBefore, 0);
    // …then it eases to its own height (no blank card), its heading where it was.
    const headingTop = () => completedHeading(page).evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
    const top = await headingTop();
    await page.clock.runFor(100);
    await expect.poll(sectionEnd).toBeLessThan(endBefore - 100);
    // Under its last line, only its padding.
    const blankUnder = () =>
      page.locator('[data-completed]').evaluate((panel) => panel.getBoundingClientRect().bottom - (panel.lastElementChild?.getBoundingClientRect().bottom ?? 0));
    await expect.poll(blankUnder).toBeLessThan(64);
    expect(await headingTop()).toBeCloseTo(top, 0);
    // 'Regístrate gratis' above it is stale now: only screen readers keep it, as the section's name.
    const sectionHeader = page.locator('#register header:has(#register-title)');
    await expect(sectionHeader).toContainText(REGISTER.title);
    expect((await sectionHeader.boundingBox())?.height).toBeLessThanOrEqual(1);
    // So are the facts beside or under it (its date again, a link still to come): the panel alone.
    await expect(page.locator('#register').getByText(REGISTER.details.costValue).filter({ visible: true })).toHaveCount(0);
    if (!isMobile) {
      // In the middle of the section, no longer in the form's right-hand column.
      const centre = async (selector: string) => page.locator(selector).boundingBox().then((box) => box!.x + box!.width / 2);
      expect(await centre('[data-completed]')).toBeCloseTo(await centre('#register'), -1);
    }
  });

  test('every error at once, the first invalid field focused, then one error cleared by editing', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.goto('/#register');
    const registration = form(page);
    // In page coordinates: the page scrolls to the first invalid field meanwhile.
    const top = (label: string) => registration.getByLabel(label, { exact: true }).evaluate((field) => field.getBoundingClientRect().top + window.scrollY);
    // Name and surname share a row (from 360 px: phones too), before and after their messages show (no jump).
    const sameRow = async () => Math.abs((await top('Apellido')) - (await top('Nombre'))) < 1;
    expect(await sameRow()).toBe(true);
    const surname = registration.getByLabel('Apellido', { exact: true });
    const surnameBox = await surname.boundingBox();
    await submit(page).click();

    const nameError = registration.getByText('El nombre debe tener al menos 2 caracteres');
    await expect(nameError).toBeVisible();
    expect(await sameRow()).toBe(true);
    await expect(registration.getByText('El apellido debe tener al menos 2 caracteres')).toBeVisible();
    await expect(registration.getByText('Ingrese un correo electrónico válido')).toBeVisible();
    await expect(registration.getByText('El número móvil debe tener al menos 10 dígitos')).toBeVisible();
    await expect(registration.getByText('Marca la casilla para autorizar el tratamiento de tus datos personales')).toBeVisible();
    await expect(registration.getByLabel('Nombre', { exact: true })).toBeFocused();
    await expect(registration.getByLabel('Nombre', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // An invalid field's edge: one red, 2 px (its border and a ring outside it), no slate line
    // inside it (blind review 38), and the field keeps its size.
    const red = `rgb(${[1, 3, 5].map((index) => parseInt(theme.colors.error.slice(index, index + 2), 16)).join(', ')})`;
    await expect(surname).toHaveCSS('border-color', red);
    await expect(surname).toHaveCSS('box-shadow', `${red} 0px 0px 0px 1px`);
    expect(await surname.boundingBox()).toMatchObject({ width: surnameBox!.width, height: surnameBox!.height });
    // Above the first field, the count, marked as an error by more than its colour.
    const summary = registration.getByText('Hay cinco campos por corregir:');
    await expect(summary).toBeVisible();
    const summaryBox = await summary.boundingBox();
    expect(summaryBox!.y).toBeLessThan((await registration.getByLabel('Nombre', { exact: true }).boundingBox())!.y);
    expect(await summary.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"!"');
    await expectAccessibleSection(page);

    await registration.getByLabel('Nombre', { exact: true }).fill('  ');
    await expect(registration.getByText('El nombre debe tener al menos 2 caracteres')).toBeHidden();
    await expect(registration.getByText('El apellido debe tener al menos 2 caracteres')).toBeVisible();
    await submit(page).click();
    // Two spaces are not a name.
    await expect(registration.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
    expect(webhook.received).toHaveLength(0);
  });

  test('a double click sends once', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.goto('/#register');
    await fillValid(page);
    await submit(page).dblclick();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(completedHeading(page)).toBeVisible();
    expect(webhook.received).toHaveLength(1);
  });

  test('a keyboard-only registration', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.goto('/#register');
    // Wait for the interactive form, which loads as soon as the section is near.
    await expect(submit(page)).toBeEnabled();
    const registration = form(page);
    await registration.getByLabel('Nombre', { exact: true }).focus();

    await page.keyboard.type('Ana');
    await page.keyboard.press('Tab');
    await expect(registration.getByLabel('Apellido')).toBeFocused();
    await page.keyboard.type('Gómez');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ana@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3151234567');
    await page.keyboard.press('Tab');
    await expect(registration.getByLabel('¿Cuánto debes en total?')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(registration.getByRole('radio', { name: /Persona natural/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(registration.getByRole('radio', { name: /Comerciante/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(registration.getByRole('checkbox', { name: /Autorizo/ })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(registration.getByRole('link', { name: /Política de Tratamiento de Datos/ })).toBeFocused();
    // The honeypot is never reached: the next stop is the button, then the address under it for the holder's rights.
    await page.keyboard.press('Tab');
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(registration.getByRole('link', { name: SITE.contact.email })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(completedHeading(page)).toBeFocused();
    expect(webhook.received).toHaveLength(1);
    expect(webhook.received[0]?.json).toMatchObject({ nombre: 'Ana', apellido: 'Gómez', rangoDeudas: '50-150', tipoPersona: 'comerciante' });

    const back = page.getByRole('link', { name: 'Volver al inicio' });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#hero$/);
  });

  test('UTM parameters from the first page of the visit travel with the registration', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.goto('/primera-jornada/?utm_source=facebook&utm_medium=cpc&utm_campaign=jornada2&fbclid=x');
    await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('registrationUtm'))).not.toBeNull();
    // A later page with other parameters does not replace the visit's campaign.
    await page.goto('/?utm_source=google#register');
    await fillValid(page);
    await submit(page).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    expect(webhook.received[0]?.json).toMatchObject({ utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'jornada2' });
    expect(Object.keys(webhook.received[0]?.json as object)).not.toContain('utm_term');
    expect(Object.keys(webhook.received[0]?.json as object)).not.toContain('fbclid');
  });

  test('the completed panel before the jornada: its date, calendar link, .ics file, WhatsApp invitation', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.clock.install({ time: BEFORE });
    await page.goto('/#register');
    const formHeading = page.locator('#register').getByRole('heading', { name: REGISTER.formHeading });
    await fillValid(page);
    await submit(page).click();
    const panel = page.getByRole('region', { name: 'Registro completado' });
    await expect(panel).toBeVisible();
    // The panel's heading is the one on screen; screen readers still have the form's.
    await expect(formHeading).toHaveCount(1);
    expect((await formHeading.boundingBox())?.height).toBeLessThanOrEqual(1);
    await expect(panel.getByText(DATES.dayAndDate)).toBeVisible();
    await expect(panel.getByText(`${DATES.timeRange} (hora de Colombia)`)).toBeVisible();
    // The browser runs in Colombia's zone here (playwright.config.ts): no second time.
    await expect(panel.getByText(/En tu hora local/)).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'Ver la transmisión en vivo' })).toHaveCount(0);
    await expectAccessibleSection(page);

    const google = panel.getByRole('link', { name: /Google Calendar/ });
    // The calendars, a pair of buttons of one size: Google's the one amber button (blind review 38), the
    // .ics file an outline; the other ways on are links; going back, an outline.
    await page.mouse.move(0, 0); // no hover tint
    const background = (name: RegExp) => panel.getByRole('link', { name }).evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(await background(/Google Calendar/)).toBe('rgb(245, 165, 36)');
    for (const name of [/Apple, Outlook u otro/, /Invitar por WhatsApp/, /Escribir por WhatsApp/, /Agendar una cita/, /Volver al inicio/]) {
      expect(await background(name)).toBe('rgba(0, 0, 0, 0)');
    }
    const icsLink = panel.getByRole('link', { name: /Apple, Outlook u otro/ });
    for (const link of [icsLink, google]) expect(await link.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
    const [icsBox, googleBox] = [(await icsLink.boundingBox())!, (await google.boundingBox())!];
    expect(icsBox.height).toBeCloseTo(googleBox.height, 0);
    expect(icsBox.width).toBeCloseTo(googleBox.width, 0);
    await expect(google).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
    await expect(google).toHaveAttribute('href', new RegExp(`dates=${utc(START)}/${utc(END)}`));
    await expect(google).toHaveAttribute('target', '_blank');
    await expect(google).toHaveAttribute('rel', 'noopener noreferrer');

    const invite = panel.getByRole('link', { name: /Invitar por WhatsApp/ });
    await expect(invite).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    const message = new URL((await invite.getAttribute('href')) ?? '').searchParams.get('text');
    expect(message).toContain(DATES.longDate);

    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: /Apple, Outlook u otro/ }).click()]);
    expect(download.suggestedFilename()).toBe(`${PAGE_JORNADA.slug}${CALENDAR_TEXT.fileNameSuffix}`);
    // Folded lines continue after a space or a tab (RFC 5545 §3.1).
    const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR\r\n');
    expect(ics).toContain(`\r\nDTSTART:${utc(START)}\r\n`);
    expect(ics).toContain(`\r\nDTEND:${utc(END)}\r\n`);
    expect(ics).toContain(`\r\nSUMMARY:${jornadaFullName(PAGE_JORNADA)}\r\n`);
    expect(ics).toMatch(/\r\nDESCRIPTION:.*https?:\/\/[^\r]+\/envivo\/\r\n/);
    expect(ics).toMatch(/\r\nURL:https?:\/\/[^\r]+\/envivo\/\r\n/);
  });

  test('during the jornada: the registration is for it and the panel’s first link is the live page', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.clock.install({ time: new Date(START + HOUR / 2) });
    await page.goto('/#register');
    await fillValid(page);
    await submit(page).click();
    const panel = page.getByRole('region', { name: 'Registro completado' });
    await expect(panel.getByRole('link').first()).toHaveText('Ver la transmisión en vivo');
    await expect(panel.getByRole('link').first()).toHaveAttribute('href', '/envivo/');
    await expect(panel).not.toContainText('Te enviaremos el enlace');
    // The section's own button to the broadcast would repeat the panel's: only the panel's is left.
    await expect(page.locator('#register').getByRole('link', { name: REGISTER.live.cta.label })).toHaveCount(1);
    expect(webhook.received).toHaveLength(1);
    expect(webhook.received[0]?.json).toMatchObject({ jornada: PAGE_JORNADA.slug });
  });

  test('a panel left open follows its jornada: the live page at its start, its recording after its end', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.clock.install({ time: new Date(START - 2 * 60_000) });
    await page.goto('/#register');
    await fillValid(page);
    await submit(page).click();
    const panel = page.getByRole('region', { name: 'Registro completado' });
    await expect(panel.getByText(/Te enviaremos el enlace/)).toBeVisible();

    await page.clock.fastForward(2 * 60_000);
    await expect(panel.getByRole('link').first()).toHaveText('Ver la transmisión en vivo');
    await expect(panel).not.toContainText('Te enviaremos el enlace');
    await expect(panel.getByRole('link', { name: /Google Calendar|Apple, Outlook u otro/ })).toHaveCount(0);

    await page.clock.fastForward(END - START);
    await expect(panel.getByRole('link').first()).toHaveAccessibleName(`Ver la grabación de la ${PAGE_JORNADA.name}`);
    await expect(panel).not.toContainText('La jornada ya comenzó');
    // Made for this jornada, not for the waiting list.
    await expect(panel).not.toContainText('te avisaremos la fecha de la próxima jornada');
    expect(webhook.received).toHaveLength(1);
  });

  test('after the jornada: the same form puts the visitor on the waiting list, with no date to save', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.clock.install({ time: new Date(Date.parse(LAST.end) + 24 * HOUR) });
    await page.goto('/#register');
    await fillValid(page);
    await submit(page).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    const panel = page.getByRole('region', { name: 'Registro completado' });
    await expect(completedHeading(page)).toBeFocused();
    await expect(panel.getByText(/te avisaremos la fecha/)).toBeVisible();
    await expect(panel.getByText(DATES.longDate)).toHaveCount(0);
    await expect(panel.getByRole('link', { name: /Google Calendar|Apple, Outlook u otro/ })).toHaveCount(0);
    await expectAccessibleSection(page);
    expect(webhook.received).toHaveLength(1);
    expect(webhook.received[0]?.json).toMatchObject({ nombre: 'José', jornada: WAITLIST_JORNADA });
  });
});

test.describe('name and surname on a phone', { tag: '@phone-only' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: BEFORE });
  });

  test('side by side from 360 px, each half the form, each message under its own field and nothing past the form; one under the other at 320 px', async ({ page }) => {
    /** The name's and the surname's field, label and message boxes, and whether anything in the form reaches past it. */
    const layout = () =>
      form(page).evaluate((element) => {
        const box = (node: Element | null | undefined) => node?.getBoundingClientRect().toJSON() as DOMRect | undefined;
        const field = (name: string) => {
          const input = element.querySelector(`input[name="${name}"]`)!;
          const wrapper = input.closest('[data-field]')!;
          return { input: box(input)!, label: box(wrapper.querySelector('label')), error: box(wrapper.querySelector('[data-error]')) };
        };
        const formBox = element.getBoundingClientRect();
        const past = [...element.querySelectorAll('*')].filter((node) => {
          const nodeBox = node.getBoundingClientRect();
          // (Not the trap for bots, placed off screen on purpose, nor text for screen readers only.)
          if (node.closest('[data-honeypot], [data-sr-only]')) return false;
          return node.checkVisibility() && nodeBox.width > 0 && (nodeBox.left < formBox.left - 1 || nodeBox.right > formBox.right + 1);
        });
        return { form: formBox.toJSON() as DOMRect, nombre: field('nombre'), apellido: field('apellido'), past: past.map((node) => node.outerHTML.slice(0, 80)), scrolls: element.scrollWidth > element.clientWidth };
      });
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/#register');
      await submit(page).click();
      await expect(form(page).getByText('El apellido debe tener al menos 2 caracteres')).toBeVisible();
      const { form: formBox, nombre, apellido, past, scrolls } = await layout();
      expect(apellido.input.top, `${width} px`).toBeCloseTo(nombre.input.top, 0);
      expect(apellido.input.left, `${width} px`).toBeGreaterThan(nombre.input.right);
      for (const field of [nombre, apellido]) {
        expect(field.input.width / formBox.width, `${width} px`).toBeGreaterThan(0.4);
        // The message under its own field, in its column.
        expect(field.error!.top, `${width} px`).toBeGreaterThanOrEqual(field.input.bottom);
        expect(field.error!.left, `${width} px`).toBeGreaterThanOrEqual(field.input.left - 1);
        expect(field.error!.right, `${width} px`).toBeLessThanOrEqual(field.input.right + 1);
        expect(field.label!.right, `${width} px`).toBeLessThanOrEqual(field.input.right + 1);
      }
      expect(past, `${width} px`).toEqual([]);
      expect(scrolls, `${width} px`).toBe(false);
    }
    // Narrower, one under the other: the surname below the name's message.
    await page.setViewportSize({ width: 320, height: 800 });
    const narrow = await layout();
    expect(narrow.apellido.input.top).toBeGreaterThan(narrow.nombre.error!.bottom);
    expect(narrow.past).toEqual([]);
  });
});

test.describe('the notices, with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('stay long enough to be read and heard, are named in Spanish, and Escape closes them', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.goto('/#register');
    await fillValid(page);
    await submit(page).click();
    const notice = page.getByText(SUCCESS);
    await expect(notice).toBeVisible();
    // The notice closes when its timer bar's animation ends: reduced motion must not end it at once.
    await page.waitForTimeout(2_000);
    await expect(notice).toBeVisible();
    await expect(page.getByRole('region', { name: REGISTRATION_NOTICES.regionLabel })).toHaveCount(1);
    await expect(page.getByRole('button', { name: REGISTRATION_NOTICES.closeLabel })).toBeVisible();
    await expect(completedHeading(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
    await expect(completedHeading(page)).toBeFocused();
  });
});

test.describe('the visitor in another time zone', () => {
  test.use({ timezoneId: 'Europe/Madrid' });

  test('sees the session in their own time as well', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.clock.install({ time: BEFORE });
    await page.goto('/#register');
    await fillValid(page);
    await submit(page).click();
    const local = `${formatWeekday(PAGE_JORNADA.start, 'Europe/Madrid')} ${formatLongDate(PAGE_JORNADA.start, 'Europe/Madrid')}, ${formatTimeRange(PAGE_JORNADA.start, PAGE_JORNADA.end, 'Europe/Madrid')}`;
    await expect(page.getByText(`En tu hora local (Madrid): ${local}`)).toBeVisible();
  });
});

test.describe('when the receiver is down', () => {
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

  test('the error notice shows, every value is kept and the button comes back', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await webhook.close();
    await page.clock.install({ time: BEFORE });
    await page.goto('/#register');
    await fillValid(page);
    await submit(page).click();

    await expect(page.getByText(FAILURE)).toBeVisible();
    await expect(page.getByText('Por favor intenta nuevamente más tarde o contáctanos directamente.')).toBeVisible();
    await expect(submit(page)).toBeEnabled();
    await expect(submit(page)).toHaveText('Registrarse', { useInnerText: true });
    await expectValuesKept(form(page));
    await expect(completedHeading(page)).toHaveCount(0);
  });
});

test.describe('when the receiver never answers', () => {
  test.use({ webhookMode: 'hang', allowedConsoleErrors: [/ERR_ABORTED|signal is aborted|Sin respuesta del webhook/] });

  test('the send is aborted after 15 s and counts as a failure', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.clock.install({ time: BEFORE });
    await page.goto('/#register');
    await fillValid(page);
    await page.clock.pauseAt(new Date(SENT_AT));
    await submit(page).click();

    await expect.poll(() => webhook.received.length).toBe(1);
    await page.clock.runFor(14_000);
    await expect(submit(page)).toHaveText('Procesando...');
    await page.clock.runFor(1_000);
    await expect(page.getByText(FAILURE)).toBeVisible();
    await expect(submit(page)).toBeEnabled();
    await expectValuesKept(form(page));
  });
});

test.describe('without any destination', () => {
  test('the registration is only simulated and the panel appears after 1.5 s', async ({ page, webhook }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') requests.push(request.url());
    });
    await page.clock.install({ time: BEFORE });
    await page.goto('/#register');
    // This build has no default destination (README "Configuración"), so nothing is sent.
    await expect(page.getByText('simulado (no se envía nada)')).toBeVisible();
    await fillValid(page);
    await page.clock.pauseAt(new Date(SENT_AT));
    await submit(page).click();

    await expect(page.getByText(SUCCESS)).toBeVisible();
    await page.clock.runFor(1_400);
    await expect(completedHeading(page)).toBeHidden();
    await page.clock.runFor(100);
    await expect(completedHeading(page)).toBeVisible();
    expect(requests).toEqual([]);
    expect(webhook.received).toEqual([]);
  });
});

test.describe('the settings panel', () => {
  test('on 127.0.0.1 it saves the destination, refuses other URLs, and the next registration goes there', async ({ page, webhook }) => {
    await page.goto('/#register');
    const panel = page.getByRole('region', { name: SETTINGS_HEADING });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('simulado (no se envía nada)')).toBeVisible();

    const input = panel.getByLabel('URL del webhook');
    await input.fill('javascript:alert(1)');
    await panel.getByRole('button', { name: 'Guardar URL' }).click();
    await expect(panel.getByRole('status')).toHaveText('Ingresa una URL https:// válida (http:// solo para localhost o 127.0.0.1).');

    await input.fill(webhook.url);
    await panel.getByRole('button', { name: 'Guardar URL' }).click();
    await expect(panel.getByRole('status')).toHaveText('URL guardada.');
    await expect(panel.getByText(`${webhook.url} (guardado en este navegador)`)).toBeVisible();

    await fillValid(page);
    await submit(page).click();
    await expect(completedHeading(page)).toBeVisible();
    expect(webhook.received).toHaveLength(1);

    await panel.getByRole('button', { name: 'Borrar URL guardada' }).click();
    await expect(panel.getByText('simulado (no se envía nada)')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('registrationWebhookUrl'))).toBeNull();
  });

  test('is absent on a production-like host', async ({ playwright, baseURL }) => {
    // A separate Chromium that resolves the bench's and screenshots' page host (not a local one,
    // spec §6) to this machine, as scripts/lib/chromium.js sets it up. Its own guard: nothing but
    // that host may be requested.
    const browser = await playwright.chromium.launch(chromium.pageHostLaunchOptions);
    try {
      const context = await browser.newContext({ locale: 'es-CO', timezoneId: 'America/Bogota' });
      const foreign: string[] = [];
      await context.route(
        (url) => url.hostname !== chromium.PAGE_HOST,
        async (route) => {
          foreign.push(route.request().url());
          await route.abort('blockedbyclient');
        },
      );
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${chromium.atPageHost(baseURL ?? 'http://127.0.0.1:4173/')}#register`);
      await expect(submit(page)).toBeEnabled();
      await form(page).getByLabel('Nombre', { exact: true }).focus();
      // The interactive form has taken over (it validates), and still no settings panel.
      await submit(page).click();
      await expect(form(page).getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
      await expect(page.getByRole('heading', { name: SETTINGS_HEADING })).toHaveCount(0);
      await expect(page.getByText(SETTINGS_HEADING)).toHaveCount(0);
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

/**
 * Fault injection (nothing lost, nothing counted twice): what the visitor sees, and how many POSTs
 * reach the receiver with which registroId.
 */
test.describe('no registration lost', () => {
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_ABORTED|signal is aborted|Sin respuesta|status of 500/] });

  test('offline at the click, then back online: the error, the saved notice, then one POST and the success', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.goto('/#register');
    await expect(submit(page)).toBeEnabled();
    await fillValid(page);
    const connection = network(page.context(), webhook);
    await connection.off();
    await submit(page).click();

    await expect(page.getByText(FAILURE)).toBeVisible();
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(submit(page)).toBeEnabled();
    await expectValuesKept(form(page));
    expect(webhook.received).toHaveLength(0);

    await connection.on();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(completedHeading(page)).toBeVisible();
    expect(webhook.received).toHaveLength(1);
    expect(registroIdOf(webhook.received[0])).toMatch(UUID);
    expect(await outboxKeys(page)).toEqual([]);
  });

  test('offline, the tab closed, a later visit online: one POST on that visit, and nothing of it shown', async ({ context, page, webhook }) => {
    await context.addInitScript((value) => {
      if (window.location.protocol === 'http:') window.localStorage.setItem('registrationWebhookUrl', value);
    }, webhook.url);
    await page.goto('/#register');
    await expect(submit(page)).toBeEnabled();
    await fillValid(page);
    const connection = network(context, webhook);
    await connection.off();
    await submit(page).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    // The closing tab may still hear the 'online' event; being left, it must not start a send.
    await page.close();
    await connection.on();
    expect(webhook.received).toHaveLength(0);

    // A later visit may be another person on the same phone: it sends, and shows nothing of it.
    const later = await context.newPage();
    await later.goto('/#register');
    await expect.poll(() => webhook.received.length).toBe(1);
    expect(webhook.received[0]?.json).toMatchObject({ nombre: 'José', apellido: "D'Alessandro Muñoz", autorizaTratamientoDatos: true });
    expect(registroIdOf(webhook.received[0])).toMatch(UUID);
    await expect.poll(() => outboxKeys(later)).toEqual([]);
    await expectEmptyForm(later);
    await expect(later.getByText(SUCCESS)).toHaveCount(0);
    await expect(completedHeading(later)).toHaveCount(0);
  });

  test.describe('with a webhook that answers after 25 s', () => {
    test.use({ webhookMode: 'slow' });

    test('the 15 s abort shows the error, and the retry sends the same registroId', async ({ page, webhook }) => {
      await useWebhook(page, webhook.url);
      await page.clock.install({ time: BEFORE });
      await page.goto('/#register');
      await fillValid(page);
      await submit(page).click();
      await expect.poll(() => webhook.received.length).toBe(1);
      await page.clock.runFor(15_000);
      await expect(page.getByText(FAILURE)).toBeVisible();
      await expect(page.getByText(SAVED)).toBeVisible();

      await submit(page).click();
      await expect.poll(() => webhook.received.length).toBe(2);
      expect(registroIdOf(webhook.received[0])).toMatch(UUID);
      expect(registroIdOf(webhook.received[1])).toBe(registroIdOf(webhook.received[0]));
      expect(webhook.received.map((request) => request.duplicate)).toEqual([false, true]);
    });
  });

  test('the form’s code never arrives: the error within 20 s, then one POST once it does', async ({ page, webhook }) => {
    // Hold back the chunk with validation, the send and the notices (it carries react-toastify).
    const held: (() => Promise<void>)[] = [];
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Toastify__toast-container')) held.push(() => route.fulfill({ response, body }));
      else await route.fulfill({ response, body });
    });
    await useWebhook(page, webhook.url);
    await page.clock.install({ time: BEFORE });
    await page.goto('/#register');
    await expect(submit(page)).toBeEnabled();
    await fillValid(page);
    await submit(page).click();
    await expect(submit(page)).toHaveText('Procesando...');
    await expect.poll(() => held.length).toBeGreaterThan(0);

    await page.clock.runFor(19_000);
    await expect(submit(page)).toHaveText('Procesando...');
    await page.clock.runFor(1_000);
    await expect(form(page).getByRole('alert')).toHaveText(`${FAILURE}. Por favor intenta nuevamente más tarde o contáctanos directamente.`);
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(submit(page)).toBeEnabled();
    await expectValuesKept(form(page));
    expect(webhook.received).toHaveLength(0);

    for (const release of held.splice(0)) await release();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect.poll(() => webhook.received.length).toBe(1);
    expect(webhook.received[0]?.json).toMatchObject({ nombre: 'José', jornada: PAGE_JORNADA.slug });
  });

  test.describe('with a webhook that never answers', () => {
    test.use({ webhookMode: 'hang' });

    test('a reload during Procesando...: one POST, and the saved registration shown after the reload', async ({ page, webhook }) => {
      await useWebhook(page, webhook.url);
      await page.goto('/#register');
      await fillValid(page);
      await submit(page).click();
      await expect(submit(page)).toHaveText('Procesando...');
      await expect.poll(() => webhook.received.length).toBe(1);

      await page.reload();
      await expect(page.getByText(SAVED)).toBeVisible();
      await expectValuesKept(form(page));
      await expect(submit(page)).toBeEnabled();
      // The POST went out with keepalive: no second one right away (only after the back-off).
      await page.waitForTimeout(2_000);
      expect(webhook.received).toHaveLength(1);
    });
  });

  test.describe('in readable mode, with a webhook that answers 500', () => {
    test.use({ webhookMode: 'error' });

    test('the 500 is an error, the registration is kept and sent again', async ({ page, webhook }) => {
      await useWebhook(page, webhook.url);
      // The settings' override of NEXT_PUBLIC_REGISTRATION_WEBHOOK_CORS=1 (this build keeps no-cors).
      await page.addInitScript(() => window.localStorage.setItem('registrationWebhookCors', '1'));
      await page.clock.install({ time: BEFORE });
      await page.goto('/#register');
      await fillValid(page);
      await submit(page).click();
      await expect(page.getByText(FAILURE)).toBeVisible();
      await expect(page.getByText(SAVED)).toBeVisible();
      await expect(completedHeading(page)).toHaveCount(0);
      expect(webhook.received).toHaveLength(1);

      webhook.setMode('ok');
      await page.clock.runFor(15_000);
      await expect(page.getByText(SUCCESS)).toBeVisible();
      await expect(completedHeading(page)).toBeVisible();
      expect(webhook.received).toHaveLength(2);
      expect(registroIdOf(webhook.received[1])).toBe(registroIdOf(webhook.received[0]));
    });
  });
});
