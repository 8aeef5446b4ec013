import { css } from 'styled-components';
import { theme } from '@/lib/theme';

/** A link on a line of its own, not inside a sentence: 44 px tall to tap (DESIGN.md), navy and bold. */
export const standaloneLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.colors.navy};
  font-weight: 600;
`;
