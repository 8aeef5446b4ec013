import { css } from 'styled-components';
import { buttonColors, buttonStyles } from '@/components/ui/button-link';
import { exampleTag } from '@/components/ui/footnote';
import { visuallyHiddenStyles } from '@/components/ui/visually-hidden';
import { PHASE_ATTRIBUTE } from '@/lib/page-phase';
import { NOTICE_AUTO_CLOSE_MS } from '@/lib/registration/constants';
import { theme } from '@/lib/theme';

/** A text box or a select: the form's fields and the settings panel's URL field. */
export const textFieldStyles = css`
  width: 100%;
  min-height: 48px;
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.colors.textMuted};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
`;

/** lucide's chevron-down in the text colour, for the select (a data: URL, which the CSP's img-src allows). */
const SELECT_CHEVRON = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='${theme.colors.text}' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='m6 9 6 6 6-6'/></svg>`,
)}")`;

/**
 * The styles of registration-form-client.tsx's markup, as descendant selectors: the island renders
 * plain elements (no styled-components runtime in the browser); registration-form.tsx composes this.
 */
export const registrationFormCss = css`
  [data-sr-only] {
    ${visuallyHiddenStyles}
  }
  [data-nowrap] {
    white-space: nowrap;
  }

  form[data-registration-form] {
    display: grid;
    /* Phones: 12 px between fields, still half again the 8 px between a label and its field. */
    gap: ${theme.space(3)};
    > * {
      grid-column: 1 / -1;
    }
    /*
     * Name and surname share a row from 360 px, always (stacked only on error, the form jumped:
     * reviews 6, 7), each message under its own field: on a phone they take three lines, and the
     * form one field less of height (a blind design review; they were stacked below 480 px).
     */
    @media ${theme.media.xs} {
      grid-template-columns: 1fr 1fr;
      > [data-field='nombre'],
      > [data-field='apellido'] {
        grid-column: auto;
      }
    }
    @media ${theme.media.md} {
      gap: ${theme.space(5)};
    }
  }
  [data-form-note] {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  [data-form-note='reassurance'] {
    text-align: center;
  }
  [data-field] {
    display: grid;
    gap: ${theme.space(2)};
    align-content: start;
    min-width: 0;
  }
  [data-field] > label,
  legend {
    font-weight: 600;
    color: ${theme.colors.text};
  }
  input[type='text'],
  input[type='email'],
  input[type='tel'],
  select {
    ${textFieldStyles}
  }
  /* The chevron inside the field's padding, as the text is (the browser's own sat against the right
     edge: blind reviews); where the system chooses the colours, the browser's own again. */
  select {
    appearance: none;
    padding-right: ${theme.space(12)};
    background-image: ${SELECT_CHEVRON};
    background-repeat: no-repeat;
    background-position: right ${theme.space(4)} center;
    background-size: 20px;
    @media (forced-colors: active) {
      appearance: auto;
      background-image: none;
    }
  }
  input::placeholder {
    color: ${theme.colors.placeholder};
  }
  [aria-invalid='true'] {
    border-color: ${theme.colors.error};
    outline-color: ${theme.colors.error};
  }
  /*
   * An invalid field differs from a valid one by more than its colour: a thicker edge and a tint.
   * One 2 px red edge, its border and a 1 px ring outside it: the generic rule above loses to
   * input[type=…]'s slate border, which read as a second, maroon line (blind review 38); the
   * ring takes no room, so nothing moves.
   */
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${theme.colors.error};
    box-shadow: 0 0 0 1px ${theme.colors.error};
    background-color: ${theme.colors.errorSurface};
  }
  [data-error] {
    color: ${theme.colors.error};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }
  /* A mark before each message and the summary, so they read as errors without their colour. */
  [data-error],
  [data-error-summary] > p {
    display: flex;
    gap: ${theme.space(2)};
  }
  [data-error]::before,
  [data-error-summary] > p::before {
    content: '!';
    flex: none;
    display: grid;
    place-items: center;
    width: 1.15rem;
    height: 1.15rem;
    margin-top: 0.1em;
    border-radius: 50%;
    background: ${theme.colors.error};
    color: ${theme.colors.background};
    font-size: 0.75rem;
    font-weight: 700;
  }

  fieldset[data-field] {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${theme.space(2)};
  }
  [data-choice] {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${theme.space(3)};
    align-items: center;
    min-height: 48px;
    padding: ${theme.space(2)} ${theme.space(3)};
    @media ${theme.media.md} {
      padding: ${theme.space(3)} ${theme.space(4)};
    }
    /* 3:1 on white, as the fields' own borders: an unchosen option still reads as one (blind review 13). */
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    cursor: pointer;
  }
  [data-choice] + [data-choice],
  [data-choice] + [data-form-note] {
    margin-top: ${theme.space(2)};
  }
  [data-choice]:has(input:checked) {
    border-color: ${theme.colors.navy};
    background: ${theme.colors.surface};
  }
  [data-choice] input,
  [data-consent] input {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${theme.colors.navy};
  }
  [data-choice-label] {
    font-weight: 600;
  }
  [data-hint] {
    grid-column: 2;
    font-size: ${theme.fontSizes.sm};
    /* Lighter than the choice it explains, so 'Persona natural' and 'Comerciante' stand out. */
    font-weight: 400;
    color: ${theme.colors.textMuted};
  }

  [data-consent] {
    grid-template-columns: auto 1fr;
    column-gap: ${theme.space(3)};
    align-items: start;
  }
  [data-consent] input {
    margin-top: 2px;
  }
  [data-consent] > label {
    font-weight: 400;
    font-size: ${theme.fontSizes.sm};
    line-height: 1.5;
  }
  /* The address moves whole to the next line, and breaks only where no line can hold it (320 px). */
  [data-form-note] a[href^='mailto:'] {
    display: inline-block;
  }
  [data-consent] [data-error] {
    grid-column: 1 / -1;
  }
  /* A draft's note that the consent names the trade name only, under the label's text. */
  [data-consent] [data-example] {
    grid-column: 2;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    ${exampleTag}
  }
  /* Outranks the navy section's light link colour: the form sits on a white panel. */
  form[data-registration-form] [data-consent] a,
  form[data-registration-form] [data-form-note] a {
    color: ${theme.colors.navy};
    font-weight: 600;
  }

  [data-honeypot] {
    position: absolute;
    left: -10000px;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }

  form[data-registration-form] > button[type='submit'] {
    ${buttonStyles}
    width: 100%;
  }
  /* While sending. */
  form[data-registration-form] > button[type='submit']:disabled:not([data-dormant]) {
    cursor: progress;
    opacity: 0.75;
  }
  /* While the broadcast is on, the section's one filled button is the way to it (blind review 8). */
  html[${PHASE_ATTRIBUTE}='live'] & form[data-registration-form] > button[type='submit']:not(:disabled) {
    ${buttonColors('outline')}
  }
  /* Until the script runs (data-dormant) it does nothing, and looks it. */
  form[data-registration-form] > button[type='submit'][data-dormant] {
    cursor: not-allowed;
    background: ${theme.colors.surface};
    color: ${theme.colors.textMuted};
    box-shadow: none;
  }

  [data-error-summary],
  [data-form-alert],
  [data-form-status] {
    padding: ${theme.space(3)} ${theme.space(4)};
    border-left: 4px solid ${theme.colors.error};
    background: ${theme.colors.errorSurface};
    color: ${theme.colors.error};
    font-weight: 600;
  }
  /*
   * The fields to correct, each a link to its field, under the count and in line with its text: in aligned
   * columns (wrapped in a row they read ragged: blind review 22), two on a phone (five rows one under the
   * other made the summary 250 px tall: blind design review 43).
   */
  [data-error-summary] ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
    gap: ${theme.space(1)} ${theme.space(3)};
    margin: 0;
    padding: 0 0 0 calc(1.15rem + ${theme.space(2)});
    list-style: none;
    /* Phones: under the count from the box's edge, a size smaller, so most names fit their column. */
    @media not all and ${theme.media.md} {
      grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
      padding: 0;
      font-size: ${theme.fontSizes.sm};
    }
  }
  [data-error-summary] a {
    display: inline-flex;
    align-items: center;
    /* DESIGN.md: 44 px targets on phones. */
    min-height: 44px;
    color: inherit;
    text-underline-offset: 3px;
  }
  [data-form-status] {
    background: ${theme.colors.surface};
    border-left-color: ${theme.colors.navy};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.sm};
    font-weight: 400;
  }

  /* react-toastify's notices: the site's type and a readable description. */
  .Toastify__toast {
    font-family: ${theme.fonts.body};
    color: ${theme.colors.text};
  }
  .Toastify__toast p {
    margin-top: ${theme.space(1)};
    font-size: ${theme.fontSizes.sm};
  }
  /* Its close button a 44 px target (DESIGN.md), the cross where it was. */
  .Toastify__close-button {
    align-self: flex-start;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    margin: -${theme.space(2)} -${theme.space(2)} 0 0;
    color: ${theme.colors.textMuted};
    opacity: 1;
  }
  /*
   * The notice closes when its (hidden) progress bar's animation ends: reduced motion's 0.01 ms
   * (components/ui/global-style.tsx) closed it at once, unseen and unheard. It keeps its time.
   */
  @media (prefers-reduced-motion: reduce) {
    .Toastify__progress-bar {
      animation-duration: ${NOTICE_AUTO_CLOSE_MS}ms !important;
    }
  }
`;
