import styled, { css } from 'styled-components';
import { Card, CardGrid, IconBadge, scrollRowOnPhones } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { IconCard } from '@/content/home';
import { theme } from '@/lib/theme';

/**
 * A list of cards. Phones: either one sideways-scrolling row of cards (with `row`: a long list then
 * takes the height of one card, like the team's), or rows of one grouped card (a hairline between
 * them); wider: separate cards, icon on top. On phones each card puts a small icon beside its title
 * and the text the full width under both.
 */
const Grid = styled(CardGrid).attrs({ as: 'ul' })<{ $cardLabel?: string }>`
  margin: 0;
  padding: 0;
  list-style: none;
  /* '&&': the base card styles are repeated later in the page (one block per instance). */
  ${({ $cardLabel }) =>
    $cardLabel
      ? css`
          && {
            ${scrollRowOnPhones($cardLabel)}
          }
        `
      : css`
          @media not all and ${theme.media.md} {
            && {
              gap: 0;
              border: 1px solid ${theme.colors.borderSubtle};
              border-radius: ${theme.radii.lg};
              background: ${theme.colors.background};
              box-shadow: ${theme.shadows.card};
            }
          }
        `}
`;

const CompactCard = styled(Card).attrs({ as: 'li' })<{ $flat: boolean }>`
  @media not all and ${theme.media.md} {
    && {
      display: grid;
      grid-template-columns: auto 1fr;
      align-content: start;
      align-items: center;
      column-gap: ${theme.space(2)};
      row-gap: ${theme.space(1)};
      padding: ${theme.space(4)};
    }
    ${({ $flat }) =>
      $flat &&
      css`
        && {
          padding: ${theme.space(3)} ${theme.space(4)};
          border: 0;
          border-radius: 0;
          box-shadow: none;
          background: none;
        }
        &&:not(:first-of-type) {
          border-top: 1px solid ${theme.colors.borderSubtle};
        }
      `}
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
  /**
   * Phones: one sideways row, named by the section's heading (its id); `cardLabel` names each
   * card's dot with its number ('Beneficio 2').
   */
  row?: { labelledBy: string; cardLabel: string };
}

/** Cards with an icon, a title and a text, fed by a list in content/. */
export function IconCardGrid({ items, columns = 3, row }: IconCardGridProps) {
  return (
    <Grid $columns={columns} $count={items.length} $cardLabel={row?.cardLabel} {...(row ? { tabIndex: 0, 'aria-labelledby': row.labelledBy } : {})}>
      {items.map((item) => (
        <CompactCard key={item.title} $flat={!row}>
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
