import styled from 'styled-components';
import { theme } from '@/lib/theme';

/** A small centred note under a section's content (e.g. that its cases or profiles are examples). */
export const Footnote = styled.p<{ $onDark?: boolean }>`
  margin-top: ${theme.space(4)};
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${({ $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
`;
