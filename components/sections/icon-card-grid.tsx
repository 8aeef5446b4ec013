import { Card, CardGrid, IconBadge } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { IconCard } from '@/content/home';

/** Cards with an icon, a title and a text, fed by a list in content/. */
export function IconCardGrid({ items, columns = 3 }: { items: readonly IconCard[]; columns?: 2 | 3 }) {
  return (
    <CardGrid $columns={columns} $count={items.length}>
      {items.map((item) => (
        <Card key={item.title}>
          <IconBadge>
            <Icon name={item.icon} />
          </IconBadge>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
