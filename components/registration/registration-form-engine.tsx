'use client';

/**
 * The interactive registration form: formik state, yup validation (lib/registration/schema.ts),
 * the send (lib/registration/submit.ts), react-toastify notices and the completed panel.
 *
 * This module is heavy (formik, yup, react-toastify) and is never part of the first-load
 * JavaScript: registration-form-client.tsx imports it when the visitor approaches the form,
 * touches it or submits it, then swaps it in for the static form (same markup).
 */
import { useFormik } from 'formik';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { RegistrationCompleted, type CompletedLinks } from '@/components/registration/registration-completed';
import { RegistrationFormView } from '@/components/registration/registration-form-view';
import { REGISTRATION_NOTICES } from '@/content/registration';
import { NOTICE_AUTO_CLOSE_MS, type FieldName } from '@/lib/registration/constants';
import type { RegistrationFormValues } from '@/lib/registration/form-values';
import { firstInvalidField, validateRegistration } from '@/lib/registration/schema';
import { completedDelay, submitRegistration } from '@/lib/registration/submit';

/** Which control had focus in the static form, and where its caret was. */
export interface FocusSnapshot {
  id: string;
  selection: [number, number] | null;
}

export interface RegistrationFormEngineProps {
  /** What the visitor had already typed into the static form. */
  initialValues: RegistrationFormValues;
  /** The visitor submitted before this module arrived: submit once, now. */
  submitOnMount: boolean;
  focus: FocusSnapshot | null;
  defaultWebhookUrl: string;
  links: CompletedLinks;
  /** Injected by the tests; the browser's fetch otherwise. */
  fetchImpl?: typeof fetch;
}

function Notice({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <strong>{title}</strong>
      <p>{description}</p>
    </div>
  );
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

export function RegistrationFormEngine({
  initialValues,
  submitOnMount,
  focus,
  defaultWebhookUrl,
  links,
  fetchImpl,
}: RegistrationFormEngineProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [completed, setCompleted] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: FieldName } | null>(null);

  const formik = useFormik<RegistrationFormValues>({
    initialValues,
    // Spec §5: checked on submit only.
    validate: validateRegistration,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      try {
        const outcome = await submitRegistration(values, { defaultWebhookUrl, fetchImpl });
        toast.success(<Notice {...REGISTRATION_NOTICES.success} />);
        await wait(completedDelay(outcome));
        setCompleted(true);
      } catch {
        // Values stay as typed and the button comes back (formik ends the submission).
        toast.error(<Notice {...REGISTRATION_NOTICES.failure} />);
        const active = document.activeElement;
        if (!active || active === document.body) formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      }
    },
  });
  const { validateForm, submitForm } = formik;

  /** One submission at a time: a double click or a second Enter while sending does nothing. */
  const submitOnce = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const field = firstInvalidField(await validateForm());
      if (field) {
        // Focus after the errors are rendered, so the field is announced with its message.
        setFocusRequest({ field });
        return;
      }
      await submitForm();
    } finally {
      inFlight.current = false;
    }
  }, [validateForm, submitForm]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submitOnce();
  };

  /** Editing a field clears that field's error only (spec §4). */
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    formik.handleChange(event);
    const name = event.target.name as FieldName;
    if (formik.errors[name]) formik.setFieldError(name, undefined);
  };

  useEffect(() => {
    if (focusRequest) focusField(formRef.current, focusRequest.field);
  }, [focusRequest]);

  // The static form was replaced by this one: put focus and caret back where they were.
  useLayoutEffect(() => {
    if (!focus) return;
    const element = document.getElementById(focus.id);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) return;
    element.focus({ preventScroll: true });
    if (focus.selection && element instanceof HTMLInputElement) {
      try {
        element.setSelectionRange(...focus.selection);
      } catch {
        // Inputs without a text selection (e-mail, checkbox) keep the browser's caret.
      }
    }
  }, [focus]);

  const submittedOnMount = useRef(false);
  useEffect(() => {
    if (!submitOnMount || submittedOnMount.current) return;
    submittedOnMount.current = true;
    void submitOnce();
  }, [submitOnMount, submitOnce]);

  return (
    <>
      {completed ? (
        <RegistrationCompleted links={links} />
      ) : (
        <RegistrationFormView
          formRef={formRef}
          values={formik.values}
          errors={formik.errors}
          busy={formik.isSubmitting}
          onSubmit={handleSubmit}
          onChange={handleChange}
        />
      )}
      {/* The site's only notice host (spec §9: bottom-right, closing by itself after ~4.5 s). */}
      <ToastContainer position="bottom-right" autoClose={NOTICE_AUTO_CLOSE_MS} newestOnTop closeOnClick={false} />
    </>
  );
}
