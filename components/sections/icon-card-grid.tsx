import styled, { css } from 'styled-components';
import { Card, CardGrid, IconBadge } from '@/components/ui/card';
import { CONTAINER_GUTTER } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import type { IconCard } from '@/content/home';
import { theme } from '@/lib/theme';

/**
 * A list of cards. Phones: one grouped card, a row per item with a hairline between them, a small
 * icon beside each title and the text the full width under both; wider: separate cards, icon on top.
 * With `$list`, the grouped rows at every width: for a few items of very different lengths, which
 * side by side left two cards half empty beside a long one (the reform's; blind review 29).
 * With `$row`, phones get one row of separate cards that scrolls sideways instead (see sideways).
 */
const groupedList = css`
  gap: 0;
  border: 1px solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

/**
 * Phones: the cards side by side in a row that scrolls sideways and snaps to each card, so the list
 * is one card high (the benefits: half the section). Each card is 84% of the width, so the next one
 * shows a good part of itself at the screen's edge: rows of whole-width cards, the rest behind dots,
 * were undone twice ('five of six benefits behind a swipe'). The row runs to the screen's edges, its
 * first card lined up with the page's text. The list itself scrolls: focusable and named (`row`), a
 * keyboard scrolls it with the arrow keys; its focus ring inside, where the screen's edge cannot cut it.
 */
const sideways = css`
  grid-template-columns: none;
  grid-auto-flow: column;
  grid-auto-columns: 84%;
  margin-inline: calc(-1 * ${CONTAINER_GUTTER});
  /* Above and below the cards, room for the focus ring. */
  padding: ${theme.space(1.5)} ${CONTAINER_GUTTER};
  scroll-padding-inline: ${CONTAINER_GUTTER};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Grid = styled(CardGrid).attrs({ as: 'ul' })<{ $list: boolean; $row: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  @media not all and ${theme.media.md} {
    /* '&&': the base card styles are repeated later in the page (one block per instance). */
    && {
      ${({ $row }) => ($row ? sideways : groupedList)}
    }
  }
  ${({ $list }) =>
    $list &&
    css`
      && {
        ${groupedList}
        max-width: 800px;
        margin-inline: auto;
        grid-template-columns: 1fr;
      }
    `}
`;

/** Under the list: that what it says of the law is general (content/home.ts REFORM.note). */
const Note = styled.p`
  margin-top: ${theme.space(4)};
  /* As wide as the list above it, not the container (blind review 35). */
  max-width: 800px;
  margin-inline: auto;
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  @media ${theme.media.md} {
    margin-top: ${theme.space(8)};
  }
`;

/** A card as one row of the grouped list: the icon beside the title, the text under both. */
const row = css`
  && {
    display: grid;
    grid-template-columns: auto 1fr;
    align-content: start;
    align-items: center;
    column-gap: ${theme.space(2)};
    row-gap: ${theme.space(1)};
    padding: ${theme.space(3)} ${theme.space(4)};
    border: 0;
    border-radius: 0;
    box-shadow: none;
    background: none;
  }
  &&:not(:first-of-type) {
    border-top: 1px solid ${theme.colors.borderSubtle};
  }
  && > span {
    width: 32px;
    height: 32px;
    margin: 0;
  }
  && > span svg {
    width: 20px;
    height: 20px;
  }
  && h3 {
    margin: 0;
    font-size: ${theme.fontSizes.base};
  }
  && > p {
    grid-column: 1 / -1;
    font-size: ${theme.fontSizes.sm};
  }
`;

const CompactCard = styled(Card).attrs({ as: 'li' })<{ $list: boolean; $row: boolean }>`
  @media not all and ${theme.media.md} {
    ${row}
    ${({ $row }) =>
      $row &&
      css`
        /* A card of its own on the sideways row, each as high as the highest. */
        && {
          border: 1px solid ${theme.colors.borderSubtle};
          border-radius: ${theme.radii.lg};
          background: ${theme.colors.background};
          scroll-snap-align: start;
        }
      `}
  }
  ${({ $list }) =>
    $list &&
    css`
      ${row}
      /* Wider: the text under the title, level with it, and at the page's reading size. */
      @media ${theme.media.md} {
        && {
          column-gap: ${theme.space(4)};
          padding: ${theme.space(5)} ${theme.space(6)};
        }
        && > span {
          width: 40px;
          height: 40px;
        }
        && h3 {
          font-size: ${theme.fontSizes.md};
        }
        && > p {
          grid-column: 2;
          font-size: ${theme.fontSizes.base};
        }
      }
    `}
`;

interface IconCardGridProps {
  items: readonly IconCard[];
  /** The grouped rows at every width (see Grid). */
  list?: boolean;
  /** A line under the list. */
  note?: string;
  /** Phones: one row that scrolls sideways (see sideways), named so for screen readers by this text. */
  row?: string;
}

/** Cards with an icon, a title and a text, fed by a list in content/. */
export function IconCardGrid({ items, list = false, note, row }: IconCardGridProps) {
  const isRow = row !== undefined;
  return (
    <>
      <Grid $count={list ? undefined : items.length} $list={list} $row={isRow} {...(isRow ? { tabIndex: 0, 'aria-label': row } : {})}>
        {items.map((item) => (
          <CompactCard key={item.title} $list={list} $row={isRow}>
            <IconBadge>
              <Icon name={item.icon} />
            </IconBadge>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </CompactCard>
        ))}
      </Grid>
      {note ? <Note>{note}</Note> : null}
    </>
  );
}
