import type { Page } from '@playwright/test';
import { HERO } from '@/content/home';
import { LIVE_STAGE } from '@/content/envivo';
import { SITE } from '@/content/site';
import { jornadaDates, WAITLIST_JORNADA } from '@/lib/jornadas';
import { expect, test, type WebhookReceiver } from '../fixtures';
import { fillValid, form } from '../registration-helpers';
import { DAY, HOUR, MINUTE, SEASON } from '../jornada';

/**
 * A season (two jornadas to come, as the operator check appends them to content/jornadas.ts),
 * the site built once before both: a visitor's clock before, during, between and after them picks
 * the jornada and its phase. Between the two, / offers registration for the next one, not the
 * waiting list; after the last, the waiting list.
 */
const [FIRST, NEXT] = SEASON;

test.beforeAll(() => {
  // This file only makes sense on the operator check's copy (scripts/operator-check.mjs).
  expect(SEASON.length, 'content/jornadas.ts: la comprobación del operador añade dos jornadas futuras').toBeGreaterThanOrEqual(2);
});


/** Registers at `time` through the local receiver; returns what it received. */
async function registerAt(page: Page, webhook: WebhookReceiver, time: number) {
  await page.addInitScript((value) => window.localStorage.setItem('registrationWebhookUrl', value), webhook.url);
  await page.clock.install({ time });
  await page.goto('/');
  const registration = form(page);
  await registration.scrollIntoViewIfNeeded();
  await registration.getByLabel('Nombre', { exact: true }).fill('Ana');
  await registration.getByLabel('Apellido').fill('Pérez');
  await registration.getByLabel('Correo electrónico').fill('ana@example.com');
  await registration.getByLabel('Número de celular').fill('3151234567');
  await registration.getByRole('checkbox', { name: /Autorizo a .+ a tratar mis datos personales/ }).check();
  await registration.getByRole('button').click();
  await expect.poll(() => webhook.received.length).toBe(1);
  await page.clock.runFor(2000);
  await expect(page.getByRole('heading', { name: 'Registro completado' })).toBeVisible();
  return webhook.received[0]?.json as { jornada: string };
}

test.describe('a season of two jornadas, built before both', () => {
  test('before the first: / and its registration are for the first', async ({ page, webhook }) => {
    const json = await registerAt(page, webhook, Date.parse(FIRST!.start) - 7 * DAY);
    expect(json.jornada).toBe(FIRST!.slug);
    await expect(page.locator('#register [data-completed]')).toContainText(jornadaDates(FIRST!).longDate, { useInnerText: true });
    await expect(page.locator('#hero')).toContainText(HERO.badge(FIRST!.name, jornadaDates(FIRST!).longDate), { useInnerText: true });
  });

  test('between the two: / offers registration for the next one, not the waiting list', async ({ page, webhook }) => {
    const between = Date.parse(FIRST!.end) + DAY;
    await page.clock.install({ time: between });
    await page.goto('/');
    const next = jornadaDates(NEXT!);
    const hero = page.locator('#hero');
    await expect(hero).toContainText(HERO.badge(NEXT!.name, next.longDate), { useInnerText: true });
    await expect(hero.getByRole('link', { name: 'Registrarse Ahora' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Avisarme de la próxima jornada' })).toBeHidden();
    const register = page.locator('#register');
    await expect(register.getByRole('heading', { name: 'Regístrate gratis' })).toBeVisible();
    await expect(register).toContainText(next.longDate, { useInnerText: true });
    await expect(register).not.toContainText(jornadaDates(FIRST!).longDate, { useInnerText: true });
    await expect(page.locator('header').first().getByRole('link', { name: 'Registrarse', exact: true })).toBeVisible();
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).not.toContain('Avisarme de la próxima jornada');
    expect(text).not.toContain(HERO.badge(FIRST!.name, jornadaDates(FIRST!).longDate));

    const json = await registerAt(page, webhook, between);
    expect(json.jornada).toBe(NEXT!.slug);
    await expect(page.locator('#register [data-completed]')).toContainText(next.longDate, { useInnerText: true });
  });

  test('registered for the first, the page left open past its end: the form comes back, empty, for the next one', async ({ page, webhook }) => {
    await registerAt(page, webhook, Date.parse(FIRST!.start) - HOUR);
    await page.clock.fastForward(2 * HOUR + Date.parse(FIRST!.end) - Date.parse(FIRST!.start));
    await expect(page.getByRole('heading', { name: 'Registro completado' })).toBeHidden();
    const registration = form(page);
    await expect(registration.getByLabel('Nombre', { exact: true })).toHaveValue('');
    await expect(registration.getByRole('checkbox', { name: /Autorizo/ })).not.toBeChecked();
    await expect(page.locator('#register')).toContainText(jornadaDates(NEXT!).longDate, { useInnerText: true });
    await fillValid(page, { nombre: 'Luis', apellido: 'Mora', correo: 'luis@example.com', movil: '3007654321' });
    await registration.getByRole('button').click();
    await expect.poll(() => webhook.received.length).toBe(2);
    expect(webhook.received[1]?.json).toMatchObject({ nombre: 'Luis', jornada: NEXT!.slug });
  });

  test('between the two: /envivo counts down to the next one, with its calendar links', async ({ page }) => {
    await page.clock.install({ time: Date.parse(FIRST!.end) + HOUR });
    await page.goto('/envivo/');
    await expect(page.locator('[role="timer"][data-ready="true"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Próximamente En Vivo' })).toBeVisible();
    await expect(page.locator('#live')).toContainText(LIVE_STAGE.eyebrow(NEXT!.name, jornadaDates(NEXT!)), { useInnerText: true });
    const days = Math.floor((Date.parse(NEXT!.start) - Date.parse(FIRST!.end) - HOUR) / DAY);
    await expect(page.locator('[data-countdown-unit="days"] [data-countdown-value]')).toHaveText(String(days).padStart(2, '0'));
    const ics = page.getByRole('link', { name: /Apple, Outlook u otro/ }).filter({ visible: true });
    await expect(ics).toHaveAttribute('download', new RegExp(`^${NEXT!.slug}`));
  });

  test('the next one, announced before its broadcast has an id: /envivo sends to the channel and says so', async ({ page }) => {
    expect(NEXT!.videos.live, 'scripts/operator-check.mjs adds the second jornada without videos.live').toBeUndefined();
    const stage = page.locator('#live');
    const channel = stage.getByRole('link', { name: LIVE_STAGE.fallback.label }).filter({ visible: true });
    await page.clock.install({ time: Date.parse(NEXT!.start) - HOUR });
    await page.goto('/envivo/');
    await expect(stage.getByText(LIVE_STAGE.upcoming.leadOnChannel)).toBeVisible();
    await expect(stage.getByText(LIVE_STAGE.upcoming.lead)).toBeHidden();
    await expect(channel).toHaveAttribute('href', SITE.youtube.channelUrl);

    await page.clock.runFor(HOUR + 10 * MINUTE);
    await expect(stage.getByRole('heading', { level: 1, name: LIVE_STAGE.live.title })).toBeVisible();
    await expect(stage.getByText(LIVE_STAGE.live.leadOnChannel)).toBeVisible();
    await expect(stage.getByText(LIVE_STAGE.live.lead)).toBeHidden();
    // No empty player, and no '¿No se reproduce?' over a video that is not there.
    await expect(stage.locator('iframe')).toHaveCount(0);
    await expect(stage.getByText(LIVE_STAGE.fallback.text)).toBeHidden();
    await expect(channel).toHaveAttribute('href', SITE.youtube.channelUrl);
  });

  test('the Jornadas menu follows: between the two, the first has ended and the next is open', { tag: '@desktop-only' }, async ({ page }) => {
    await page.clock.install({ time: Date.parse(FIRST!.end) + DAY });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('button', { name: 'Jornadas' }).click();
    const entry = (name: string) => nav.getByRole('link', { name: new RegExp(name) }).filter({ visible: true });
    await expect(entry(NEXT!.name)).toContainText('Próximamente', { useInnerText: true });
    await expect(entry(NEXT!.name)).toHaveAttribute('href', '/#register');
    await expect(entry(FIRST!.name)).toHaveCount(1);
    await expect(entry(FIRST!.name)).not.toContainText('Próximamente', { useInnerText: true });
  });

  test('after the last: the waiting list is the one action', async ({ page, webhook }) => {
    const json = await registerAt(page, webhook, Date.parse(NEXT!.end) + DAY);
    expect(json.jornada).toBe(WAITLIST_JORNADA);
    await expect(page.locator('#hero').getByRole('link', { name: 'Avisarme de la próxima jornada' })).toBeVisible();
  });

  test('the built HTML: the first jornada without JavaScript, and an Event for each one to come', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#hero')).toContainText(HERO.badge(FIRST!.name, jornadaDates(FIRST!).longDate), { useInnerText: true });
    // /envivo cannot switch to the player by itself without scripts: it says to reload, not that it will.
    await page.goto('/envivo/');
    await expect(page.getByText(LIVE_STAGE.upcoming.leadWithoutScripts)).toBeVisible();
    await expect(page.getByText(LIVE_STAGE.upcoming.lead)).toBeHidden();
    await context.close();

    const html = await (await request.get('/')).text();
    const events = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .filter((data) => data['@type'] === 'Event');
    expect(events.map((event) => event.startDate)).toEqual(SEASON.map((jornada) => jornada.start));
    for (const [index, event] of events.entries()) {
      expect(event).toMatchObject({ performer: { '@type': 'Organization' }, offers: { price: 0, priceCurrency: 'COP', validFrom: expect.any(String) } });
      // Each its own poster, served.
      const image = new URL((event.image as string[])[0]!).pathname;
      expect(image).toBe(`/images/${SEASON[index]!.slug}-invitacion.jpg`);
      expect((await request.get(image)).headers()['content-type']).toBe('image/jpeg');
    }
  });
});
