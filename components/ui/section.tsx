import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';

/**
 * Plain links take their colour from the nearest surface that sets it (global-style.tsx), so a
 * dark section's white links never reach into a white card nested in it.
 */
export const linkColor = (color: string) => css`
  --link-color: ${color};
`;

export type SectionTone = 'light' | 'surface' | 'navy';

/** A page section: generous vertical padding, background by tone. */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${theme.space(8)} 0;
  background: ${theme.colors.background};
  ${({ $tone }) =>
    $tone === 'surface' &&
    css`
      background: ${theme.colors.surface};
    `}
  ${({ $tone }) =>
    $tone === 'navy' &&
    css`
      background: ${theme.colors.navy};
      color: ${theme.colors.textOnDark};
      h2, h3 { color: ${theme.colors.textOnDark}; }
      /* Through the inherited link colour, not a descendant rule: a white card inside resets it. */
      ${linkColor(theme.colors.textOnDark)}
    `}
  @media ${theme.media.md} {
    padding: ${theme.space(22)} 0;
  }
`;
