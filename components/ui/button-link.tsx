import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';

export type ButtonVariant = 'primary' | 'outline' | 'outlineOnDark';

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 48px;
  padding: ${theme.space(3)} ${theme.space(6)};
  border-radius: ${theme.radii.pill};
  border: 2px solid transparent;
  font-weight: 700;
  font-size: ${theme.fontSizes.base};
  line-height: 1.2;
  text-decoration: none;
  text-align: center;
  cursor: pointer;
  transition: background-color ${theme.motion.fast} ease, color ${theme.motion.fast} ease;
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  &:hover { background: ${theme.colors.accentHover}; }
  ${({ $variant }) =>
    $variant === 'outline' &&
    css`
      background: transparent;
      color: ${theme.colors.navy};
      border-color: ${theme.colors.navy};
      &:hover { background: ${theme.colors.surface}; }
    `}
  ${({ $variant }) =>
    $variant === 'outlineOnDark' &&
    css`
      background: transparent;
      color: ${theme.colors.textOnDark};
      border-color: ${theme.colors.textOnDark};
      &:hover { background: ${theme.colors.navySoft}; }
    `}
`;

/** A link that looks like a button (the site's calls to action are navigations). */
export const ButtonLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
