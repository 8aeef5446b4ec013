import styled from 'styled-components';
import { Card, CardGrid, IconBadge } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { IconCard } from '@/content/home';
import { theme } from '@/lib/theme';

/**
 * Phones: the cards become rows of one grouped card (a small icon beside the title, the text the
 * full width under both, a hairline between rows), so six read as a short list; wider: separate
 * cards, icon on top.
 */
const Grid = styled(CardGrid)`
  /* '&&': the base card styles are repeated later in the page (one block per instance). */
  @media not all and ${theme.media.md} {
    && {
      gap: 0;
      border: 1px solid ${theme.colors.borderSubtle};
      border-radius: ${theme.radii.lg};
      background: ${theme.colors.background};
      box-shadow: ${theme.shadows.card};
    }
  }
`;

const CompactCard = styled(Card)`
  @media not all and ${theme.media.md} {
    && {
      display: grid;
      grid-template-columns: auto 1fr;
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

/** Cards with an icon, a title and a text, fed by a list in content/. */
export function IconCardGrid({ items, columns = 3 }: { items: readonly IconCard[]; columns?: 2 | 3 }) {
  return (
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
  );
}
