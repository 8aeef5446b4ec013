import type { ChangeEventHandler, CompositionEventHandler, FormEventHandler, Ref } from 'react';
import { DEBT_RANGE_OPTIONS, PERSON_TYPE_OPTIONS, REGISTRATION_FORM } from '@/content/registration';
import { HONEYPOT_FIELD, type FieldName } from '@/lib/registration/constants';
import { INITIAL_VALUES, type RegistrationFormValues } from '@/lib/registration/form-values';
import type { FieldErrors } from '@/lib/registration/schema';

/** Element ids, fixed: the page has one registration form. */
const fieldId = (name: FieldName | typeof HONEYPOT_FIELD) => `registro-${name}`;
const errorId = (name: FieldName) => `registro-${name}-error`;
const choiceId = (value: string) => `registro-tipoPersona-${value}`;

type Control = HTMLInputElement | HTMLSelectElement;

export interface RegistrationFormViewProps {
  formRef?: Ref<HTMLFormElement>;
  /** Controlled values (the formik form). Without them the controls are uncontrolled, at their defaults. */
  values?: RegistrationFormValues;
  errors?: FieldErrors;
  /** Submitting: the button is disabled and reads 'Procesando...' (spec §4). */
  busy?: boolean;
  /** Not hydrated yet: the submit button stays disabled so that nothing can be submitted natively. */
  dormant?: boolean;
  /** A form-level alert under the button. */
  alert?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onChange?: ChangeEventHandler<Control>;
  onFocus?: () => void;
  onPointerDown?: () => void;
  onCompositionStart?: CompositionEventHandler<HTMLFormElement>;
  onCompositionEnd?: CompositionEventHandler<HTMLFormElement>;
}

/**
 * The registration form's markup, plain elements only (styled by the server wrapper in
 * registration-form.tsx). The first-load island renders it uncontrolled and the formik form
 * renders the very same markup controlled, so the switch between them shifts nothing.
 */
export function RegistrationFormView({
  formRef,
  values,
  errors = {},
  busy = false,
  dormant = false,
  alert,
  onSubmit,
  onChange,
  onFocus,
  onPointerDown,
  onCompositionStart,
  onCompositionEnd,
}: RegistrationFormViewProps) {
  const { labels, placeholders, consent } = REGISTRATION_FORM;

  /** value/checked when controlled, defaultValue/defaultChecked otherwise. */
  const text = (name: 'nombre' | 'apellido' | 'correo' | 'movil' | 'rangoDeudas' | typeof HONEYPOT_FIELD) =>
    values ? { value: values[name], onChange } : { defaultValue: INITIAL_VALUES[name] };
  const checked = (isChecked: (source: RegistrationFormValues) => boolean) =>
    values ? { checked: isChecked(values), onChange } : { defaultChecked: isChecked(INITIAL_VALUES) };

  const invalid = (name: FieldName) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(name) } : {};
  const message = (name: FieldName) =>
    errors[name] ? (
      <p id={errorId(name)} data-error="">
        {errors[name]}
      </p>
    ) : null;

  const textField = (
    name: 'nombre' | 'apellido' | 'correo' | 'movil',
    type: 'text' | 'email' | 'tel',
    autoComplete: string,
    placeholder?: string,
  ) => (
    <div data-field="">
      <label htmlFor={fieldId(name)}>{labels[name]}</label>
      <input
        id={fieldId(name)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required
        {...text(name)}
        {...invalid(name)}
      />
      {message(name)}
    </div>
  );

  return (
    <form
      ref={formRef}
      // No `action`: a submission can only go through the script. `post` keeps personal data out
      // of the URL (history, logs, Referer) even if a browser ever submitted it natively.
      method="post"
      noValidate
      aria-label={REGISTRATION_FORM.formLabel}
      data-registration-form=""
      onSubmit={onSubmit}
      onFocus={onFocus}
      onPointerDown={onPointerDown}
      onCompositionStart={onCompositionStart}
      onCompositionEnd={onCompositionEnd}
    >
      <p data-form-note="">{REGISTRATION_FORM.requiredNote}</p>
      <div data-pair="">
        {textField('nombre', 'text', 'given-name')}
        {textField('apellido', 'text', 'family-name')}
      </div>
      {textField('correo', 'email', 'email')}
      {/*
        `tel`, not the issue's `tel-national`: HTML allows `tel-national` only on text inputs
        (html-validate valid-autocomplete), and the field keeps type="tel" for the phone keypad.
      */}
      {textField('movil', 'tel', 'tel', placeholders.movil)}

      <div data-field="">
        <label htmlFor={fieldId('rangoDeudas')}>{labels.rangoDeudas}</label>
        <select id={fieldId('rangoDeudas')} name="rangoDeudas" required {...text('rangoDeudas')} {...invalid('rangoDeudas')}>
          {DEBT_RANGE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {message('rangoDeudas')}
      </div>

      <fieldset data-field="" data-choices="">
        <legend>{labels.tipoPersona}</legend>
        {PERSON_TYPE_OPTIONS.map((option) => (
          <label key={option.value} data-choice="">
            <input
              id={choiceId(option.value)}
              type="radio"
              name="tipoPersona"
              value={option.value}
              {...checked((source) => source.tipoPersona === option.value)}
              aria-describedby={[`${choiceId(option.value)}-hint`, errors.tipoPersona ? errorId('tipoPersona') : '']
                .join(' ')
                .trim()}
            />
            <span data-choice-label="">{option.label}</span>
            <span id={`${choiceId(option.value)}-hint`} data-hint="">
              {option.hint}
            </span>
          </label>
        ))}
        {message('tipoPersona')}
      </fieldset>

      <div data-field="" data-consent="">
        <input
          id={fieldId('autorizaTratamientoDatos')}
          name="autorizaTratamientoDatos"
          type="checkbox"
          value="true"
          required
          {...checked((source) => source.autorizaTratamientoDatos)}
          {...invalid('autorizaTratamientoDatos')}
        />
        <label htmlFor={fieldId('autorizaTratamientoDatos')}>
          {consent.text}
          <a href={consent.policyHref} target="_blank" rel="noopener noreferrer">
            {consent.policyLabel}
            <span data-sr-only=""> {consent.newTabHint}</span>
          </a>
          .
        </label>
        {message('autorizaTratamientoDatos')}
      </div>

      {/*
        Honeypot: off-screen, inert (never focused), hidden from assistive technology and with
        autofill off, so only a bot filling every field ever puts something in it.
      */}
      <div data-honeypot="" aria-hidden="true" inert>
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>{REGISTRATION_FORM.honeypotLabel}</label>
        <input id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" {...text(HONEYPOT_FIELD)} />
      </div>

      <button type="submit" disabled={busy || dormant} data-dormant={dormant ? '' : undefined}>
        {busy ? REGISTRATION_FORM.submitting : REGISTRATION_FORM.submit}
      </button>
      {alert ? (
        <p role="alert" data-form-alert="">
          {alert}
        </p>
      ) : null}
    </form>
  );
}
