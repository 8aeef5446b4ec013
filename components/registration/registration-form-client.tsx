'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { CompletedLinks } from '@/components/registration/registration-completed';
import type { FocusSnapshot, RegistrationFormEngineProps } from '@/components/registration/registration-form-engine';
import { RegistrationFormView } from '@/components/registration/registration-form-view';
import type { RegistrationSettingsProps } from '@/components/registration/registration-settings';
import { REGISTRATION_NOTICES } from '@/content/registration';
import { readFormValues } from '@/lib/registration/form-values';
import { isSettingsPanelHost } from '@/lib/registration/storage';

/** Start loading the interactive form while the section is still this far below the viewport. */
const PRELOAD_ROOT_MARGIN = '1200px 0px';

interface RegistrationFormClientProps {
  defaultWebhookUrl: string;
  links: CompletedLinks;
}

type Engine = { Component: ComponentType<RegistrationFormEngineProps> } & Omit<
  RegistrationFormEngineProps,
  'defaultWebhookUrl' | 'links'
>;

const subscribeNever = () => () => {};

/** false while hydrating (the server's answer), true from then on. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The settings panel's hosts are known only in the browser (spec §6): never on the server. */
function useSettingsPanelHost(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => isSettingsPanelHost(window.location.hostname),
    () => false,
  );
}

function focusSnapshot(form: HTMLFormElement): FocusSnapshot | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !form.contains(active) || active.id === '') return null;
  const selection =
    active instanceof HTMLInputElement && active.selectionStart !== null
      ? ([active.selectionStart, active.selectionEnd ?? active.selectionStart] as [number, number])
      : null;
  return { id: active.id, selection };
}

/**
 * The registration form as first loaded: the labelled static form (exported in the HTML) plus
 * the little it takes to make it interactive without shipping formik, yup and react-toastify up
 * front (the first-load JavaScript budget of `/`). The interactive form (registration-form-
 * engine.tsx) is imported when the visitor approaches the section, focuses or touches the form,
 * or submits it, whichever comes first; then it takes this form's place with the same markup,
 * the values typed so far, and the focus and caret where they were. A submit made before it
 * arrives waits for it and is then sent once.
 */
export function RegistrationFormClient({ defaultWebhookUrl, links }: RegistrationFormClientProps) {
  const hydrated = useHydrated();
  const settingsHost = useSettingsPanelHost();
  const formRef = useRef<HTMLFormElement>(null);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [queued, setQueued] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [Settings, setSettings] = useState<ComponentType<RegistrationSettingsProps> | null>(null);

  const engineModule = useRef<typeof import('@/components/registration/registration-form-engine') | null>(null);
  const loading = useRef(false);
  const queuedRef = useRef(false);
  const composing = useRef(false);

  /** Replaces the static form by the interactive one, unless an IME composition is under way. */
  const swap = useCallback(() => {
    const loaded = engineModule.current;
    const form = formRef.current;
    if (!loaded || !form || composing.current) return;
    // Synchronously: no keystroke can fall between reading the values and the new form.
    flushSync(() => {
      setEngine({
        Component: loaded.RegistrationFormEngine,
        initialValues: readFormValues(form),
        submitOnMount: queuedRef.current,
        focus: focusSnapshot(form),
      });
    });
  }, []);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('@/components/registration/registration-form-engine').then(
      (loaded) => {
        engineModule.current = loaded;
        swap();
      },
      () => {
        // Offline or a failed deploy: a submit waiting for it must not vanish silently.
        loading.current = false;
        if (queuedRef.current) {
          queuedRef.current = false;
          setQueued(false);
          setLoadFailed(true);
        }
      },
    );
  }, [swap]);

  useEffect(() => {
    const form = formRef.current;
    if (!form || typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: PRELOAD_ROOT_MARGIN },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, [load]);

  useEffect(() => {
    if (!settingsHost) return;
    let cancelled = false;
    import('@/components/registration/registration-settings').then(
      (loaded) => {
        if (!cancelled) setSettings(() => loaded.RegistrationSettings);
      },
      () => undefined, // a developers' tool: without it the form still works
    );
    return () => {
      cancelled = true;
    };
  }, [settingsHost]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (queuedRef.current) return;
    queuedRef.current = true;
    setQueued(true);
    setLoadFailed(false);
    composing.current = false;
    if (engineModule.current) swap();
    else load();
  };

  return (
    <>
      {engine ? (
        <engine.Component
          initialValues={engine.initialValues}
          submitOnMount={engine.submitOnMount}
          focus={engine.focus}
          defaultWebhookUrl={defaultWebhookUrl}
          links={links}
        />
      ) : (
        <RegistrationFormView
          formRef={formRef}
          busy={queued}
          dormant={!hydrated}
          alert={loadFailed ? `${REGISTRATION_NOTICES.failure.title}. ${REGISTRATION_NOTICES.failure.description}` : undefined}
          onSubmit={handleSubmit}
          onFocus={load}
          onPointerDown={load}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
            swap();
          }}
        />
      )}
      {Settings ? <Settings defaultWebhookUrl={defaultWebhookUrl} /> : null}
    </>
  );
}
