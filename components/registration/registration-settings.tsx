'use client';

import { useState, type FormEvent } from 'react';
import { REGISTRATION_SETTINGS } from '@/content/registration';
import {
  browserStorage,
  clearWebhookUrl,
  saveWebhookUrl,
  webhookDestination,
  type WebhookDestination,
} from '@/lib/registration/storage';

/**
 * Where registrations go, for developers and operators (spec §6). Rendered only on local and
 * sandbox hosts (registration-form-client.tsx decides, in the browser) and loaded only there.
 */
export function RegistrationSettings() {
  const texts = REGISTRATION_SETTINGS;
  const [destination, setDestination] = useState<WebhookDestination>(() => webhookDestination());
  const [draft, setDraft] = useState(() => (destination.source === 'saved' ? destination.url : ''));
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  const refresh = () => setDestination(webhookDestination());

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = saveWebhookUrl(draft, browserStorage('localStorage'));
    setStatus(
      result === 'saved'
        ? { text: texts.saved, error: false }
        : { text: result === 'invalid' ? texts.invalid : texts.storageUnavailable, error: true },
    );
    refresh();
  };

  const clear = () => {
    const cleared = clearWebhookUrl(browserStorage('localStorage'));
    setStatus(cleared ? { text: texts.cleared, error: false } : { text: texts.storageUnavailable, error: true });
    setDraft('');
    refresh();
  };

  return (
    <section data-settings="" aria-labelledby="registro-ajustes">
      <h4 id="registro-ajustes">{texts.title}</h4>
      <p>{texts.note}</p>
      <p>
        {texts.currentLabel}{' '}
        <strong data-destination="">
          {destination.source === 'simulated' ? texts.sources.simulated : `${destination.url} (${texts.sources[destination.source]})`}
        </strong>
      </p>
      <form onSubmit={save} noValidate aria-labelledby="registro-ajustes">
        <label htmlFor="registro-ajustes-url">{texts.inputLabel}</label>
        <input
          id="registro-ajustes-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={texts.inputPlaceholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={status?.error ? true : undefined}
          aria-describedby={status ? 'registro-ajustes-estado' : undefined}
        />
        <div data-settings-actions="">
          <button type="submit">{texts.save}</button>
          <button type="button" onClick={clear}>
            {texts.clear}
          </button>
        </div>
        <p id="registro-ajustes-estado" role="status" data-settings-status={status?.error ? 'error' : 'ok'}>
          {status?.text}
        </p>
      </form>
    </section>
  );
}
