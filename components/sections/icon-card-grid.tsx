import styled from 'styled-components';
import { Card, CardGrid, IconBadge } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { IconCard } from '@/content/home';
import { theme } from '@/lib/theme';

/**
 * A list of cards. Phones: one grouped card, a row per item with a hairline between them, a small
 * icon beside each title and the text the full width under both; wider: separate cards, icon on top.
 */
const Grid = styled(CardGrid).attrs({ as: 'ul' })`
  margin: 0;
  padding: 0;
  list-style: none;
  @media not all and ${theme.media.md} {
    /* '&&': the base card styles are repeated later in the page (one block per instance). */
    && {
      gap: 0;
      border: 1px solid ${theme.colors.borderSubtle};
      border-radius: ${theme.radii.lg};
      background: ${theme.colors.background};
      box-shadow: ${theme.shadows.card};
    }
  }
`;

/** Under the list: that what it says of the law is general (content/home.ts REFORM.note). */
const Note = styled.p`
  margin-top: ${theme.space(4)};
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  @media ${theme.media.md} {
    margin-top: ${theme.space(8)};
  }
`;

const CompactCard = styled(Card).attrs({ as: 'li' })`
  @media not all and ${theme.media.md} {
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
  }
`;

interface IconCardGridProps {
  items: readonly IconCard[];
  columns?: 2 | 3;
  /** A line under the list. */
  note?: string;
}

/** Cards with an icon, a title and a text, fed by a list in content/. */
export function IconCardGrid({ items, columns = 3, note }: IconCardGridProps) {
  return (
    <>
      <Grid $columns={columns} $count={items.length}>
        {items.map((item) => (
          <CompactCard key={item.title}>
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
