import styled from 'styled-components';
import { linkColor } from '@/components/ui/section';
import { theme } from '@/lib/theme';

export const Card = styled.article`
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  padding: ${theme.space(6)};
  ${linkColor(theme.colors.navy)}
  h3 {
    font-size: ${theme.fontSizes.md};
    margin-bottom: ${theme.space(2)};
  }
  p { color: ${theme.colors.textMuted}; }
`;

/** Responsive grid of cards: one column on phones, then `$columns`. */
export const CardGrid = styled.div<{ $columns?: 2 | 3 }>`
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: 1fr;
  @media ${theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  @media ${theme.media.lg} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, 1fr);
  }
`;

export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.navy};
  margin-bottom: ${theme.space(4)};
`;
