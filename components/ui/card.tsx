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

/**
 * Responsive grid of cards: one column on phones, then two, then `$columns`. With `$count`, a last
 * row that would leave a hole is handled: on two columns an odd last card spans both; on three
 * columns (a six-track grid, 2 + 2 + 2) a last row of one or two cards is centred, each card as
 * wide as the others (two wider last cards read as another kind of card: blind review 12).
 * (`of :not(style)`: styled-components puts each card's <style> element beside it in the grid.)
 */
export const CardGrid = styled.div<{ $columns?: 2 | 3; $count?: number }>`
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: 1fr;
  @media ${theme.media.md} {
    gap: ${theme.space(5)};
    grid-template-columns: repeat(2, 1fr);
    ${({ $count }) => ($count !== undefined && $count % 2 === 1 ? '> :last-child { grid-column: 1 / -1; }' : '')}
  }
  @media ${theme.media.lg} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, 1fr);
    ${({ $columns = 3, $count }) =>
      $columns === 3 && $count !== undefined
        ? `grid-template-columns: repeat(6, 1fr);
           > *,
           > :last-child { grid-column: span 2; }
           ${$count % 3 === 2 ? '> :nth-last-child(2 of :not(style)) { grid-column: 2 / span 2; }' : ''}
           ${$count % 3 === 1 ? '> :last-child { grid-column: 3 / span 2; }' : ''}`
        : $columns === 2 && $count !== undefined && $count % 2 === 1
          ? '> :last-child { grid-column: 1 / -1; }'
          : '> :last-child { grid-column: auto; }'}
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

