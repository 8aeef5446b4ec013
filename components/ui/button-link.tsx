import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';

export type ButtonVariant = 'primary' | 'outline' | 'outlineOnDark';

/** Each variant's colours, written once (no variant overrides the primary's). */
const VARIANTS = {
  primary: { background: theme.colors.accent, color: theme.colors.onAccent, border: 'transparent', hover: theme.colors.accentHover },
  outline: { background: 'transparent', color: theme.colors.navy, border: theme.colors.navy, hover: theme.colors.surface },
  outlineOnDark: { background: 'transparent', color: theme.colors.textOnDark, border: theme.colors.textOnDark, hover: theme.colors.navySoft },
} as const satisfies Record<ButtonVariant, { background: string; color: string; border: string; hover: string }>;

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 48px;
  padding: ${theme.space(3)} ${theme.space(6)};
  border-radius: ${theme.radii.pill};
  border: 2px solid ${({ $variant = 'primary' }) => VARIANTS[$variant].border};
  font-weight: 700;
  font-size: ${theme.fontSizes.base};
  line-height: 1.2;
  text-decoration: none;
  text-align: center;
  cursor: pointer;
  transition: background-color ${theme.motion.fast}, color ${theme.motion.fast};
  background: ${({ $variant = 'primary' }) => VARIANTS[$variant].background};
  color: ${({ $variant = 'primary' }) => VARIANTS[$variant].color};
  &:hover { background: ${({ $variant = 'primary' }) => VARIANTS[$variant].hover}; }
`;

/**
 * A variant's colours alone, for markup that picks its variant by a selector (a phase, a state)
 * rather than a prop: over `buttonStyles`, or on an element already shaped as a button.
 */
export const buttonColors = (variant: ButtonVariant) => css`
  border-color: ${VARIANTS[variant].border};
  background: ${VARIANTS[variant].background};
  color: ${VARIANTS[variant].color};
  &:hover {
    background: ${VARIANTS[variant].hover};
  }
`;

/** Buttons side by side, centred, wrapping on a narrow screen. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
`;

/**
 * A pair of buttons of one width: side by side when both fit in `minWidth` each, else stacked at
 * the container's width (blind reviews 19 and 21: two widths on a phone). Its buttons fill their cells.
 */
export const equalButtonsStyles = (minWidth: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${minWidth}), 1fr));
  gap: ${theme.space(3)};
`;

/** A link that looks like a button (the site's calls to action are navigations). */
export const ButtonLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
