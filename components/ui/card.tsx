import styled, { css } from 'styled-components';
import { linkColor } from '@/components/ui/section';
import { CONTAINER_GUTTER } from '@/components/ui/container';
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

/**
 * Phones only: the cards in one row that scrolls sideways, the next card's edge peeking in (a
 * wider peek showed cut words that a review read as clipped text), so a list takes the height of
 * one card. The element needs tabIndex={0} and a name: a keyboard scrolls it.
 * `cardLabel` names each card's dot with its number ('Caso 2').
 */
export const scrollRowOnPhones = (cardLabel: string) => css`
  @media not all and ${theme.media.md} {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: 95%;
    /* The row runs to the screen's edges (out of the container's padding), its cards still lined
       up with the page's text: the next card shows its edge at the screen's edge, not cut at the
       container's. */
    margin-inline: calc(-1 * ${CONTAINER_GUTTER});
    padding-inline: ${CONTAINER_GUTTER};
    scroll-padding-inline: ${CONTAINER_GUTTER};
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    overscroll-behavior-x: contain;
    padding-bottom: ${theme.space(2)};
    > * {
      scroll-snap-align: start;
    }
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 4px;
    }
    /* A dot per card under the row, the current one filled, where the browser draws CSS carousel
       markers (Chromium 135+; elsewhere the peeking card alone says there is more), each a link
       named by cardLabel and the card's number: a 12 px ring drawn in the middle of a 24 px target
       (blind review 13 found 12 px boxes too small to tap). */
    scroll-marker-group: after;
    &::scroll-marker-group {
      display: flex;
      justify-content: center;
      gap: 8px;
      margin-top: ${theme.space(2)};
    }
    > * {
      counter-increment: scroll-row-card;
    }
    > *::scroll-marker {
      content: '' / ${JSON.stringify(`${cardLabel} `)} counter(scroll-row-card);
      width: 24px;
      height: 24px;
      border-radius: 50%;
      background: radial-gradient(circle, transparent 4px, ${theme.colors.border} 4.5px 6px, transparent 6.5px);
    }
    > *::scroll-marker:target-current {
      background: radial-gradient(circle, ${theme.colors.navy} 6px, transparent 6.5px);
    }
    > *::scroll-marker:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
  }
`;
