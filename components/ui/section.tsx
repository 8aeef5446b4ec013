import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';

export type SectionTone = 'light' | 'surface' | 'navy';

/** A page section: generous vertical padding, background by tone. */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${theme.space(14)} 0;
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
      /* Plain links only: styled links (buttons) keep their own colours. */
      a:not([class]) { color: ${theme.colors.textOnDark}; }
    `}
  @media ${theme.media.md} {
    padding: ${theme.space(22)} 0;
  }
`;
