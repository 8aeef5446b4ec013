import styled from 'styled-components';
import { Card, CardGrid, IconBadge } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { IconCard } from '@/content/home';
import { theme } from '@/lib/theme';

/** Phones: the icon beside the title, so six cards read as a short list; wider: icon on top. */
const CompactCard = styled(Card)`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${theme.space(4)};
  align-items: center;
  padding: ${theme.space(5)};
  > span {
    margin: 0;
  }
  > p {
    grid-column: 1 / -1;
    margin-top: ${theme.space(2)};
  }
  h3 {
    margin: 0;
  }
  @media ${theme.media.md} {
    display: block;
    padding: ${theme.space(6)};
    > span {
      margin-bottom: ${theme.space(4)};
    }
    h3 {
      margin-bottom: ${theme.space(2)};
    }
    > p {
      margin-top: 0;
    }
  }
`;

/** Cards with an icon, a title and a text, fed by a list in content/. */
export function IconCardGrid({ items, columns = 3 }: { items: readonly IconCard[]; columns?: 2 | 3 }) {
  return (
    <CardGrid $columns={columns} $count={items.length}>
      {items.map((item) => (
        <CompactCard key={item.title}>
          <IconBadge>
            <Icon name={item.icon} />
          </IconBadge>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </CompactCard>
      ))}
    </CardGrid>
  );
}
