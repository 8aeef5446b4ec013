import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { COMPLETED_HELP, completedDetails } from '@/components/registration/completed-fixtures';
import { RegistrationFormClient } from '@/components/registration/registration-form-client';
import { PERSON_TYPE_OPTIONS, REGISTRATION_COMPLETED, REGISTRATION_FORM, REGISTRATION_NOTICES } from '@/content/registration';

const MESSAGES = REGISTRATION_FORM.messages;

jest.setTimeout(60_000);

jest.mock('@/lib/env', () => ({ DEFAULT_WEBHOOK_URL: 'https://hooks.example.com/registro' }));

/** A jornada of the test's own, a month ahead: nothing here depends on content/jornadas.ts. */
const PAGE_JORNADA = {
  slug: 'una-jornada',
  start: new Date(Date.now() + 30 * 24 * 3_600_000).toISOString(),
  end: new Date(Date.now() + 30 * 24 * 3_600_000 + 2 * 3_600_000).toISOString(),
};
const DETAILS = completedDetails(PAGE_JORNADA);

// jsdom does not compute pseudo-elements' styles (the screen reader asks for ::before and ::after).
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});

/** What a no-cors fetch resolves with: an opaque answer (jsdom has no Response class). */
const OPAQUE = { type: 'opaque', status: 0 } as Response;

/**
 * The journey of a visitor who listens to the form (@guidepup/virtual-screen-reader walks the
 * accessibility tree as a screen reader does): each field is heard by its label, each error after
 * an empty submit beside its field, the failure notice when the send fails, 'Procesando...' while
 * the next try is sent and 'Registro completado' once it is.
 */
it('a screen-reader user hears each label, each error, the failure notice, Procesando... and Registro completado', async () => {
  let answer: (response: Response) => void = () => undefined;
  const fetchMock = jest
    .fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
  Object.assign(window, { fetch: fetchMock });
  const { container } = render(<RegistrationFormClient jornadas={[DETAILS]} help={COMPLETED_HELP} builtPhase="upcoming" />);
  // jsdom's page is on localhost: the webhook settings panel loads (a dynamic import) before the journey starts.
  await screen.findByText(/valor por defecto del build/);
  const user = userEvent.setup();
  await virtual.start({ container });
  try {
    const tabTo = async (heard: RegExp, key = 'Tab') => {
      for (let i = 0; i < 12 && !heard.test(await virtual.lastSpokenPhrase()); i++) await virtual.press(key);
    };
    const tabToSubmit = () => tabTo(/^button, Registrarse/);
    await tabToSubmit();
    const heard = await virtual.spokenPhraseLog();
    for (const label of ['nombre', 'apellido', 'correo', 'movil', 'rangoDeudas'] as const) {
      expect(heard.some((phrase) => phrase.includes(`, ${REGISTRATION_FORM.labels[label]},`))).toBe(true);
    }
    // The checked choice (Tab stops there) is heard with its hint once, as its description.
    const natural = PERSON_TYPE_OPTIONS[0];
    const radio = heard.filter((phrase) => phrase.startsWith(`radio, ${natural.label}`));
    expect(radio).toHaveLength(1);
    expect(radio[0]?.split(natural.hint)).toHaveLength(2);
    // The consent, then the holder's rights under the button as its description.
    const consent = heard.find((phrase) => /^checkbox, Autorizo a .+ a tratar mis datos personales/.test(phrase));
    expect(consent).toContain(`, ${REGISTRATION_FORM.consent.rights}`);

    await virtual.act();
    await screen.findByText(MESSAGES.nombreMin);
    for (let i = 0; i < 8; i++) await virtual.press('Shift+Tab');
    for (let i = 0; i < 8; i++) await virtual.press('Tab');
    const afterSubmit = await virtual.spokenPhraseLog();
    for (const [label, message] of [
      [REGISTRATION_FORM.labels.nombre, MESSAGES.nombreMin],
      [REGISTRATION_FORM.labels.apellido, MESSAGES.apellidoMin],
      [REGISTRATION_FORM.labels.correo, MESSAGES.correo],
      [REGISTRATION_FORM.labels.movil, MESSAGES.movilMin],
    ]) {
      expect(afterSubmit).toContainEqual(expect.stringMatching(new RegExp(`^textbox, ${label}, ${message}, invalid`)));
    }

    await user.type(screen.getByLabelText(REGISTRATION_FORM.labels.nombre), 'Ana');
    await user.type(screen.getByLabelText(REGISTRATION_FORM.labels.apellido), 'Gómez');
    await user.type(screen.getByLabelText(REGISTRATION_FORM.labels.correo), 'ana@example.com');
    await user.type(screen.getByLabelText(REGISTRATION_FORM.labels.movil), '315-123-4567');
    await user.click(screen.getByRole('checkbox', { name: /Autorizo/ }));
    await tabToSubmit();
    await virtual.act();
    await screen.findAllByText(new RegExp(REGISTRATION_NOTICES.failure.title));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await virtual.spokenPhraseLog()).toContainEqual(expect.stringMatching(new RegExp(`^assertive: ${REGISTRATION_NOTICES.failure.title}`)));

    // Sent again: heard as being processed while the webhook has not answered, then completed.
    const beforeRetry = (await virtual.spokenPhraseLog()).length;
    await tabTo(new RegExp(`^textbox, ${REGISTRATION_FORM.labels.nombre}`), 'Shift+Tab'); // back up the form
    await tabToSubmit();
    await virtual.act();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await virtual.spokenPhraseLog()).slice(beforeRetry)).toContain(`polite: ${REGISTRATION_FORM.submitting}`);
    answer(OPAQUE);
    await screen.findByRole('heading', { name: REGISTRATION_COMPLETED.title }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await virtual.spokenPhraseLog()).slice(beforeRetry)).toContainEqual(expect.stringMatching(new RegExp(`^heading, ${REGISTRATION_COMPLETED.title}`)));
  } finally {
    await virtual.stop();
  }
});
