import { css } from 'styled-components';
import { buttonStyles } from '@/components/ui/button-link';
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
  [data-subheading] {
    font-weight: 700;
    color: ${theme.colors.navy};
  }
  [data-actions] {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-completed] [data-actions] a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(4)};
    border: 2px solid ${theme.colors.navy};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.navy};
    font-weight: 600;
    text-decoration: none;
  }
  [data-completed] [data-actions] a:hover {
    background: ${theme.colors.surface};
  }
  [data-completed] > a[data-button] {
    ${buttonStyles}
  }
  /* During the session the broadcast is the one action: going back to the top is secondary. */
  [data-completed] > a[data-live-link] ~ a[data-button] {
    background: transparent;
    color: ${theme.colors.navy};
    border-color: ${theme.colors.navy};
  }
`;
