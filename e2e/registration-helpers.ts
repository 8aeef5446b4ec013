import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, type WebhookReceiver } from './fixtures';
import { REGISTRATION_FORM } from '@/content/registration';

/** What the registration journeys share (registration.spec.ts, registration-faults.spec.ts). */

/** The form's name: a registration, or after the last announced jornada (the real clock, in tests without one) the waiting list. */
export const FORM_NAME = new RegExp(`^(${REGISTRATION_FORM.formLabel}|${REGISTRATION_FORM.waitlistFormLabel})$`);
export const SUCCESS = '¡Registro exitoso! Nos comunicaremos pronto contigo.';
export const FAILURE = 'Hubo un error al procesar tu registro';
export const SAVED = /Guardamos tu registro en este navegador/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const registroIdOf = (request: { json: unknown } | undefined) => (request?.json as { registroId?: string } | undefined)?.registroId;

export const form = (page: Page) => page.getByRole('form', { name: FORM_NAME });
export const submit = (page: Page) => form(page).getByRole('button', { name: /Registrarse|Avisarme|Procesando/ });
export const completedHeading = (page: Page) => page.getByRole('heading', { name: 'Registro completado' });

/** The outbox's keys in the page's localStorage: one per waiting registration (lib/registration/outbox.ts). */
export const outboxKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('registrationOutbox')));

/** Points the form at a receiver through the same localStorage key the settings panel uses. */
export async function useWebhook(page: Page, url: string) {
  await page.addInitScript((value) => window.localStorage.setItem('registrationWebhookUrl', value), url);
}

export type Visitor = { nombre: string; apellido: string; correo: string; movil: string };

/** The first visitor of the journeys. */
export const JOSE: Visitor = { nombre: '  José ', apellido: "D'Alessandro Muñoz", correo: ' jose@example.com ', movil: '315-123-4567' };

export async function fillValid(page: Page, visitor: Visitor = JOSE) {
  const registration = form(page);
  await registration.getByLabel('Nombre', { exact: true }).fill(visitor.nombre);
  await registration.getByLabel('Apellido').fill(visitor.apellido);
  await registration.getByLabel('Correo electrónico').fill(visitor.correo);
  await registration.getByLabel('Número de celular').fill(visitor.movil);
  await registration.getByLabel('¿Cuánto debes en total?').selectOption({ label: 'Entre 150 y 300 millones' });
  await registration.getByRole('radio', { name: /Comerciante/ }).check();
  await registration.getByRole('checkbox', { name: /Autorizo a .+ a tratar mis datos personales/ }).check();
}

export async function expectValuesKept(registration: Locator) {
  await expect(registration.getByLabel('Nombre', { exact: true })).toHaveValue('  José ');
  await expect(registration.getByLabel('Apellido')).toHaveValue("D'Alessandro Muñoz");
  // An e-mail input drops surrounding spaces from its value by itself.
  await expect(registration.getByLabel('Correo electrónico')).toHaveValue('jose@example.com');
  await expect(registration.getByLabel('Número de celular')).toHaveValue('315-123-4567');
  await expect(registration.getByLabel('¿Cuánto debes en total?')).toHaveValue('150-300');
  await expect(registration.getByRole('radio', { name: /Comerciante/ })).toBeChecked();
  await expect(registration.getByRole('checkbox', { name: /Autorizo/ })).toBeChecked();
}

/** The form as a visitor who just arrived finds it: nothing typed, nothing waiting. */
export async function expectEmptyForm(page: Page) {
  const registration = form(page);
  for (const label of ['Apellido', 'Correo electrónico', 'Número de celular']) await expect(registration.getByLabel(label)).toHaveValue('');
  await expect(registration.getByLabel('Nombre', { exact: true })).toHaveValue('');
  await expect(registration.getByRole('checkbox', { name: /Autorizo/ })).not.toBeChecked();
  await expect(page.getByText(SAVED)).toHaveCount(0);
}

/**
 * Takes the browser off the network and back: navigator.onLine and the 'online' event, and the
 * receiver down while offline. Chromium's offline emulation fails a keepalive POST in the page but
 * can still deliver it once the page is left, which a network that is really down never does.
 */
export function network(context: BrowserContext, webhook: WebhookReceiver) {
  return {
    async off() {
      webhook.setMode('down');
      await context.setOffline(true);
    },
    async on() {
      webhook.setMode('ok');
      await context.setOffline(false);
    },
  };
}
