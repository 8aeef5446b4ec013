import type { Page } from '@playwright/test';
import { REGISTRATION_COMPLETED, REGISTRATION_FALLBACK, REGISTRATION_FORM } from '@/content/registration';
import { WAITLIST_JORNADA } from '@/lib/jornadas';
import { FALLBACK_DELAY_MS } from '@/lib/registration/fallback';
import { INITIAL_VALUES } from '@/lib/registration/fields';
import { deliveredJornada } from '@/lib/registration/jornada-tag';
import { expect, test, type WebhookReceiver } from './fixtures';
import { JORNADA as PAGE_JORNADA, SEASON } from './jornada';
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
  type Visitor,
  outboxKeys,
} from './registration-helpers';

/**
 * One visitor, one registration, as an adversarial tester tries it: a phone shared by a family,
 * two tabs, a webhook that redirects, a registration that arrives late, a crafted outbox, values a
 * spreadsheet would run, and a page whose script never runs. The clock is set relative to the
 * page's jornada (content/jornadas.ts).
 */

const HOUR = 3_600_000;
const START = Date.parse(PAGE_JORNADA.start);
const END = Date.parse(PAGE_JORNADA.end);
const BEFORE = new Date(START - 30 * 24 * HOUR);

const ANA: Visitor = { nombre: 'Ana', apellido: 'Gómez', correo: 'ana@example.com', movil: '300 987 6543' };

/** Browser messages of a network that is down, a send aborted, a redirect refused. */
const NETWORK_ERRORS = /Failed to load resource: net::ERR_|signal is aborted|Sin respuesta|Failed to fetch/;

/** Points every page of the context (every tab) at the receiver. */
async function pointEveryTabAt(page: Page, url: string) {
  await page.context().addInitScript((value) => {
    // Not in a new tab's about:blank, whose storage is off limits.
    if (window.location.protocol === 'http:') window.localStorage.setItem('registrationWebhookUrl', value);
  }, url);
}

/** The form filled and its engine loaded (so that a send starts at the click), then the page's clock paused: from here its time moves only when the test says, however slow the machine is. */
async function filledOnPausedClock(page: Page) {
  await page.clock.install({ time: BEFORE });
  await page.goto('/#register');
  await fillValid(page);
  await form(page).getByLabel('Nombre', { exact: true }).focus();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

/** On the page's clock, the first visitor registers while the webhook is down, then it is back: the registration waits for its retry. */
async function keptWhileTheWebhookWasDown(page: Page, webhook: WebhookReceiver) {
  await pointEveryTabAt(page, webhook.url);
  await page.clock.install({ time: BEFORE });
  await page.goto('/#register');
  await fillValid(page);
  webhook.setMode('down');
  await submit(page).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  webhook.setMode('ok');
}

/** The first visitor registers with the network down: the registration waits in the outbox. */
async function registerWhileOffline(page: Page, webhook: WebhookReceiver) {
  await pointEveryTabAt(page, webhook.url);
  await page.goto('/#register');
  await fillValid(page);
  const connection = network(page.context(), webhook);
  await connection.off();
  await submit(page).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  return connection;
}

test.describe('a phone shared by a family', () => {
  test.use({ allowedConsoleErrors: [NETWORK_ERRORS] });
  // Two tabs, each loading and hydrating the page: long journeys on a slow machine.
  test.slow();

  test('the next person, in a new tab, sees none of the first one’s registration; both arrive once, each with its own key', async ({ context, page, webhook }) => {
    const connection = await registerWhileOffline(page, webhook);
    await page.close();
    await connection.on();

    const next = await context.newPage();
    await next.goto('/#register');
    await expectEmptyForm(next);
    // The first registration goes out in the background, and this page says nothing of it.
    await expect.poll(() => webhook.received.length).toBe(1);
    expect(webhook.received[0]?.json).toMatchObject({ nombre: 'José' });
    await expect(next.getByText(SUCCESS)).toHaveCount(0);
    await expect(completedHeading(next)).toHaveCount(0);

    await fillValid(next, ANA);
    await submit(next).click();
    await expect(next.getByText(SUCCESS)).toBeVisible();
    await expect(completedHeading(next)).toBeVisible();
    await expect.poll(() => webhook.received.length).toBe(2);
    expect(webhook.received[1]?.json).toMatchObject({ nombre: 'Ana', correo: 'ana@example.com' });
    expect(registroIdOf(webhook.received[1])).not.toBe(registroIdOf(webhook.received[0]));
    expect(webhook.received.map((request) => request.duplicate)).toEqual([false, false]);
  });

  test('a second tab opened while the first one’s registration waits shows none of it, and each tab completes its own', async ({ context, page, webhook }) => {
    const connection = await registerWhileOffline(page, webhook);

    // Back online, with the webhook still down: the registration keeps waiting.
    await context.setOffline(false);
    const second = await context.newPage();
    await second.goto('/#register');
    await expectEmptyForm(second);
    await fillValid(second, ANA);
    await submit(second).click();
    await expect(second.getByText(SAVED)).toBeVisible();
    // Each tab still holds its own values.
    await expectValuesKept(form(page));
    await expect(form(second).getByLabel('Nombre', { exact: true })).toHaveValue('Ana');
    expect(webhook.received).toHaveLength(0);

    await connection.off();
    await connection.on();
    // Both tabs send at once when back online; on a loaded CI machine the second tab's panel once
    // came after 5 s (a fresh-clone run, session 23), so this wait allows 15.
    for (const tab of [page, second]) await expect(completedHeading(tab)).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => webhook.received.length).toBe(2);
    expect(webhook.received.map((request) => (request.json as { nombre: string }).nombre).sort()).toEqual(['Ana', 'José']);
    expect(webhook.received.map((request) => request.duplicate)).toEqual([false, false]);
  });
});

/**
 * After a failure the registration waits under its key, and the form stays on screen: what happens
 * to it when the values on screen change, or when the tab comes back to it later. A key names one
 * registration, its values; changed values are another registration (the next person, or a
 * correction), and the one kept earlier is still sent, once, under its own key.
 */
test.describe('a kept registration and the form on screen', () => {
  test.use({ allowedConsoleErrors: [NETWORK_ERRORS] });
  test.slow();

  test('a tab that comes back (Back button) after its registration was sent elsewhere shows an empty form, and the next registration is sent', async ({ context, page, webhook }) => {
    await pointEveryTabAt(page, webhook.url);
    await page.goto('/#register');
    await fillValid(page);
    webhook.setMode('down');
    await submit(page).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    // A refused submit after it: the draft's last registration is then not the one kept.
    await form(page).getByLabel('Número de celular').fill('315123456');
    await submit(page).click();
    await expect(form(page).getByText(REGISTRATION_FORM.messages.movilMin)).toBeVisible();
    await page.goto('/nuevavida/');
    webhook.setMode('ok');
    // Another tab sends the waiting registration in the background.
    const other = await context.newPage();
    await other.goto('/#register');
    await expect.poll(() => webhook.received.length).toBe(1);

    // Without the back/forward cache the browser puts the controls' earlier values back itself.
    await page.goBack();
    await expect(submit(page)).toBeEnabled();
    await expectEmptyForm(page);
    await expect(form(page).getByLabel('¿Cuánto debes en total?')).toHaveValue(INITIAL_VALUES.rangoDeudas);
    await expect(form(page).getByRole('radio', { name: /Comerciante/ })).not.toBeChecked();
    await fillValid(page, ANA);
    await submit(page).click();
    await expect(completedHeading(page)).toBeVisible();
    await expect.poll(() => webhook.received.length).toBe(2);
    expect(webhook.received[1]?.json).toMatchObject({ nombre: 'Ana' });
    expect(registroIdOf(webhook.received[1])).not.toBe(registroIdOf(webhook.received[0]));
    expect(await page.evaluate(() => window.sessionStorage.getItem('registrationDraft'))).toBeNull();
  });

  test('the first values again after other values failed, a space more: the first key, and each registration arrives once', async ({ page, webhook }) => {
    const connection = await registerWhileOffline(page, webhook);
    const name = form(page).getByLabel('Nombre', { exact: true });
    await name.fill('Ana');
    await submit(page).click();
    await expect.poll(() => outboxKeys(page)).toHaveLength(2);
    // As sent, the same values as the first registration (names are trimmed).
    await name.fill('José ');
    await submit(page).click();
    await expect(submit(page)).toHaveText(/Registrarse/);
    expect(await outboxKeys(page)).toHaveLength(2);

    await connection.on();
    await expect.poll(() => webhook.received.length).toBe(2);
    expect(webhook.received.map((request) => (request.json as { nombre: string }).nombre).sort()).toEqual(['Ana', 'José']);
    expect(webhook.received.map((request) => request.duplicate)).toEqual([false, false]);
    await expect(completedHeading(page)).toBeVisible();
  });

  test('a tap in the second between a background success and its panel sends nothing again', async ({ page, webhook }) => {
    await keptWhileTheWebhookWasDown(page, webhook);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    // The kept registration's retry, 15 s after the failure.
    await page.clock.runFor(15_000);
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await submit(page).click();
    await page.clock.runFor(1_500);
    await expect(completedHeading(page)).toBeVisible();
    expect(webhook.received).toHaveLength(1);
    await expect(page.getByText(SUCCESS)).toHaveCount(1);
  });

  test('sent in the background while the form shows other values: no success for them, the saved notice goes, they are sent under their own key', async ({ page, webhook }) => {
    const connection = await registerWhileOffline(page, webhook);
    await fillValid(page, ANA);
    await connection.on();
    await expect.poll(() => webhook.received.length).toBe(1);
    expect(webhook.received[0]?.json).toMatchObject({ nombre: 'José' });
    await expect(page.getByText(SAVED)).toHaveCount(0);
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    await expect(completedHeading(page)).toHaveCount(0);
    await expect(form(page).getByLabel('Nombre', { exact: true })).toHaveValue('Ana');

    await submit(page).click();
    await expect(completedHeading(page)).toBeVisible();
    await expect.poll(() => webhook.received.length).toBe(2);
    expect(webhook.received[1]?.json).toMatchObject({ nombre: 'Ana' });
    expect(registroIdOf(webhook.received[1])).not.toBe(registroIdOf(webhook.received[0]));
  });

  test('other values sent from the same tab go under a new key, and the kept registration is still sent', async ({ page, webhook }) => {
    await keptWhileTheWebhookWasDown(page, webhook);
    // Before the kept one's retry (15 s on), the next person registers in the same tab.
    await fillValid(page, ANA);
    await submit(page).click();
    await expect(completedHeading(page)).toBeVisible();
    await expect.poll(() => webhook.received.length).toBe(1);
    expect(webhook.received[0]?.json).toMatchObject({ nombre: 'Ana' });

    await page.clock.runFor(15_000);
    await expect.poll(() => webhook.received.length).toBe(2);
    expect(webhook.received[1]?.json).toMatchObject({ nombre: 'José' });
    expect(registroIdOf(webhook.received[1])).not.toBe(registroIdOf(webhook.received[0]));
    expect(webhook.received.map((request) => request.duplicate)).toEqual([false, false]);
    // Removed once the page has the answer, a moment after the receiver has the request.
    await expect.poll(() => outboxKeys(page)).toEqual([]);
  });

  test('a field made invalid after a failure: its error, and the kept registration, still saved, is sent as it was', async ({ context, page, webhook }) => {
    const connection = await registerWhileOffline(page, webhook);
    await form(page).getByLabel('Número de celular').fill('315123456');
    await submit(page).click();
    await expect(form(page).getByText(REGISTRATION_FORM.messages.movilMin)).toBeVisible();
    await expect(page.getByText(SAVED)).toBeVisible();
    await page.close();

    await connection.on();
    const later = await context.newPage();
    await later.goto('/#register');
    await expect.poll(() => webhook.received.length).toBe(1);
    expect(webhook.received[0]?.json).toMatchObject({ nombre: 'José', movil: '315-123-4567' });
  });

  test('the page opened anew in the same tab (its address typed) shows none of what the last person typed; a reload keeps it', async ({ page }) => {
    await page.goto('/#register');
    await fillValid(page);
    await page.reload();
    await expectValuesKept(form(page));
    // Another page in the same tab, then this one's address typed: maybe the next person's visit.
    await page.goto('/nuevavida/');
    await page.goto('/#register');
    await expect(submit(page)).toBeEnabled();
    await expectEmptyForm(page);
  });

  test('consent unticked after a failure, without sending again: the kept registration is dropped at once, nothing is sent', async ({ page, webhook }) => {
    const connection = await registerWhileOffline(page, webhook);
    await form(page).getByRole('checkbox', { name: /Autorizo/ }).uncheck();
    await expect(page.getByText(SAVED)).toHaveCount(0);
    expect(await outboxKeys(page)).toEqual([]);
    // Back online: the 'online' event would send what the outbox kept.
    await connection.on();
    await page.waitForTimeout(1_000);
    expect(webhook.received).toHaveLength(0);
  });

  test('consent withdrawn after a failure: the kept registration is dropped, the saved notice goes, nothing is sent', async ({ page, webhook }) => {
    const connection = await registerWhileOffline(page, webhook);
    await form(page).getByRole('checkbox', { name: /Autorizo/ }).uncheck();
    await submit(page).click();
    await expect(form(page).getByText(REGISTRATION_FORM.messages.consent)).toBeVisible();
    await expect(page.getByText(SAVED)).toHaveCount(0);
    expect(await outboxKeys(page)).toEqual([]);
    await connection.on();
    await page.waitForTimeout(1_000);
    expect(webhook.received).toHaveLength(0);
  });
});

test.describe('a send that fails', () => {
  test.use({ allowedConsoleErrors: [NETWORK_ERRORS] });

  test('pressed from the keyboard: focus is back on the button once it is enabled again', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.goto('/#register');
    await fillValid(page);
    webhook.setMode('down');
    await submit(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(submit(page)).toBeEnabled();
    await expect(submit(page)).toBeFocused();
  });

  test('before the validation could load (offline): not saved as if it would be sent, and sent once it can be checked', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.goto('/');
    await expect(form(page)).toHaveAttribute('data-ready', '');
    // The lazy engine (validation, send, notices) cannot come, as when the phone lost its signal.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await fillValid(page, { ...ANA, correo: 'ana@example' });
    await submit(page).click();
    await expect(page.getByText(FAILURE)).toBeVisible();
    await expect(page.getByText(SAVED)).toHaveCount(0);
    expect(await outboxKeys(page)).toEqual([]);
    await expect(form(page).getByLabel('Correo electrónico')).toHaveValue('ana@example');

    await page.unroute('**/_next/static/chunks/**');
    await submit(page).click();
    await expect(form(page).getByText(REGISTRATION_FORM.messages.correo)).toBeVisible();
    await expect(page.getByText(FAILURE)).toHaveCount(0);
    await form(page).getByLabel('Correo electrónico').fill(ANA.correo);
    await submit(page).click();
    await expect(completedHeading(page)).toBeVisible();
    await expect.poll(() => webhook.received.length).toBe(1);
  });
});

test.describe('the second between the success and the completed panel', () => {
  test('what is typed then is not kept: a reload shows an empty form', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await filledOnPausedClock(page);
    await submit(page).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await form(page).getByLabel('Número de celular').fill('3001112233');
    await page.clock.runFor(1_500);
    await expect(completedHeading(page)).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('registrationDraft'))).toBeNull();
    await page.clock.resume();
    await page.reload();
    await expectEmptyForm(page);
  });
});

test.describe('two tabs back online together', () => {
  test.use({ allowedConsoleErrors: [NETWORK_ERRORS] });
  test.slow();

  test('send a waiting registration once, round after round', async ({ context, page, webhook }) => {
    await pointEveryTabAt(page, webhook.url);
    await page.goto('/#register');
    const second = await context.newPage();
    await second.goto('/#register');
    const connection = network(context, webhook);
    const ROUNDS = 12;
    for (let round = 0; round < ROUNDS; round += 1) {
      await connection.off();
      // A registration another visit left waiting (as a failed send keeps it).
      const registroId = await page.evaluate((ordinal) => {
        const id = crypto.randomUUID();
        const values = { nombre: `Visitante ${ordinal}`, apellido: 'Prueba', correo: `v${ordinal}@example.com`, movil: '3001234567', rangoDeudas: 'menos-50', tipoPersona: 'natural', autorizaTratamientoDatos: true, sitioWeb: '' };
        const entry = { registroId: id, values, fecha: new Date().toISOString(), jornada: 'lista-de-espera', utm: {}, attempts: 1, notBefore: 0, sending: false };
        window.localStorage.setItem(`registrationOutbox:${id}`, JSON.stringify(entry));
        return id;
      }, round);
      await connection.on();
      await expect.poll(() => webhook.received.filter((request) => registroIdOf(request) === registroId).length).toBe(1);
      await expect.poll(() => outboxKeys(page)).toEqual([]);
    }
    // A late second send of any round would show up by now.
    await page.waitForTimeout(1_000);
    expect(webhook.received).toHaveLength(ROUNDS);
    expect(webhook.received.filter((request) => request.duplicate)).toEqual([]);
  });
});

test.describe('with a webhook that answers after 25 s', () => {
  test.use({ webhookMode: 'slow', allowedConsoleErrors: [NETWORK_ERRORS] });

  test('a send cut off at 15 s is tried again 15 s after it failed, not at once', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await filledOnPausedClock(page);
    await submit(page).click();
    await expect.poll(() => webhook.received.length).toBe(1);
    await page.clock.runFor(15_000);
    await expect(page.getByText(FAILURE)).toBeVisible();
    webhook.setMode('ok');

    await page.clock.runFor(14_000);
    await page.waitForTimeout(500);
    expect(webhook.received).toHaveLength(1);
    await page.clock.runFor(1_000);
    await expect.poll(() => webhook.received.length).toBe(2);
    expect(registroIdOf(webhook.received[1])).toBe(registroIdOf(webhook.received[0]));
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(completedHeading(page)).toBeVisible();
  });
});

test.describe('a webhook that redirects', () => {
  test.use({ webhookMode: 'redirect', allowedConsoleErrors: [NETWORK_ERRORS] });

  test('in readable mode the redirect is a failure: the registration is kept, and sent again once the webhook answers', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.addInitScript(() => window.localStorage.setItem('registrationWebhookCors', '1'));
    await page.clock.install({ time: BEFORE });
    await page.goto('/#register');
    await fillValid(page);
    await submit(page).click();
    await expect(page.getByText(FAILURE)).toBeVisible();
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(completedHeading(page)).toHaveCount(0);
    // The POST reached the redirect, and the browser did not follow it with a body-less GET.
    expect(webhook.received.map((request) => request.method)).toEqual(['POST']);

    webhook.setMode('ok');
    await page.clock.runFor(15_000);
    await expect(completedHeading(page)).toBeVisible();
    expect(webhook.received.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(registroIdOf(webhook.received[1])).toBe(registroIdOf(webhook.received[0]));
  });

  test('in no-cors mode, where a browser cannot see a redirect, only https (or this machine) is accepted as the destination', async ({ page }) => {
    await page.goto('/#register');
    const panel = page.getByRole('region', { name: 'Configuración del webhook (solo en desarrollo)' });
    await panel.getByLabel('URL del webhook').fill('http://hooks.example.com/registro');
    await panel.getByRole('button', { name: 'Guardar URL' }).click();
    await expect(panel.getByRole('status')).toHaveText('Ingresa una URL https:// válida (http:// solo para localhost o 127.0.0.1).');
    expect(await page.evaluate(() => window.localStorage.getItem('registrationWebhookUrl'))).toBeNull();
  });
});

test.describe('a registration that arrives late', () => {
  test.use({ allowedConsoleErrors: [NETWORK_ERRORS] });

  test('made during the session, delivered after its end: the firm and the visitor are told the same', async ({ context, page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.clock.install({ time: new Date(END - 5 * 60_000) });
    await page.goto('/#register');
    await fillValid(page);
    const connection = network(context, webhook);
    await connection.off();
    await submit(page).click();
    await expect(page.getByText(SAVED)).toBeVisible();

    const deliveredAt = END + 15 * 60_000;
    await page.clock.fastForward(deliveredAt - (END - 5 * 60_000));
    await connection.on();
    await expect(completedHeading(page)).toBeVisible();
    expect(webhook.received).toHaveLength(1);
    const tag = (webhook.received[0]?.json as { jornada: string }).jornada;
    expect(tag).toBe(deliveredJornada(PAGE_JORNADA.slug, deliveredAt, SEASON));
    expect(tag).not.toBe(PAGE_JORNADA.slug);
    const panel = page.locator('#register');
    if (tag === WAITLIST_JORNADA) await expect(panel.getByText(REGISTRATION_COMPLETED.waitlistLead)).toBeVisible();
    else await expect(panel.getByText(REGISTRATION_COMPLETED.lead)).toBeVisible();
  });
});

test.describe('what is sent comes from the form', () => {
  test('a crafted outbox entry cannot replace the key, the name, the origin or the consent', async ({ page, webhook, baseURL }) => {
    await useWebhook(page, webhook.url);
    const registroId = '5b7c2f1e-9a0d-4c3b-8e6f-1a2b3c4d5e6f';
    await page.addInitScript((id) => {
      if (window.sessionStorage.getItem('crafted')) return;
      window.sessionStorage.setItem('crafted', '1');
      const values = { nombre: 'José', apellido: 'Pérez', correo: 'jose@example.com', movil: '3001234567', rangoDeudas: 'menos-50', tipoPersona: 'natural', autorizaTratamientoDatos: true, sitioWeb: '' };
      const utm = { utm_source: 'facebook', registroId: 'otro', nombre: '=HYPERLINK("http://evil.example")', origen: 'https://evil.example', autorizaTratamientoDatos: false, jornada: 'otra' };
      const entry = { registroId: id, values, fecha: new Date().toISOString(), jornada: 'lista-de-espera', utm, attempts: 1, notBefore: 0, sending: false, extra: 'x' };
      window.localStorage.setItem(`registrationOutbox:${id}`, JSON.stringify(entry));
    }, registroId);
    await page.goto('/#register');
    await expect.poll(() => webhook.received.length).toBe(1);
    const sent = webhook.received[0]?.json as Record<string, unknown>;
    expect(sent).toMatchObject({ registroId, nombre: 'José', origen: new URL(baseURL ?? '').origin, autorizaTratamientoDatos: true, jornada: WAITLIST_JORNADA, utm_source: 'facebook' });
    expect(Object.keys(sent).filter((key) => !['nombre', 'apellido', 'correo', 'movil', 'rangoDeudas', 'tipoPersona', 'fecha', 'origen', 'jornada', 'registroId', 'autorizaTratamientoDatos'].includes(key))).toEqual(['utm_source']);
    await expectEmptyForm(page);
  });
});

test.describe('data the firm can use safely', () => {
  test('invisible characters are no name, and a name a spreadsheet would run gets a clear message; nothing is sent', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.goto('/#register');
    await fillValid(page, { ...ANA, nombre: '\u200B\u200B\u200B', apellido: '=HYPERLINK("http://evil.example","clic")' });
    await submit(page).click();
    await expect(form(page).getByText(REGISTRATION_FORM.messages.nombreMin)).toBeVisible();
    await expect(form(page).getByText(REGISTRATION_FORM.messages.apellidoFormula)).toBeVisible();
    await expect(form(page).getByLabel('Nombre', { exact: true })).toBeFocused();

    await form(page).getByLabel('Apellido').fill('@SUM(1+1)');
    await submit(page).click();
    await expect(form(page).getByText(REGISTRATION_FORM.messages.apellidoFormula)).toBeVisible();
    await page.waitForTimeout(500);
    expect(webhook.received).toHaveLength(0);
  });
});

/** The fallback under the form: its text, and links to WhatsApp (naming the jornada), the phone and the e-mail. */
async function expectFallback(page: Page) {
  const fallback = page.getByRole('group', { name: new RegExp(REGISTRATION_FALLBACK.title.replace(/[?¿]/g, '.')) });
  await expect(fallback).toBeVisible();
  await expect(fallback.getByText(REGISTRATION_FALLBACK.text)).toBeVisible();
  const whatsapp = fallback.getByRole('link', { name: new RegExp(REGISTRATION_FALLBACK.whatsapp) });
  await expect(whatsapp).toBeVisible();
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  const message = new URL(href).searchParams.get('text') ?? '';
  const phase = await page.locator('html').getAttribute('data-phase');
  expect(message).toContain(phase === 'ended' ? 'próxima jornada' : PAGE_JORNADA.name);
  await expect(fallback.getByRole('link', { name: /^Llamar al / })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(fallback.getByRole('link', { name: REGISTRATION_FALLBACK.email })).toHaveAttribute('href', /^mailto:[^?@]+@[^?@]+$/);
}

/**
 * The fallback's delay is in its styles (lib/registration/fallback.ts): CSS time, which page.clock does not drive. Puts
 * the fallback `ms` after its styles came (the deferred stylesheet holds its rules; its wait starts then), and holds it there.
 */
async function fallbackStylesAged(page: Page, ms: number) {
  await expect(page.locator('html')).not.toHaveAttribute('data-styles-pending');
  await page.getByRole('group', { includeHidden: true, name: new RegExp(REGISTRATION_FALLBACK.title.replace(/[?¿]/g, '.')) }).evaluate((panel, age) => {
    // Held there, so the real time the next assertion takes does not move it on.
    for (const animation of panel.getAnimations()) {
      animation.pause();
      animation.currentTime = age;
    }
  }, ms);
}

test.describe('when the page’s script never runs', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the registration section says so at once and offers WhatsApp, the phone and the e-mail; the button looks disabled', async ({ page }) => {
      await page.goto('/#register');
      await expectFallback(page);
      const button = submit(page);
      await expect(button).toBeDisabled();
      expect(await button.evaluate((element) => getComputedStyle(element).cursor)).toBe('not-allowed');
    });
  });

  test.describe('with the scripts gone after a redeploy (404)', () => {
    test.use({ waitForHydration: false, allowedConsoleErrors: [/Failed to load resource|404/] });

    test('the form waits for its script, then within 15 s the fallback shows', async ({ page }) => {
      await page.route(/\/_next\/static\/(chunks|payload)\//, (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await page.clock.install({ time: BEFORE });
      await page.goto('/#register');
      await expect(form(page)).toBeVisible();
      await fallbackStylesAged(page, FALLBACK_DELAY_MS - 100);
      await expect(page.getByText(REGISTRATION_FALLBACK.text)).toBeHidden();
      await fallbackStylesAged(page, FALLBACK_DELAY_MS);
      await expectFallback(page);
      await expect(submit(page)).toBeDisabled();
    });

    test('with the styles gone too, the fallback still shows within 15 s', async ({ page }) => {
      await page.route(/\/_next\/static\//, (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await page.clock.install({ time: BEFORE });
      await page.goto('/#register');
      await page.clock.runFor(FALLBACK_DELAY_MS);
      await expectFallback(page);
    });
  });

  test('a working form hides the fallback', async ({ page }) => {
    await page.goto('/#register');
    await expect(submit(page)).toBeEnabled();
    await fallbackStylesAged(page, FALLBACK_DELAY_MS);
    await expect(page.getByText(REGISTRATION_FALLBACK.text)).toBeHidden();
  });

  test('a registration completed within the first 15 s keeps the fallback hidden under its panel', async ({ page, webhook }) => {
    await useWebhook(page, webhook.url);
    await page.clock.install({ time: BEFORE });
    await page.goto('/#register');
    await fillValid(page);
    await submit(page).click();
    await expect(completedHeading(page)).toBeVisible();
    await fallbackStylesAged(page, FALLBACK_DELAY_MS);
    await expect(page.getByText(REGISTRATION_FALLBACK.text)).toBeHidden();
  });
});
