import styled, { css } from 'styled-components';
import { Card, CardGrid, IconBadge } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { IconCard } from '@/content/home';
import { theme } from '@/lib/theme';

/**
 * A list of cards. Phones: one grouped card, a row per item with a hairline between them, a small
 * icon beside each title and the text the full width under both; wider: separate cards, icon on top.
 * With `$list`, the grouped rows at every width: for a few items of very different lengths, which
 * side by side left two cards half empty beside a long one (the reform's; blind review 29).
 * Never a row that scrolls sideways on phones: every try (with dots, then with the next card peeking
 * in and a hint to swipe) left most cards unseen ('five of six benefits behind a swipe': blind
 * reviews 16, 40, 41 and 42).
 */
const groupedList = css`
  gap: 0;
  border: 1px solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};
`;

const Grid = styled(CardGrid).attrs({ as: 'ul' })<{ $list: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  @media not all and ${theme.media.md} {
    /* '&&': the base card styles are repeated later in the page (one block per instance). */
    && {
      ${groupedList}
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
  /* 28 px, the icon 18: a one-line title's row no taller than it needs (32 px made each 4 px taller: 9 rows on /). */
  && > span {
    width: 28px;
    height: 28px;
    margin: 0;
  }
  && > span svg {
    width: 18px;
    height: 18px;
  }
  && h3 {
    margin: 0;
    font-size: ${theme.fontSizes.base};
  }
  /* The body's 16 px, as wider (DESIGN.md: 14 px was too small for a worried reader on a cheap phone, blind reviews 42 and 43). */
  && > p {
    grid-column: 1 / -1;
  }
`;

const CompactCard = styled(Card).attrs({ as: 'li' })<{ $list: boolean }>`
  @media not all and ${theme.media.md} {
    ${row}
  }
  ${({ $list }) =>
    $list &&
    css`
      ${row}
      /* Wider: the text under the title, level with it. */
      @media ${theme.media.md} {
        && {
          column-gap: ${theme.space(4)};
          padding: ${theme.space(5)} ${theme.space(6)};
        }
        && > span {
          width: 40px;
          height: 40px;
        }
        && > span svg {
          width: 20px;
          height: 20px;
        }
        && h3 {
          font-size: ${theme.fontSizes.md};
        }
        && > p {
          grid-column: 2;
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
}

/** Cards with an icon, a title and a text, fed by a list in content/. */
export function IconCardGrid({ items, list = false, note }: IconCardGridProps) {
  return (
    <>
      <Grid $count={list ? undefined : items.length} $list={list}>
        {items.map((item) => (
          <CompactCard key={item.title} $list={list}>
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
