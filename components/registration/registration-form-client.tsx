'use client';

import { useFormik } from 'formik';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ChangeEvent, type ComponentType, type FormEvent } from 'react';
import type { CompletedDetails, CompletedHelp } from '@/components/registration/registration-completed';
import { loadedEngine, loadEngine, submitDeadline, useRegistrationDelivery, type Delivered, type Engine } from '@/components/registration/use-registration-delivery';
import { DEBT_RANGE_OPTIONS, PERSON_TYPE_OPTIONS, REGISTRATION_FORM, REGISTRATION_NOTICES } from '@/content/registration';
import { WAITLIST_JORNADA, currentOf, type JornadaPhase } from '@/lib/jornada-core';
import { unbreakableParts } from '@/lib/keep-together';
import { followClock, useJornadaPhase, usePagePhase } from '@/lib/follow-clock';
import { readPageState, showIn } from '@/lib/page-phase';
import { HONEYPOT_FIELD, OUTBOX_MAX_AGE_MS } from '@/lib/registration/constants';
import { READY_ATTRIBUTE } from '@/lib/registration/fallback';
import { completedPhase, deliveredJornada } from '@/lib/registration/jornada-tag';
import {
  FIELD_NAMES,
  firstInvalidField,
  INITIAL_VALUES,
  mayBeValid,
  REGISTRATION_FIELDS,
  type FieldErrors,
  type FieldName,
  type RegistrationField,
  type RegistrationFormValues,
  sameValues,
} from '@/lib/registration/fields';
import { isOutboxKey, newRegistroId, readOutbox, type Registration } from '@/lib/registration/outbox';
import { browserStorage, isSettingsPanelHost, readDraft, readUtm, writeDraft } from '@/lib/registration/storage';

/** Start loading validation, the send and the notices while the form is still this far below the viewport. */
const PRELOAD_ROOT_MARGIN = '1200px 0px';

const subscribeNever = () => () => {};

/** false on the server and while hydrating, true from then on. */
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

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Element ids, fixed: the page has one registration form. */
const fieldId = (name: string) => `registro-${name}`;
const errorId = (name: FieldName) => `registro-${name}-error`;
/** The note under the button with the holder's rights: the consent checkbox's description. */
const RIGHTS_ID = 'registro-derechos';

/** Focuses a field by name; a radio group through its checked (or first) radio. */
function focusField(form: HTMLFormElement | null, name: FieldName): void {
  const item = form?.elements.namedItem(name);
  if (item instanceof RadioNodeList) {
    const radios = Array.from(item).filter((node): node is HTMLInputElement => node instanceof HTMLInputElement);
    (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
  } else if (item instanceof HTMLElement) {
    item.focus();
  }
}

/** The values in the rendered form (its controls carry the field names). */
function formValuesOf(form: HTMLFormElement): RegistrationFormValues {
  const data = new FormData(form);
  const text = (name: string, fallback: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : fallback;
  };
  return Object.fromEntries([
    ...REGISTRATION_FIELDS.map((field) => [field.name, field.control === 'consent' ? data.has(field.name) : text(field.name, field.initial)]),
    [HONEYPOT_FIELD, text(HONEYPOT_FIELD, '')],
  ]) as RegistrationFormValues;
}

interface RegistrationFormClientProps {
  /**
   * Each jornada the page may describe (lib/build-season.ts), as its completed panel shows it;
   * built at build time by the server wrapper (registration-form.tsx). The page's picks one.
   */
  jornadas: readonly CompletedDetails[];
  /** The completed panel's links to a person (WhatsApp, booking page). */
  help: CompletedHelp;
  /** The phase the page was built in, which its HTML shows until the script runs (lib/build-season.ts). */
  builtPhase: JornadaPhase;
}

/** What a registration is for: the page's jornada, or after the last announced one, the waiting list. */
function registrationJornada(jornadas: readonly CompletedDetails[]): string {
  const { jornada, phase } = readPageState(jornadas);
  return phase === 'ended' ? WAITLIST_JORNADA : jornada.slug;
}

/**
 * The registration form (spec §3–§9), one island from hydration on: the exported HTML is its
 * server render (labelled, with a dormant button until the script runs). formik holds the values;
 * validation, the send and the notices (yup, react-toastify) load when the visitor comes near
 * the form or touches it, and a submit made before they arrive waits for them.
 */
export function RegistrationFormClient({ jornadas, help, builtPhase }: RegistrationFormClientProps) {
  const hydrated = useHydrated();
  /** Names the form for a screen reader as the heading above it does: a registration, or the waiting list. */
  const pagePhase = usePagePhase(jornadas, builtPhase);
  const settingsHost = useSettingsPanelHost();
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  /**
   * The registration last made in this tab: its key, and the values it names. A key is used again (a
   * retry, after a reload too) only for the same values, as sent (this one's, or a kept one's).
   * Values changed after a failure are another registration (the next person on a shared phone, or
   * a correction), with a key of its own, and the ones kept earlier are still sent.
   */
  const made = useRef<{ registroId: string; values: RegistrationFormValues } | null>(null);
  /** This tab's registrations waiting in the outbox, by key, to hear when they are sent. */
  const kept = useRef(new Map<string, Registration>());
  /** Between the success and the completed panel: what is typed then is not kept as a draft. */
  const finishing = useRef(false);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [Settings, setSettings] = useState<ComponentType | null>(null);
  /** The spec's error notice, here when the engine (and so react-toastify) could not be loaded. */
  const [alert, setAlert] = useState(false);
  /** Set once registered: the jornada and the page's phase then decide what the completed panel says. */
  const [completed, setCompleted] = useState<{ details: CompletedDetails; phase: JornadaPhase; reachesTo?: number } | null>(null);
  /** The panel of a registration for a jornada follows it while the page stays open: its start, its end. */
  const phaseNow = useJornadaPhase(completed && completed.phase !== 'ended' ? completed.details : null);
  const [focusRequest, setFocusRequest] = useState<{ field: FieldName } | null>(null);

  const prepare = useCallback(() => {
    loadEngine().then(setEngine, () => undefined); // a submit retries, and says so if it fails again
  }, []);

  /** After a failed send, focus goes back to the button, once it is enabled again (a disabled one takes none). */
  const refocusSubmit = useRef(false);
  /** The outbox's deliveries (use-registration-delivery.ts), for the submit handler. */
  const delivery = useRef<ReturnType<typeof useRegistrationDelivery> | null>(null);

  const formik = useFormik<RegistrationFormValues>({
    initialValues: INITIAL_VALUES,
    // Spec §5: checked on submit only, once, by the engine.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, { setStatus }) => {
      // Sent: its panel comes in a moment, and a tap meanwhile sends nothing again.
      if (finishing.current) return;
      setAlert(false);
      const earlier = [made.current, ...kept.current.values()].find((candidate) => candidate && sameValues(candidate.values, values));
      // Before and during the jornada a registration is for it; after its end, for the waiting list.
      const registration: Registration = {
        registroId: earlier?.registroId ?? newRegistroId(),
        values,
        fecha: new Date().toISOString(),
        jornada: registrationJornada(jornadas),
        utm: readUtm(browserStorage('sessionStorage')),
      };
      made.current = { registroId: registration.registroId, values };
      saveDraft(values);
      // Loading the engine, validating and sending end within SUBMIT_TIMEOUT_MS, whatever happens.
      const deadline = submitDeadline();
      try {
        // Not queued: this waits for another tab that may be sending it, and is never skipped.
        const result = await (delivery.current?.deliver(registration, deadline.signal) ?? Promise.reject(new Error('sin montar')));
        if (result && 'errors' in result) {
          showErrors(result.errors);
          // Consent withdrawn (or the form emptied): this tab's registrations waiting in the outbox are not sent either (Ley 1581 de 2012).
          if (!values.autorizaTratamientoDatos && kept.current.size > 0) dropKept(values);
        } else if (result) await finish(result.outcome, result.jornada);
      } catch {
        // Values stay as typed and the button comes back (formik ends the submission); the
        // registration waits in the outbox when the browser lets it keep it. Without the engine (its
        // code did not come) nothing has checked the values: surely invalid ones are not kept, as a
        // later visit would drop them unsent; the visitor is told it failed (QA, session 32).
        const loaded = loadedEngine();
        if (loaded) loaded.notify('failure');
        else setAlert(true);
        const saved = loaded || mayBeValid(values) ? (delivery.current?.keep(registration) ?? false) : false;
        if (saved) kept.current.set(registration.registroId, registration);
        setStatus(saved ? 'saved' : undefined);
        saveDraft(values);
        refocusSubmit.current = true;
      } finally {
        deadline.done();
      }
    },
  });

  const showErrors = (errors: FieldErrors) => {
    formik.setErrors(errors);
    // Focus after the errors are rendered, so the field is announced with its message.
    const field = firstInvalidField(errors);
    if (field) setFocusRequest({ field });
  };

  /**
   * Sent (or simulated): the success notice, then the completed panel (spec §4, §9), which says
   * what the registration was delivered for: a late one may be for the waiting list by then.
   */
  const finish = async (outcome: Exclude<Delivered, { errors: FieldErrors }>['outcome'], jornada: string) => {
    // Once: a tap that joined a send already under way ends here too.
    if (finishing.current) return;
    // Nothing of it stays in the tab, not even what is typed while the notice shows (Ley 1581 de 2012).
    finishing.current = true;
    writeDraft(browserStorage('sessionStorage'), null);
    made.current = null;
    kept.current.clear();
    const loaded = await loadEngine();
    setEngine(loaded);
    formik.setStatus(undefined);
    loaded.notify('success');
    await wait(loaded.completedDelay(outcome));
    const registered = jornadas.find((candidate) => candidate.slug === jornada);
    // Where the section holding the form ends now: the panel keeps it there at the swap.
    const sectionBox = formRef.current?.closest('section')?.getBoundingClientRect();
    const reachesTo = sectionBox ? sectionBox.bottom + window.scrollY : undefined;
    setCompleted(
      registered
        ? { details: registered, phase: completedPhase(jornada, Date.now(), jornadas), reachesTo }
        : { details: readPageState(jornadas).jornada, phase: 'ended', reachesTo },
    );
  };

  /**
   * This tab's waiting registration has left the outbox, sent (here in the background, or by another
   * tab) or refused. While the form still shows its values, that is this form's outcome; once they
   * were changed, the form shows another registration in the making, which it leaves alone: only the
   * saved notice, no longer true of it, goes.
   */
  const settled = (registration: Registration, outcome: () => void) => {
    kept.current.delete(registration.registroId);
    if (sameValues(formik.values, registration.values)) outcome();
    else {
      if (kept.current.size === 0) formik.setStatus(undefined);
      saveDraft(formik.values);
    }
  };

  /** The tab's draft as it stands (sessionStorage: only this tab reads it, and a reload keeps it). */
  const saveDraft = (values: RegistrationFormValues) =>
    writeDraft(browserStorage('sessionStorage'), { values, made: made.current ?? undefined, kept: [...kept.current.keys()] });

  const registrationDelivery = useRegistrationDelivery(jornadas, (entry, result) => {
    // Another tab's or an earlier visit's registration, delivered in the background: on a shared
    // phone it may be another person's, so this page says nothing of it (Ley 1581 de 2012).
    if (!kept.current.has(entry.registroId)) return;
    settled(entry, () => {
      if ('errors' in result) {
        formik.setStatus(undefined);
        showErrors(result.errors);
      } else void finish(result.outcome, entry.jornada);
    });
  });

  useEffect(() => {
    delivery.current = registrationDelivery;
  });

  // Hydration keeps the exported form's elements (and so focus and caret). What the visitor typed
  // into them before the script ran becomes formik's state before React would reset it; else this
  // tab's draft (a reload keeps what was typed), with its registrations still waiting in the
  // outbox. Only this tab's: the draft lives in sessionStorage, which no other tab reads.
  // Registrations another tab or visit left in the outbox are sent in the background and never
  // shown, so the next person on a shared phone sees an empty form. And once a registration this
  // tab kept has left the outbox (another tab sent it, or a week passed), the draft is a
  // registration made and done, maybe by someone else: it is not shown again.
  const { setValues, setStatus, values } = formik;
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // Coming back with the Back button, the browser has put back the controls' earlier values itself:
    // not typed now, and maybe another person's. They go back to the page's own; the draft decides.
    const navigation = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
    if (navigation === 'back_forward') form.reset();
    const typed = formValuesOf(form);
    // The draft is for a reload or a return to this page. Opened anew in the same tab (its address
    // typed, a link followed), the page is maybe another person's: the form starts empty (QA, session 32).
    if (navigation === 'navigate') writeDraft(browserStorage('sessionStorage'), null);
    const draft = readDraft(browserStorage('sessionStorage'));
    const waiting = readOutbox(browserStorage('localStorage'), Date.now()).filter((entry) => draft?.kept.includes(entry.registroId));
    kept.current = new Map(waiting.map((entry) => [entry.registroId, entry]));
    // formik's status: 'saved' while a registration of this tab waits in the outbox.
    if (waiting.length > 0) setStatus('saved');
    const done = draft !== null && draft.kept.length > waiting.length;
    if (done) writeDraft(browserStorage('sessionStorage'), null);
    else made.current = draft?.made ?? null;
    if (FIELD_NAMES.some((name) => typed[name] !== INITIAL_VALUES[name])) void setValues(typed, false);
    else if (draft && !done) void setValues(draft.values, false);
  }, [setValues, setStatus]);

  // This tab's registrations wait in the outbox, and another tab of the site (back online first)
  // may send them: that tab says nothing, so this one hears it from the outbox's change.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (kept.current.size === 0 || (event.key !== null && !isOutboxKey(event.key))) return;
      const now = Date.now();
      const waiting = new Set(readOutbox(browserStorage('localStorage'), now).map((entry) => entry.registroId));
      for (const registration of [...kept.current.values()]) {
        if (waiting.has(registration.registroId)) continue;
        if (now - Date.parse(registration.fecha) >= OUTBOX_MAX_AGE_MS) continue; // dropped unsent after 7 days
        settled(registration, () => void finish('sent', deliveredJornada(registration.jornada, now, jornadas)));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });

  useEffect(() => {
    if (completed || finishing.current) return;
    saveDraft(values);
  }, [values, completed]);

  useEffect(() => {
    const form = formRef.current;
    if (!form || typeof IntersectionObserver === 'undefined') {
      prepare();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          prepare();
        }
      },
      { rootMargin: PRELOAD_ROOT_MARGIN },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, [prepare]);

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

  useEffect(() => {
    if (focusRequest) focusField(formRef.current, focusRequest.field);
  }, [focusRequest]);

  /** One submission at a time: a double click or a second Enter while sending does nothing. */
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void formik.submitForm().finally(() => {
      inFlight.current = false;
    });
  };

  /** This tab's registrations waiting in the outbox are not sent: consent was withdrawn (Ley 1581 de 2012). */
  const dropKept = (values: RegistrationFormValues) => {
    for (const registroId of kept.current.keys()) delivery.current?.drop(registroId);
    kept.current.clear();
    formik.setStatus(undefined);
    saveDraft(values);
  };

  /**
   * Editing a field clears that field's error only (spec §4). Unticking the consent withdraws it from
   * the registrations this tab keeps at once: a retry would otherwise send them (QA, session 32).
   */
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    formik.handleChange(event);
    const name = event.target.name as FieldName;
    if (formik.errors[name]) formik.setFieldError(name, undefined);
    if (name === 'autorizaTratamientoDatos' && !(event.target as HTMLInputElement).checked && kept.current.size > 0) {
      dropKept({ ...formik.values, autorizaTratamientoDatos: false });
    }
  };

  const { errors, isSubmitting } = formik;

  // The page left open past the end of the jornada it registered for, while another of the season is
  // open: the form comes back, empty, for that one; an 'ended' panel would close the way to it (QA, session 32).
  const { resetForm } = formik;
  useEffect(() => {
    if (!completed || completed.phase === 'ended') return undefined;
    const registered = completed.details;
    return followClock((now) => {
      if (now < Date.parse(registered.end)) return Date.parse(registered.end);
      if (now < Date.parse(currentOf(jornadas, now).end)) {
        finishing.current = false;
        resetForm();
        setCompleted(null);
      }
      return undefined;
    });
  }, [completed, jornadas, resetForm]);

  useEffect(() => {
    if (isSubmitting || !refocusSubmit.current) return;
    refocusSubmit.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [isSubmitting]);
  const invalidFields = REGISTRATION_FIELDS.filter((field) => errors[field.name]);

  /** aria-invalid while the field has an error; its description: the error, then `alsoDescribedBy` (the consent's rights). */
  const invalid = (name: FieldName, alsoDescribedBy?: string) => {
    const describedBy = [errors[name] ? errorId(name) : '', alsoDescribedBy ?? ''].filter(Boolean).join(' ');
    return { ...(errors[name] ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
  };
  const message = (name: FieldName) =>
    errors[name] ? (
      <p id={errorId(name)} data-error="">
        {errors[name]}
      </p>
    ) : null;

  const control = (field: RegistrationField) => {
    const { labels, placeholders, consent } = REGISTRATION_FORM;
    switch (field.control) {
      case 'text':
        return (
          <div data-field={field.name} key={field.name}>
            <label htmlFor={fieldId(field.name)}>{labels[field.name]}</label>
            <input
              id={fieldId(field.name)}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={field.name === 'movil' ? placeholders.movil : undefined}
              required
              value={values[field.name]}
              onChange={handleChange}
              {...invalid(field.name)}
            />
            {message(field.name)}
          </div>
        );
      case 'select':
        return (
          <div data-field={field.name} key={field.name}>
            <label htmlFor={fieldId(field.name)}>{labels[field.name]}</label>
            <select id={fieldId(field.name)} name={field.name} required value={values[field.name]} onChange={handleChange} {...invalid(field.name)}>
              {DEBT_RANGE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {message(field.name)}
          </div>
        );
      case 'radio':
        return (
          <fieldset data-field={field.name} key={field.name}>
            <legend>{labels[field.name]}</legend>
            {PERSON_TYPE_OPTIONS.map((option) => {
              const id = fieldId(`${field.name}-${option.value}`);
              return (
                <label key={option.value} data-choice="">
                  <input
                    id={id}
                    type="radio"
                    name={field.name}
                    value={option.value}
                    checked={values[field.name] === option.value}
                    onChange={handleChange}
                    aria-describedby={[`${id}-hint`, errors[field.name] ? errorId(field.name) : ''].join(' ').trim()}
                  />
                  <span data-choice-label="">{option.label}</span>
                  {/* Out of the name, heard once as the radio's description (aria-describedby). */}
                  <span id={`${id}-hint`} data-hint="" aria-hidden="true">
                    {option.hint}
                  </span>
                </label>
              );
            })}
            <p data-form-note="">{REGISTRATION_FORM.personTypeHelp}</p>
            {message(field.name)}
          </fieldset>
        );
      case 'consent':
        return (
          <div data-field={field.name} data-consent="" key={field.name}>
            <input
              id={fieldId(field.name)}
              name={field.name}
              type="checkbox"
              value="true"
              required
              checked={values[field.name]}
              onChange={handleChange}
              {...invalid(field.name, RIGHTS_ID)}
            />
            <label htmlFor={fieldId(field.name)}>
              {/* The firm's '(NIT …)' on one line: it broke at its hyphen (blind review 29). */}
              {unbreakableParts(consent.text).map((part, index) => (index % 2 === 1 ? <span data-nowrap="" key={index}>{part}</span> : part))}
              <a href={consent.policyHref} target="_blank" rel="noopener noreferrer">
                {consent.policyLabel}
                <span data-sr-only="">{` ${consent.newTabHint}`}</span>
              </a>
              {`${consent.law}.`}
            </label>
            {consent.controllerExample ? <p data-example="">{consent.controllerExample}</p> : null}
            {message(field.name)}
          </div>
        );
    }
  };

  return (
    <>
      {completed && engine ? (
        <engine.RegistrationCompleted
          details={completed.details}
          help={help}
          phase={phaseNow ?? completed.phase}
          waitlist={completed.phase === 'ended'}
          reachesTo={completed.reachesTo}
        />
      ) : (
        <form
          ref={formRef}
          // No `action`: a submission can only go through the script. `post` keeps personal data out
          // of the URL (history, logs, Referer) even if a browser ever submitted it natively.
          method="post"
          noValidate
          aria-label={pagePhase === 'ended' ? REGISTRATION_FORM.waitlistFormLabel : REGISTRATION_FORM.formLabel}
          data-registration-form=""
          {...{ [READY_ATTRIBUTE]: hydrated ? '' : undefined }}
          onSubmit={handleSubmit}
          onFocus={prepare}
          onPointerDown={prepare}
        >
          {invalidFields.length > 0 ? (
            <div data-error-summary="">
              <p>{REGISTRATION_FORM.errorSummary(invalidFields.length)}</p>
              <ul>
                {invalidFields.map(({ name }) => (
                  <li key={name}>
                    <a
                      href={`#${fieldId(name)}`}
                      onClick={(event) => {
                        event.preventDefault();
                        focusField(formRef.current, name);
                      }}
                    >
                      {name === 'autorizaTratamientoDatos' ? REGISTRATION_FORM.consentSummaryLabel : REGISTRATION_FORM.labels[name]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p data-form-note="">{REGISTRATION_FORM.requiredNote}</p>
          {REGISTRATION_FIELDS.map(control)}
          {/*
            Honeypot: off-screen, inert (never focused), hidden from assistive technology and with
            autofill off, so only a bot filling every field ever puts something in it.
          */}
          <div data-honeypot="" aria-hidden="true" inert>
            <label htmlFor={fieldId(HONEYPOT_FIELD)}>{REGISTRATION_FORM.honeypotLabel}</label>
            <input
              id={fieldId(HONEYPOT_FIELD)}
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values[HONEYPOT_FIELD]}
              onChange={handleChange}
            />
          </div>
          {/* Disabled until hydrated, so that nothing can be submitted natively. */}
          <button type="submit" disabled={isSubmitting || !hydrated} data-dormant={hydrated ? undefined : ''}>
            {isSubmitting ? (
              REGISTRATION_FORM.submitting
            ) : (
              <>
                <span {...showIn('upcoming')}>{REGISTRATION_FORM.submit}</span>
                <span {...showIn('live')}>{REGISTRATION_FORM.liveSubmit}</span>
                <span {...showIn('ended')}>{REGISTRATION_FORM.waitlistSubmit}</span>
              </>
            )}
          </button>
          <p data-form-note="reassurance">
            {`${REGISTRATION_FORM.reassurance} `}
            <span id={RIGHTS_ID}>
              {REGISTRATION_FORM.consent.rights}
              <a href={`mailto:${REGISTRATION_FORM.consent.rightsEmail}`}>{REGISTRATION_FORM.consent.rightsEmail}</a>
              {REGISTRATION_FORM.consent.complaint}
            </span>
          </p>
          {alert ? (
            <p role="alert" data-form-alert="">
              {`${REGISTRATION_NOTICES.failure.title}. ${REGISTRATION_NOTICES.failure.description}`}
            </p>
          ) : null}
          {formik.status === 'saved' ? (
            <p role="status" data-form-status="">
              {REGISTRATION_NOTICES.saved}
            </p>
          ) : null}
        </form>
      )}
      {/*
        The pending state, heard: a screen reader does not read the button's new label, so a polite
        live region, present from the first render (one added later is not listened to), says it.
      */}
      <p role="status" data-sr-only="">
        {isSubmitting && !completed ? REGISTRATION_FORM.submitting : ''}
      </p>
      {engine ? <engine.RegistrationNotices /> : null}
      {Settings ? <Settings /> : null}
    </>
  );
}
